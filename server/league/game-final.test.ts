import { describe, expect, it } from 'vitest';
import type { NflGameState } from '../../common/league';
import { finalMatchupIds, lineupDone } from './game-final';

const pair = (matchupId: number, home: number, away: number) => ({
  matchupId,
  home: { rosterId: home },
  away: { rosterId: away },
});
const lineups = (games: Record<number, (NflGameState | null)[]>) =>
  new Map(
    Object.entries(games).map(([rosterId, list]) => [Number(rosterId), list.map((game) => ({ game }))]),
  );

describe('a game final on its own', () => {
  const pairs = [pair(1, 1, 2), pair(2, 3, 4), pair(3, 5, 6)];

  it('is over once both lineups have no player left to play, while the others play on', () => {
    const games = lineups({
      1: ['post', 'post'],
      2: ['post', 'post', 'post'],
      3: ['post', 'in'],
      4: ['post', 'post'],
      5: ['pre', 'post'],
      6: ['pre', 'pre'],
    });
    expect(finalMatchupIds(pairs, false, games)).toEqual([1]);
  });

  it('is not over while a starter’s game is not known', () => {
    expect(lineupDone(['post', null])).toBe(false);
    expect(finalMatchupIds([pair(1, 1, 2)], false, lineups({ 1: ['post'], 2: ['post', null] }))).toEqual([]);
  });

  it('without a schedule (a real league), no game is over before the week is; then every one is', () => {
    expect(finalMatchupIds(pairs, false, null)).toEqual([]);
    expect(finalMatchupIds(pairs, true, null)).toEqual([1, 2, 3]);
    expect(finalMatchupIds(pairs, true, lineups({ 1: ['in'] }))).toEqual([1, 2, 3]);
  });

  it('an empty lineup has nobody left to play', () => {
    expect(lineupDone([])).toBe(true);
  });
});
