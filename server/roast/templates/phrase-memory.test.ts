import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng';
import { memoryOf, NO_MEMORY, phraseId, pickFresh, SeasonPhraseLog, type RoastPlace } from './phrase-memory';

const same = (phrase: string) => phrase;
const game = (week: number, rosterIds: number[]): RoastPlace => ({
  subjectType: 'matchup',
  subjectKey: `2024:${week}:${rosterIds.join('-')}`,
  week,
  rosterIds,
});
const recap = (week: number): RoastPlace => ({
  subjectType: 'recap',
  subjectKey: `2024:${week}`,
  week,
  rosterIds: [],
});
/** What a roast at `place` picks from `items` for 40 seeds. */
const picks = (log: SeasonPhraseLog, place: RoastPlace, items: string[]) =>
  new Set(
    Array.from({ length: 40 }, (_, seed) => pickFresh(items, same, log.memoryFor(place), seededRng(seed))),
  );

describe('pickFresh', () => {
  it('never picks a phrase another roast of the week used while another is left', () => {
    const log = new SeasonPhraseLog();
    log.record(game(5, [1, 2]), ['a', 'b']);
    log.record(game(1, [3, 4]), ['c', 'c', 'c']);
    expect(picks(log, game(5, [3, 4]), ['a', 'b', 'c'])).toEqual(new Set(['c']));
  });

  it('then none read within 4 weeks, either side: a phrase comes back in the fifth week', () => {
    const log = new SeasonPhraseLog();
    log.record(game(1, [1, 2]), ['a']);
    log.record(game(9, [1, 2]), ['b']);
    log.record(game(14, [1, 2]), ['c', 'c', 'c']);
    expect(picks(log, game(5, [3, 4]), ['a', 'b', 'c'])).toEqual(new Set(['c']));
    expect(picks(log, game(6, [3, 4]), ['a', 'b'])).toEqual(new Set(['a']));
  });

  it('then none a member has read in the roasts of their team this season', () => {
    const log = new SeasonPhraseLog();
    log.record(game(1, [1, 2]), ['a']);
    log.record(game(1, [3, 4]), ['b', 'b']);
    expect(picks(log, game(9, [2, 5]), ['a', 'b'])).toEqual(new Set(['b']));
    // Another member's roast takes the least used.
    expect(picks(log, game(9, [6, 7]), ['a', 'b'])).toEqual(new Set(['a']));
  });

  it('then the least used of the season, each of them in turn', () => {
    const log = new SeasonPhraseLog();
    log.record(game(1, [1, 2]), ['a', 'a', 'b', 'c']);
    expect([...picks(log, game(9, [3, 4]), ['a', 'b', 'c'])].sort()).toEqual(['b', 'c']);
  });

  it('still answers when every rule is broken, with the least stale', () => {
    const log = new SeasonPhraseLog();
    log.record(game(3, [1, 2]), ['a', 'a', 'a', 'b']);
    expect(picks(log, game(3, [1, 2]), ['a', 'b'])).toEqual(new Set(['b']));
    expect(pickFresh([], same, NO_MEMORY, seededRng(1))).toBeUndefined();
  });
});

describe('a recap’s memory', () => {
  it('is its season’s other recaps only, so a week’s text does not depend on the roasts read', () => {
    const log = new SeasonPhraseLog();
    log.record(game(4, [1, 2]), ['a']);
    log.record(recap(1), ['b']);
    log.record(recap(4), ['c']);
    const memory = log.memoryFor(recap(4));
    expect(memory.staleness('a')).toEqual([0, 0, 0, 0]);
    expect(memory.staleness('b')).toEqual([0, 1, 0, 1]);
    // Its own earlier text (one written again) is no memory of its own.
    expect(memory.staleness('c')).toEqual([0, 0, 0, 0]);
    expect(memory.readThisSeason('b')).toBe(true);
    expect(memory.readThisSeason('a')).toBe(false);
  });

  it('a season’s roast (week 0) is near none of its weeks', () => {
    const uses = [{ ...game(2, [1, 2]), phrase: 'a' }];
    const season = { subjectType: 'season', subjectKey: '2024', week: 0, rosterIds: [] } as const;
    expect(memoryOf(uses, season).staleness('a')).toEqual([0, 0, 0, 1]);
  });
});

it('phraseId tells templates apart and keeps one template’s id', () => {
  expect(phraseId('{winner} won.')).toBe(phraseId('{winner} won.'));
  expect(phraseId('{winner} won.')).not.toBe(phraseId('{winner} won!'));
});
