// A small hand-made league of two seasons and four teams for the verdicts' unit tests: a two-for-one
// trade, a traded pick, a player traded twice in a season, a player who never started, a keeper
// traded (and kept again by his new owner), a waiver claim with a bid and a free-agent add. The
// tests work the figures out by hand in their comments.
import type { SleeperDraftPick, SleeperMatchup, SleeperTransaction } from '../sleeper/schemas';
import { seasonLedger } from './season-ledger';
import { makeLeague, makeRoster, makeUser } from './test-data';
import { buildTeams } from './teams';

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

const pick = (
  pickNo: number,
  round: number,
  slot: number,
  rosterId: number,
  playerId: string,
  keeper = false,
) =>
  ({
    pick_no: pickNo,
    round,
    draft_slot: slot,
    roster_id: rosterId,
    player_id: playerId,
    is_keeper: keeper || null,
    metadata: { first_name: 'Player', last_name: playerId.toUpperCase(), position: 'RB' },
  }) satisfies SleeperDraftPick;

const users = ['ann', 'bob', 'cat', 'dan'].map((u) => makeUser(u, u.toUpperCase(), `${u} FC`));
const teamsOf = (owners: string[]) =>
  buildTeams(
    owners.map((owner, i) => makeRoster(i + 1, { wins: 0, losses: 0 }, owner)),
    users,
  );

// 2023: rosters 1-4 are ann, bob, cat and dan; a 2-round snake draft in roster order. Cat's k1 is a
// keeper (from before the league's history).
const draft2023 = [
  pick(1, 1, 1, 1, 'qb1'),
  pick(2, 1, 2, 2, 'rb1'),
  pick(3, 1, 3, 3, 'k1', true),
  pick(4, 1, 4, 4, 'wr1'),
  pick(5, 2, 4, 4, 'wr2'),
  pick(6, 2, 3, 3, 'te1'),
  pick(7, 2, 2, 2, 'rb2'),
  pick(8, 2, 1, 1, 'qb2'),
];
export const t1 = move('t1', 2, 'trade', { qb1: 2, qb2: 2, rb1: 1 }, { qb1: 1, qb2: 1, rb1: 2 });
const t2 = move(
  't2',
  2,
  'trade',
  { k1: 4, wr2: 3 },
  { k1: 3, wr2: 4 },
  { draft_picks: [{ season: '2024', round: 1, roster_id: 3, previous_owner_id: 3, owner_id: 4 }] },
);
export const t3 = move('t3', 3, 'trade', { rb1: 3, te1: 1 }, { rb1: 1, te1: 3 });
const w1 = move('w4', 3, 'waiver', { fa1: 2 }, { rb2: 2 }, { settings: { waiver_bid: 7 } });
const f1 = move('f5', 4, 'free_agent', { fa2: 4 }, {});
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

// 2024, in progress after 2 weeks: ann and bob swapped roster ids (bob 1, ann 2). Columns: cat's slot
// 1 (his pick went to dan in t2), dan 2, bob 3, ann 4. Dan keeps k1, bob keeps qb1 and his waiver
// claim fa1.
const draft2024 = [
  pick(1, 1, 1, 4, 'rk1'),
  pick(2, 1, 2, 4, 'k1', true),
  pick(3, 1, 3, 1, 'qb1', true),
  pick(4, 1, 4, 2, 'x1'),
  pick(5, 2, 4, 2, 'x2'),
  pick(6, 2, 3, 1, 'fa1', true),
  pick(7, 2, 2, 4, 'x4'),
  pick(8, 2, 1, 3, 'x5'),
];
const weeks2024 = [
  {
    week: 1,
    matchups: [
      lineup(4, { rk1: 30, k1: 6 }),
      lineup(1, { qb1: 25, fa1: 5 }),
      lineup(2, { x1: 10, x2: 3 }),
      lineup(3, { x5: 4 }),
    ],
  },
  {
    week: 2,
    matchups: [
      lineup(4, { rk1: 20, k1: 9 }),
      lineup(1, { qb1: 20 }),
      lineup(2, { x1: 12 }),
      lineup(3, { x5: 6 }),
    ],
  },
];

const slots = (order: number[]) => new Map(order.map((rosterId, i) => [rosterId, i + 1]));
export const ledger2023 = seasonLedger({
  league: makeLeague({ waiver_type: 2 }, { season: '2023', status: 'complete' }),
  over: true,
  weeks: weeks2023,
  teams: teamsOf(['ann', 'bob', 'cat', 'dan']),
  transactions: [f1, failed, w1, t3, t2, t1],
  players: new Map(
    ['qb1', 'qb2', 'rb1', 'k1', 'wr2', 'te1', 'fa1', 'fa2'].map((id) => [id, { name: id, position: null }]),
  ),
  draft: { picks: draft2023, slots: slots([1, 2, 3, 4]), rookie: false },
});
export const ledger2024 = (over: boolean, transactions: SleeperTransaction[] = []) =>
  seasonLedger({
    league: makeLeague({ waiver_type: 2 }, { season: '2024', status: over ? 'complete' : 'in_season' }),
    over,
    weeks: weeks2024,
    teams: teamsOf(['bob', 'ann', 'cat', 'dan']),
    transactions,
    players: new Map(),
    draft: { picks: draft2024, slots: slots([3, 4, 1, 2]), rookie: false },
  });
