// Every starting slot Sleeper sends, one slot set per row: the best lineup of one hand-made roster
// under each set, the lineup check per slot (common/slots.ts), position ranks for IDP, K and DEF, and
// the projected lineups of the playoff odds under the same slots.
import { describe, expect, it } from 'vitest';
import { POSITION_ORDER } from '../../common/league-constants';
import { canStart } from '../../common/slots';
import { benchOf, bestLineup, positionRank, startingSlots, type LineupCandidate } from './lineup';
import { projectedRosterTotals } from './playoff-odds-input';
import { makeLeague, makeRoster } from './test-data';

const p = (playerId: string, position: string, value: number): LineupCandidate => ({
  playerId,
  position,
  value,
});

// One roster for every slot set: a second QB who outscores every flex option, TEs who outscore a WR,
// an RB who outscores the spare receivers, a K and a DEF, and defenders under detailed positions.
const ROSTER = [
  p('qb1', 'QB', 24),
  p('qb2', 'QB', 19),
  p('rb1', 'RB', 15),
  p('rb2', 'RB', 13),
  p('rb3', 'RB', 6),
  p('wr1', 'WR', 14),
  p('wr2', 'WR', 11),
  p('wr3', 'WR', 5),
  p('te1', 'TE', 16),
  p('te2', 'TE', 12),
  p('k', 'K', 7),
  p('def', 'DEF', 6),
  p('de', 'DE', 9),
  p('dt', 'DT', 4),
  p('lb1', 'LB', 11),
  p('lb2', 'OLB', 8),
  p('cb', 'CB', 6),
];
const positionOf = new Map(ROSTER.map((c) => [c.playerId, c.position]));
const valueOf = new Map(ROSTER.map((c) => [c.playerId, c.value]));

