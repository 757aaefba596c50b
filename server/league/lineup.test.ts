import { describe, expect, it } from 'vitest';
import { selectLineup, type LineupCandidate } from './lineup';

const p = (playerId: string, position: string, projectedPoints: number): LineupCandidate => ({
  playerId,
  position,
  projectedPoints,
});

describe('selectLineup', () => {
  it('fills the fixed slots with the best projections, then FLEX with the best remaining RB/WR/TE', () => {
    const players = [
      p('qb1', 'QB', 20),
      p('qb2', 'QB', 25),
      p('rb1', 'RB', 15),
      p('rb2', 'RB', 12),
      p('rb3', 'RB', 11),
      p('wr1', 'WR', 18),
      p('wr2', 'WR', 9),
      p('wr3', 'WR', 14),
      p('wr4', 'WR', 3),
      p('te1', 'TE', 8),
      p('te2', 'TE', 10),
      p('k1', 'K', 7),
      p('def1', 'DEF', 6),
      p('lb1', 'LB', 30),
    ];
    const { lineup, bench } = selectLineup(players);
    expect(lineup).toEqual([
      { slot: 'QB', playerId: 'qb2' },
      { slot: 'RB', playerId: 'rb1' },
      { slot: 'RB', playerId: 'rb2' },
      { slot: 'WR', playerId: 'wr1' },
      { slot: 'WR', playerId: 'wr3' },
      { slot: 'TE', playerId: 'te2' },
      // Remaining RB/WR/TE: rb3 11, wr2 9, te1 8, wr4 3 -> the two best.
      { slot: 'FLEX', playerId: 'rb3' },
      { slot: 'FLEX', playerId: 'wr2' },
      { slot: 'K', playerId: 'k1' },
      { slot: 'DEF', playerId: 'def1' },
    ]);
    // The bench in position order QB, RB, WR, TE, K, DEF, LB...; the LB never starts (no IDP slot).
    expect(bench).toEqual(['qb1', 'wr4', 'te1', 'lb1']);
  });

  it('never lets a FLEX take a player a fixed slot needs', () => {
    // The only TE projects more than every RB: it must still fill TE, not FLEX.
    const { lineup } = selectLineup([
      p('te', 'TE', 40),
      p('rb1', 'RB', 10),
      p('rb2', 'RB', 9),
      p('rb3', 'RB', 8),
    ]);
    expect(lineup.find((e) => e.slot === 'TE')?.playerId).toBe('te');
    expect(lineup.filter((e) => e.slot === 'FLEX').map((e) => e.playerId)).toEqual(['rb3', null]);
  });

  it('leaves slots empty when no player fits', () => {
    const { lineup, bench } = selectLineup([p('qb', 'QB', 10), p('wr', 'WR', 5)]);
    expect(lineup.filter((e) => e.playerId === null).map((e) => e.slot)).toEqual([
      'RB',
      'RB',
      'WR',
      'TE',
      'FLEX',
      'FLEX',
      'K',
      'DEF',
    ]);
    expect(bench).toEqual([]);
    expect(selectLineup([]).lineup.every((e) => e.playerId === null)).toBe(true);
  });
});
