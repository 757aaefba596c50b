// A small hand-made league for the verdicts' unit tests (issue 28): moves and lineups of a season of
// four teams. The tests work the figures out by hand in their comments.
import type { SleeperMatchup, SleeperTransaction } from '../sleeper/schemas';

/** A roster's week: its starters and their points (bench players with their points apart). */
export const lineup = (
  rosterId: number,
  starters: Record<string, number>,
  bench: Record<string, number> = {},
): SleeperMatchup => ({
  roster_id: rosterId,
  matchup_id: 1,
  points: Object.values(starters).reduce((sum, p) => sum + p, 0),
  starters: Object.keys(starters),
  starters_points: Object.values(starters),
  players: [...Object.keys(starters), ...Object.keys(bench)],
  players_points: { ...starters, ...bench },
});

export const move = (
  id: string,
  week: number,
  type: string,
  adds: Record<string, number>,
  drops: Record<string, number>,
  extra: Partial<SleeperTransaction> = {},
): SleeperTransaction => ({
  transaction_id: id,
  type,
  status: 'complete',
  leg: week,
  roster_ids: [...new Set([...Object.values(adds), ...Object.values(drops)])],
  adds,
  drops,
  created: Date.parse(`2023-09-01T12:00:00Z`) + week * 7 * 86_400_000 + Number(id.slice(1)),
  ...extra,
});

export const t1 = move('t1', 2, 'trade', { qb1: 2, qb2: 2, rb1: 1 }, { qb1: 1, qb2: 1, rb1: 2 });
export const t3 = move('t3', 3, 'trade', { rb1: 3, te1: 1 }, { rb1: 1, te1: 3 });
export const failed = move(
  'f6',
  3,
  'waiver',
  { fa1: 1 },
  {},
  { status: 'failed', settings: { waiver_bid: 3 } },
);
export const weeks2023 = [
  {
    week: 1,
    matchups: [
      lineup(1, { qb1: 20 }, { qb2: 5 }),
      lineup(2, { rb1: 15, rb2: 8 }),
      lineup(3, { k1: 9, te1: 6 }),
      lineup(4, { wr1: 12, wr2: 10 }),
    ],
  },
  {
    week: 2,
    matchups: [
      lineup(1, { rb1: 18 }),
      lineup(2, { qb1: 22, rb2: 7 }, { qb2: 4 }),
      lineup(3, { te1: 5, wr2: 11 }),
      lineup(4, { wr1: 13, k1: 8 }),
    ],
  },
  {
    week: 3,
    matchups: [
      lineup(1, { te1: 7 }),
      lineup(2, { qb1: 19, fa1: 10 }, { qb2: 3 }),
      lineup(3, { rb1: 16, wr2: 9 }),
      lineup(4, { wr1: 14, k1: 7 }),
    ],
  },
  {
    week: 4,
    matchups: [
      lineup(1, { te1: 4 }),
      lineup(2, { qb1: 21, fa1: 12 }, { qb2: 6 }),
      lineup(3, { rb1: 14, wr2: 8 }),
      lineup(4, { wr1: 11, k1: 10 }, { fa2: 9 }),
    ],
  },
];
