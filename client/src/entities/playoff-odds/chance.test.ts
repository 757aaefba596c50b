import { describe, expect, it } from 'vitest';
import type { TeamOdds } from '@common/almanac';
import { byeChance, needsOf, otherChance, playoffChance, seedChance } from './chance';

function team(overrides: Partial<TeamOdds>): TeamOdds {
  return {
    rosterId: 1,
    ownerId: 'u1',
    teamName: 'Team',
    ownerName: 'Owner',
    avatar: null,
    rank: 1,
    wins: 6,
    losses: 7,
    ties: 0,
    pointsFor: 1500,
    playoffStatus: 'fighting',
    byeStatus: 'eliminated',
    playoffs: 0.5,
    bye: 0,
    final: 0.1,
    title: 0.05,
    expectedSeed: 6.5,
    seedOdds: [],
    seedRange: { best: 1, worst: 12 },
    expectedPrize: 10,
    prizes: { championship: 8, highestPoints: 1, unlucky: 1, blowout: 0 },
    resultsLeft: 1,
    byWins: [
      { wins: 0, chance: 0.5, playoffs: 0 },
      { wins: 1, chance: 0.5, playoffs: 1 },
    ],
    clinchesByWinningOut: true,
    model: { mean: 110, sd: 20 },
    schedule: [],
    ...overrides,
  };
}

describe('playoff chances as members read them', () => {
  it('shows proven outcomes as 100% and 0%, sampled extremes never as certain', () => {
    // formatChance itself: common/chance-format.test.ts.
    expect(playoffChance(team({ playoffStatus: 'clinched', playoffs: 1 }), false)).toBe('100%');
    expect(playoffChance(team({ playoffs: 1 }), false)).toBe('>99.9%');
    expect(otherChance(0, team({ playoffStatus: 'eliminated', playoffs: 0 }), false)).toBe('0%');
    expect(otherChance(0, team({}), false)).toBe('<0.1%');
    expect(byeChance(team({ byeStatus: 'clinched', bye: 1 }), false)).toBe('100%');
    expect(byeChance(team({ byeStatus: 'fighting', bye: 1 }), false)).toBe('>99.9%');
  });

  it('prints a seed that cannot change as 100%, one out of reach as 0%, the rest as sampled', () => {
    // 13-0 a win clear of everyone with a week left: seed 1 for certain (every run agrees).
    const certain = team({ seedOdds: [1, 0, 0], seedRange: { best: 1, worst: 1 } });
    expect(seedChance(certain, 1, false)).toBe('100%');
    expect(seedChance(certain, 2, false)).toBe('0%');
    const open = team({ seedOdds: [0.9996, 0.0004, 0], seedRange: { best: 1, worst: 2 } });
    expect(seedChance(open, 1, false)).toBe('>99.9%');
    expect(seedChance(open, 2, false)).toBe('<0.1%');
    expect(seedChance(open, 3, false)).toBe('0%');
  });

  it('says what a team needs', () => {
    expect(
      needsOf(team({ playoffStatus: 'clinched', byeStatus: 'clinched', playoffs: 1, bye: 1 }), false),
    ).toEqual(['Clinched a bye']);
    // Every sampled season gave it a bye, but a bye is not proven: only the playoff spot is.
    expect(
      needsOf(team({ playoffStatus: 'clinched', byeStatus: 'fighting', playoffs: 1, bye: 1 }), false),
    ).toEqual(['Clinched a playoff spot']);
    expect(needsOf(team({ playoffStatus: 'eliminated', playoffs: 0 }), false)).toEqual(['Eliminated']);
    expect(needsOf(team({}), false)).toEqual([
      'With a win: 100% (clinches)',
      'With a loss: <0.1%',
      'Must win',
    ]);
    expect(
      needsOf(
        team({
          resultsLeft: 3,
          clinchesByWinningOut: false,
          byWins: [
            { wins: 0, chance: 0.1, playoffs: 0 },
            { wins: 1, chance: 0.4, playoffs: 0 },
            { wins: 2, chance: 0.4, playoffs: 0.35 },
            { wins: 3, chance: 0.1, playoffs: 0.9 },
          ],
        }),
        false,
      ),
    ).toEqual(['Wins out: 90%', 'Loses out: <0.1%', 'Must win at least 2 of 3']);
  });
});
