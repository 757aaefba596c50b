import { describe, expect, it } from 'vitest';
import { canStart } from '../../common/slots';
import { maxWeightAssignment } from './assignment';
import {
  benchOf,
  benchVerdict,
  bestLineup,
  lineupPlayerIds,
  positionRank,
  providerLineup,
  startingSlots,
  type LineupCandidate,
} from './lineup';

const p = (playerId: string, position: string, value: number): LineupCandidate => ({
  playerId,
  position,
  value,
});
const SPEC_SLOTS = ['QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'FLEX', 'FLEX', 'K', 'DEF'];

describe('startingSlots and canStart', () => {
  it("takes the league's roster_positions without the bench, or the ten default slots (docs/product.md §2)", () => {
    expect(startingSlots(['QB', 'RB', 'SUPER_FLEX', 'BN', 'BN'])).toEqual(['QB', 'RB', 'SUPER_FLEX']);
    expect(startingSlots(null)).toEqual(SPEC_SLOTS);
    expect(startingSlots(['BN'])).toEqual(SPEC_SLOTS);
  });

  it('knows which positions each slot accepts, IDP groups included', () => {
    expect(canStart('FLEX', 'TE')).toBe(true);
    expect(canStart('FLEX', 'QB')).toBe(false);
    expect(canStart('SUPER_FLEX', 'QB')).toBe(true);
    expect(canStart('REC_FLEX', 'RB')).toBe(false);
    expect(canStart('WRRB_FLEX', 'RB')).toBe(true);
    expect(canStart('DL', 'DE')).toBe(true);
    expect(canStart('DB', 'CB')).toBe(true);
    expect(canStart('IDP_FLEX', 'LB')).toBe(true);
    expect(canStart('IDP_FLEX', 'K')).toBe(false);
    expect(canStart('DEF', 'DEF')).toBe(true);
    expect(canStart('K', 'DEF')).toBe(false);
  });
});

describe('positionRank', () => {
  it('orders positions as the product does, detailed defenders with their group, the unknown last', () => {
    const order = ['WR', 'DE', 'QB', 'XYZ', 'CB', 'K', 'DL', 'TE'].sort(
      (a, b) => positionRank(a) - positionRank(b),
    );
    expect(order).toEqual(['QB', 'WR', 'TE', 'K', 'CB', 'DE', 'DL', 'XYZ']);
  });
});

describe('maxWeightAssignment', () => {
  it('finds the best total where choosing row by row would not', () => {
    // Row 0 likes column 0 most, but row 1 can only use column 0: the optimum gives row 0 column 1.
    const w = [
      [10, 9],
      [8, null],
    ];
    expect(maxWeightAssignment(2, 2, (r, c) => w[r]![c]!)).toEqual([1, 0]);
  });

  it('leaves a row unassigned when nothing is allowed or only losses remain', () => {
    expect(maxWeightAssignment(2, 1, (r) => (r === 0 ? 5 : null))).toEqual([0, -1]);
    expect(maxWeightAssignment(1, 1, () => -3)).toEqual([-1]);
    expect(maxWeightAssignment(0, 3, () => 1)).toEqual([]);
  });
});

describe('bestLineup', () => {
  it('fills the fixed slots, then FLEX with the best remaining RB/WR/TE (docs/product.md §2)', () => {
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
    const lineup = bestLineup(SPEC_SLOTS, players);
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
    expect(benchOf(lineup, players)).toEqual(['qb1', 'wr4', 'te1', 'lb1']);
  });

  it('never lets a flex slot take the player a dedicated slot needs', () => {
    const lineup = bestLineup(SPEC_SLOTS, [
      p('te', 'TE', 40),
      p('rb1', 'RB', 10),
      p('rb2', 'RB', 9),
      p('rb3', 'RB', 8),
    ]);
    expect(lineup.find((e) => e.slot === 'TE')?.playerId).toBe('te');
    expect(lineup.filter((e) => e.slot === 'FLEX').map((e) => e.playerId)).toEqual(['rb3', null]);
  });

  it('solves overlapping flex slots exactly (REC_FLEX and WRRB_FLEX)', () => {
    // In slot order a greedy fill puts the WR (20) in REC_FLEX and the RB (4) in WRRB_FLEX: 24.
    // The best is TE in REC_FLEX and WR in WRRB_FLEX: 25.
    const players = [p('wr', 'WR', 20), p('te', 'TE', 5), p('rb', 'RB', 4)];
    const lineup = bestLineup(['REC_FLEX', 'WRRB_FLEX'], players);
    expect(lineup).toEqual([
      { slot: 'REC_FLEX', playerId: 'te' },
      { slot: 'WRRB_FLEX', playerId: 'wr' },
    ]);
    expect(benchVerdict(['REC_FLEX', 'WRRB_FLEX'], players, 24)).toEqual({
      optimalPoints: 25,
      pointsLeftOnBench: 1,
    });
  });

  it('starts a second quarterback in SUPER_FLEX when he beats every other flex player', () => {
    const slots = ['QB', 'RB', 'WR', 'TE', 'FLEX', 'SUPER_FLEX'];
    const players = [
      p('qb1', 'QB', 24),
      p('qb2', 'QB', 19),
      p('rb1', 'RB', 15),
      p('rb2', 'RB', 13),
      p('wr1', 'WR', 12),
      p('wr2', 'WR', 6),
      p('te1', 'TE', 7),
    ];
    expect(bestLineup(slots, players)).toEqual([
      { slot: 'QB', playerId: 'qb1' },
      { slot: 'RB', playerId: 'rb1' },
      { slot: 'WR', playerId: 'wr1' },
      { slot: 'TE', playerId: 'te1' },
      { slot: 'FLEX', playerId: 'rb2' },
      { slot: 'SUPER_FLEX', playerId: 'qb2' },
    ]);
  });

  it('fills IDP slots from detailed positions and IDP_FLEX with the best remaining defender', () => {
    const slots = ['DL', 'LB', 'DB', 'IDP_FLEX'];
    const players = [
      p('de', 'DE', 9),
      p('dt', 'DT', 4),
      p('lb1', 'LB', 11),
      p('lb2', 'LB', 8),
      p('cb', 'CB', 6),
      p('k', 'K', 12),
    ];
    expect(bestLineup(slots, players)).toEqual([
      { slot: 'DL', playerId: 'de' },
      { slot: 'LB', playerId: 'lb1' },
      { slot: 'DB', playerId: 'cb' },
      { slot: 'IDP_FLEX', playerId: 'lb2' },
    ]);
  });

  it('fills every slot it can, even with a negative score, and leaves the rest empty', () => {
    const lineup = bestLineup(['QB', 'K', 'DEF'], [p('def', 'DEF', -3), p('qb', 'QB', 10)]);
    expect(lineup).toEqual([
      { slot: 'QB', playerId: 'qb' },
      { slot: 'K', playerId: null },
      { slot: 'DEF', playerId: 'def' },
    ]);
    expect(bestLineup(SPEC_SLOTS, []).every((e) => e.playerId === null)).toBe(true);
  });
});

describe('providerLineup', () => {
  it('zips the starters with the slots, "0" or a missing entry being an empty slot', () => {
    expect(providerLineup(['QB', 'FLEX', 'DEF'], ['4046', '0'])).toEqual([
      { slot: 'QB', playerId: '4046' },
      { slot: 'FLEX', playerId: null },
      { slot: 'DEF', playerId: null },
    ]);
    expect(providerLineup(['QB'], null)).toBeNull();
    expect(providerLineup(['QB'], [])).toBeNull();
    expect(
      lineupPlayerIds([
        { slot: 'QB', playerId: null },
        { slot: 'K', playerId: 'k' },
      ]),
    ).toEqual(['k']);
  });
});

describe('benchVerdict', () => {
  it('is zero when the best lineup started, and the difference otherwise', () => {
    const slots = ['RB', 'FLEX'];
    const players = [p('rb1', 'RB', 10), p('rb2', 'RB', 6), p('wr', 'WR', 9)];
    expect(benchVerdict(slots, players, 19)).toEqual({ optimalPoints: 19, pointsLeftOnBench: 0 });
    expect(benchVerdict(slots, players, 16)).toEqual({ optimalPoints: 19, pointsLeftOnBench: 3 });
  });
});
