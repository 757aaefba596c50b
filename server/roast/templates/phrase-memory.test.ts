import { describe, expect, it } from 'vitest';
import { seededRng } from '../rng';
import { NO_MEMORY, phraseId, pickFresh, SeasonPhraseLog } from './phrase-memory';

const same = (phrase: string) => phrase;

describe('pickFresh', () => {
  it('never picks a phrase used this week while another is left', () => {
    const memory = { usedThisWeek: new Set(['a', 'b']), seasonUses: new Map([['c', 5]]) };
    for (let seed = 1; seed <= 50; seed++)
      expect(pickFresh(['a', 'b', 'c'], same, memory, seededRng(seed))).toBe('c');
  });

  it('picks among the least used of the season, each of them in turn', () => {
    const memory = {
      usedThisWeek: new Set<string>(),
      seasonUses: new Map([
        ['a', 2],
        ['b', 1],
        ['c', 1],
      ]),
    };
    const picked = new Set(
      Array.from({ length: 40 }, (_, seed) => pickFresh(['a', 'b', 'c'], same, memory, seededRng(seed))),
    );
    expect([...picked].sort()).toEqual(['b', 'c']);
  });

  it('still answers when every phrase was used this week, the least used of them', () => {
    const memory = {
      usedThisWeek: new Set(['a', 'b']),
      seasonUses: new Map([
        ['a', 3],
        ['b', 1],
      ]),
    };
    expect(pickFresh(['a', 'b'], same, memory, seededRng(1))).toBe('b');
    expect(pickFresh([], same, NO_MEMORY, seededRng(1))).toBeUndefined();
  });
});

describe('SeasonPhraseLog', () => {
  it('remembers the week’s phrases apart and counts the season’s', () => {
    const log = new SeasonPhraseLog();
    log.record(1, ['a', 'b']);
    log.record(2, ['a']);
    expect([...log.memoryFor(1).usedThisWeek]).toEqual(['a', 'b']);
    expect([...log.memoryFor(3).usedThisWeek]).toEqual([]);
    expect(log.memoryFor(3).seasonUses.get('a')).toBe(2);
  });
});

it('phraseId tells templates apart and keeps one template’s id', () => {
  expect(phraseId('{winner} won.')).toBe(phraseId('{winner} won.'));
  expect(phraseId('{winner} won.')).not.toBe(phraseId('{winner} won!'));
});
