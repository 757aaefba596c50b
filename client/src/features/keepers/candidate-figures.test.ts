// The keeper picker's figures (docs/decisions/0016, keeper candidates): the rounds a keeper costs by
// the keeper rules, his worth at each by the keeper values' own formula, the words and the sorting.
import { describe, expect, it } from 'vitest';
import type { KeeperCandidatesResponse, KeeperRosterPlayer } from '@common/keepers';
import { EMPTY_PICKS, type KeeperPicks } from '@common/keeper-rules';
import {
  costRoundsOf,
  costText,
  drawnRoundOf,
  figuresOfCandidates,
  sortByFigures,
  worthText,
  type CandidateFigures,
} from './candidate-figures';

const player = (playerId: string, position: string, draftRound: number | null): KeeperRosterPlayer => ({
  playerId,
  playerName: `Player ${playerId}`,
  position,
  team: 'KC',
  draftRound,
  round: draftRound,
  isWaiverPickup: draftRound === null,
  isWaiver: draftRound === null,
});
const qb = player('qb', 'QB', 2);
const late = player('late', 'TE', 16);
const wr = player('wr', 'WR', null);
const k = player('k', 'K', null);
const byId = new Map([qb, late, wr, k].map((p) => [p.playerId, p]));

const candidates: KeeperCandidatesResponse = {
  rosterId: 1,
  season: '2025',
  weeksPlayed: 13,
  final: false,
  draftRounds: 16,
  expected: [
    { round: 2, expected: 181.29 },
    { round: 14, expected: 48.65 },
    { round: 15, expected: 99.99 },
    { round: 16, expected: 63.36 },
  ],
  players: [
    { playerId: 'qb', startedPoints: 225.9, starts: 13 },
    { playerId: 'late', startedPoints: 40, starts: 5 },
    { playerId: 'wr', startedPoints: 142.3, starts: 9 },
    { playerId: 'k', startedPoints: 0, starts: 0 },
  ],
};
const figuresAt = figuresOfCandidates(candidates);

describe('what keeping a player costs and is worth', () => {
  it("a drafted player costs his round and is worth his points over that round's average", () => {
    const figures = figuresAt(qb, costRoundsOf(qb, EMPTY_PICKS, byId, 16))!;
    expect(figures).toEqual({ startedPoints: 225.9, starts: 13, costs: [{ round: 2, worth: 44.61 }] });
    expect(costText(figures.costs)).toBe('Costs a 2nd-round pick');
    expect(worthText(figures.costs)).toBe('Worth +44.6');
  });

  it("a waiver pickup costs one of the last two picks, past the franchise keeper's round", () => {
    expect(costRoundsOf(wr, EMPTY_PICKS, byId, 16)).toEqual([16, 15]);
    const figures = figuresAt(wr, [16, 15])!;
    expect(figures.costs).toEqual([
      { round: 15, worth: 42.31 },
      { round: 16, worth: 78.94 },
    ]);
    expect(costText(figures.costs)).toBe('Costs a 15th- or 16th-round pick');
    expect(worthText(figures.costs)).toBe('Worth +42.3 or +78.9');
    // A round-16 franchise keeper takes the last pick: the pickups cost the 14th or 15th.
    const picks: KeeperPicks = { ...EMPTY_PICKS, franchise: 'late' };
    expect(costRoundsOf(wr, picks, byId, 16)).toEqual([15, 14]);
  });

  it('after the draw each kept pickup costs one pick, in slot order; the dropped one none', () => {
    const picks: KeeperPicks = { franchise: 'qb', lottery1: 'wr', lottery2: 'x', lottery3: 'k' };
    const kept = new Set(['wr', 'k']);
    expect(drawnRoundOf('wr', picks, kept, 2, 16)).toBe(16);
    expect(drawnRoundOf('k', picks, kept, 2, 16)).toBe(15);
    expect(drawnRoundOf('x', picks, kept, 2, 16)).toBeNull();
  });

  it('names "an" 8th-round pick and leaves the worth out where a round was never measured', () => {
    expect(costText([{ round: 8, worth: 1 }])).toBe('Costs an 8th-round pick');
    expect(worthText([{ round: 17, worth: null }])).toBeNull();
    expect(figuresAt(player('gone', 'RB', 3), [3])).toBeNull();
  });
});

describe('sortByFigures', () => {
  const figures = new Map<string, CandidateFigures | null>([
    ['a', { startedPoints: 100, starts: 8, costs: [{ round: 3, worth: 10 }] }],
    [
      'b',
      {
        startedPoints: 150,
        starts: 9,
        costs: [
          { round: 15, worth: 5 },
          { round: 16, worth: 40 },
        ],
      },
    ],
    ['c', { startedPoints: 50, starts: 4, costs: [{ round: 1, worth: -80 }] }],
    ['none', null],
  ]);
  const ids = ['none', 'c', 'b', 'a'];
  const sorted = (key: 'value' | 'points' | 'round') => sortByFigures(ids, (id) => figures.get(id)!, key);

  it('by value: the least a player is worth first (the lower figure while the lottery leaves it open)', () => {
    expect(sorted('value')).toEqual(['a', 'b', 'c', 'none']);
  });

  it('by points, most first; by round, the earliest first; a player without figures last', () => {
    expect(sorted('points')).toEqual(['b', 'a', 'c', 'none']);
    expect(sorted('round')).toEqual(['c', 'a', 'b', 'none']);
  });
});
