import { describe, expect, it } from 'vitest';
import type { SleeperBracketMatch } from '../sleeper/schemas';
import { isFinalPlayed, playoffFinish } from './brackets';

// The provider docs' 6-team bracket: seeds 1 and 2 (rosters 1, 2) have byes and first appear in round 2.
const sixTeamBracket: SleeperBracketMatch[] = [
  { r: 1, m: 1, t1: 3, t2: 6, w: 6, l: 3 },
  { r: 1, m: 2, t1: 4, t2: 5, w: 4, l: 5 },
  { r: 2, m: 3, t1: 1, t2: 6, t2_from: { w: 1 }, w: 6, l: 1 },
  { r: 2, m: 4, t1: 2, t2: 4, t2_from: { w: 2 }, w: 2, l: 4 },
  { r: 2, m: 5, t1: 3, t2: 5, t1_from: { l: 1 }, t2_from: { l: 2 }, p: 5, w: 5, l: 3 },
  { r: 3, m: 6, t1: 6, t2: 2, t1_from: { w: 3 }, t2_from: { w: 4 }, p: 1, w: 6, l: 2 },
  { r: 3, m: 7, t1: 1, t2: 4, t1_from: { l: 3 }, t2_from: { l: 4 }, p: 3, w: 4, l: 1 },
];

describe('playoffFinish', () => {
  it('names champion (p=1 winner), runner-up (its loser) and third (p=3 winner), byes included', () => {
    const finish = playoffFinish(sixTeamBracket);
    // The sixth seed beat the bye team 1 and then bye team 2 in the final.
    expect(finish.champion).toBe(6);
    expect(finish.runnerUp).toBe(2);
    // Bye team 1 lost its first game, then lost the third-place game to 4.
    expect(finish.thirdPlace).toBe(4);
    expect(Object.fromEntries(finish.placements)).toEqual({ 6: 1, 2: 2, 4: 3, 1: 4, 5: 5, 3: 6 });
  });

  it('leaves the places empty while the final and third-place games are unplayed', () => {
    const unplayed = sixTeamBracket.map((m) => (m.r === 3 ? { ...m, w: null, l: null } : m));
    const finish = playoffFinish(unplayed);
    expect(finish.champion).toBeNull();
    expect(finish.runnerUp).toBeNull();
    expect(finish.thirdPlace).toBeNull();
    expect(finish.placements.get(5)).toBe(5);
  });

  it('gives nothing for a season without a bracket', () => {
    expect(playoffFinish([])).toMatchObject({ champion: null, runnerUp: null, thirdPlace: null });
  });
});

describe('isFinalPlayed', () => {
  const unplayedFinal = sixTeamBracket.map((m) => (m.p === 1 ? { ...m, w: null, l: null } : m));
  const unplayedThird = sixTeamBracket.map((m) => (m.p === 3 ? { ...m, w: null, l: null } : m));

  it('is played once the bracket has decided every placement game, whatever the status says', () => {
    // Sleeper's league stays post_season for days after its final.
    expect(isFinalPlayed({ status: 'post_season' }, sixTeamBracket)).toBe(true);
    expect(isFinalPlayed({ status: 'in_season' }, sixTeamBracket)).toBe(true);
  });

  it('is played when the provider says complete, bracket or not', () => {
    expect(isFinalPlayed({ status: 'complete' }, [])).toBe(true);
    expect(isFinalPlayed({ status: 'complete' }, unplayedFinal)).toBe(true);
  });

  it('is not played while the final or another placement game is undecided, or before a bracket', () => {
    expect(isFinalPlayed({ status: 'post_season' }, unplayedFinal)).toBe(false);
    expect(isFinalPlayed({ status: 'post_season' }, unplayedThird)).toBe(false);
    expect(isFinalPlayed({ status: 'in_season' }, [])).toBe(false);
    // The fifth-place game, decided a round before the final, places nobody on its own.
    expect(
      isFinalPlayed(
        { status: 'in_season' },
        sixTeamBracket.filter((m) => m.p !== 1),
      ),
    ).toBe(false);
  });
});