const CASES: { name: string; slots: string[]; lineup: string[] }[] = [
  {
    name: 'standard: the remaining TE (12) takes FLEX; the second QB and the defenders sit',
    slots: ['QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'FLEX', 'K', 'DEF'],
    lineup: ['qb1', 'rb1', 'rb2', 'wr1', 'wr2', 'te1', 'te2', 'k', 'def'],
  },
  {
    name: 'superflex: the second QB (19) outscores every flex option',
    slots: ['QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'FLEX', 'SUPER_FLEX', 'K', 'DEF'],
    lineup: ['qb1', 'rb1', 'rb2', 'wr1', 'wr2', 'te1', 'te2', 'qb2', 'k', 'def'],
  },
  {
    name: '2QB: both quarterbacks, best first',
    slots: ['QB', 'QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'FLEX', 'K', 'DEF'],
    lineup: ['qb1', 'qb2', 'rb1', 'rb2', 'wr1', 'wr2', 'te1', 'te2', 'k', 'def'],
  },
  {
    name: 'rec-flex: a TE (12) in REC_FLEX, never the better RB (13)',
    slots: ['QB', 'RB', 'WR', 'TE', 'REC_FLEX', 'K', 'DEF'],
    lineup: ['qb1', 'rb1', 'wr1', 'te1', 'te2', 'k', 'def'],
  },
  {
    name: 'wrrb-flex: an RB and a WR (11), never the better TE (12)',
    slots: ['QB', 'RB', 'WR', 'TE', 'WRRB_FLEX', 'WRRB_FLEX', 'K', 'DEF'],
    lineup: ['qb1', 'rb1', 'wr1', 'te1', 'rb2', 'wr2', 'k', 'def'],
  },
  {
    name: 'IDP: DE in DL, CB in DB, the second LB (OLB) in IDP_FLEX over the K (7) and the DT (4)',
    slots: ['QB', 'RB', 'WR', 'TE', 'DL', 'LB', 'DB', 'IDP_FLEX'],
    lineup: ['qb1', 'rb1', 'wr1', 'te1', 'de', 'lb1', 'cb', 'lb2'],
  },
  {
    name: 'no K or DEF: those players never start',
    slots: ['QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'FLEX'],
    lineup: ['qb1', 'rb1', 'rb2', 'wr1', 'wr2', 'te1', 'te2'],
  },
];

describe.each(CASES)('slot set $name', ({ slots, lineup }) => {
  const rosterPositions = [...slots, 'BN', 'BN', 'BN'];
  const best = bestLineup(startingSlots(rosterPositions), ROSTER);

  it('gets the best lineup, every slot filled by a player it accepts', () => {
    expect(best.map((entry) => entry.playerId)).toEqual(lineup);
    expect(best.map((entry) => entry.slot)).toEqual(slots);
    for (const { slot, playerId } of best) expect(canStart(slot, positionOf.get(playerId!)!)).toBe(true);
  });

  it('benches everyone else, K and DEF included when the league has no such slot', () => {
    const rest = ROSTER.map((c) => c.playerId).filter((id) => !lineup.includes(id));
    expect([...benchOf(best, ROSTER)].sort()).toEqual(rest.sort());
  });

  it('projects the same lineup for the playoff odds', () => {
    const league = makeLeague({}, { roster_positions: rosterPositions });
    const roster = { ...makeRoster(1, { wins: 0, losses: 0 }), players: ROSTER.map((c) => c.playerId) };
    const totals = projectedRosterTotals(league, [roster], (id) => positionOf.get(id), valueOf);
    const expected = lineup.reduce((sum, id) => sum + valueOf.get(id)!, 0);
    expect(totals.get(1)).toBeCloseTo(expected, 2);
  });
});

// The lineup check: which positions each slot takes and which it refuses.
const CHECKS: [slot: string, accepts: string[], refuses: string[]][] = [
  ['QB', ['QB'], ['RB', 'K']],
  ['FLEX', ['RB', 'WR', 'TE'], ['QB', 'K', 'DEF', 'LB']],
  ['SUPER_FLEX', ['QB', 'RB', 'WR', 'TE'], ['K', 'DEF', 'LB']],
  ['REC_FLEX', ['WR', 'TE'], ['RB', 'QB']],
  ['WRRB_FLEX', ['WR', 'RB'], ['TE', 'QB']],
  ['IDP_FLEX', ['DL', 'LB', 'DB', 'DE', 'OLB', 'CB', 'S'], ['K', 'DEF', 'QB', 'RB']],
  ['DL', ['DL', 'DE', 'DT', 'NT', 'EDGE'], ['LB', 'DB']],
  ['LB', ['LB', 'OLB', 'ILB', 'MLB'], ['DL', 'DB']],
  ['DB', ['DB', 'CB', 'S', 'SS', 'FS'], ['DL', 'LB']],
  ['K', ['K'], ['DEF', 'QB']],
  ['DEF', ['DEF'], ['K', 'DB']],
];

describe.each(CHECKS)('the lineup check of %s', (slot, accepts, refuses) => {
  it('accepts its positions and refuses the rest', () => {
    for (const position of accepts) expect(canStart(slot, position), position).toBe(true);
    for (const position of refuses) expect(canStart(slot, position), position).toBe(false);
  });

  it('never lets the best lineup put a refused player there', () => {
    const only = refuses.map((position, i) => p(`x${i}`, position, 50));
    expect(bestLineup([slot], only)).toEqual([{ slot, playerId: null }]);
  });
});

describe('positionRank', () => {
  it('ranks K, DEF and the IDP groups in the product order, detailed defenders with their group', () => {
    POSITION_ORDER.forEach((position, index) => expect(positionRank(position)).toBe(index));
    expect(positionRank('DE')).toBe(positionRank('DL'));
    expect(positionRank('OLB')).toBe(positionRank('LB'));
    expect(positionRank('CB')).toBe(positionRank('DB'));
    expect(positionRank('XYZ')).toBe(POSITION_ORDER.length);
  });
});
