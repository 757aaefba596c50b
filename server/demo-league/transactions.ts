// One season of roster moves, round by round: waiver claims (some failing), free-agent adds, 2- and
// 3-team trades (one with draft picks and FAAB), a commissioner move, and, in the current season, the
// planned waiver pickups every team needs for a valid keeper choice. Every move swaps players of the
// same position, so each roster keeps COMPOSITION and can always field a lineup.
import {
  DAY_MS,
  TRADE_DEADLINE,
  WAIVER_BUDGET,
  weekThursday,
  type Position,
  type Season,
} from './constants.ts';
import type { PickOwnership } from './draft.ts';
import type { DemoPlayer } from './players.ts';
import type { Rng } from './random.ts';

export type TransactionType = 'waiver' | 'free_agent' | 'trade' | 'commissioner';

export interface DemoTransaction {
  id: string;
  type: TransactionType;
  status: 'complete' | 'failed';
  round: number;
  franchises: number[];
  /** [playerId, franchise] pairs. */
  adds: Array<[string, number]> | null;
  drops: Array<[string, number]> | null;
  draftPicks: PickOwnership[];
  waiverBudget: Array<{ sender: number; receiver: number; amount: number }>;
  bid: number | null;
  notes: string | null;
  /** Franchise whose manager made the move; null = the commissioner acting on the league. */
  creator: number | null;
  created: number;
  statusUpdated: number;
  /** Label for manifest notes (e.g. "multiTeamTrade"). */
  tag: string | null;
}

/** A waiver pickup the current season must contain (keeper selection needs them). */
export interface PlannedPickup {
  franchise: number;
  round: number;
  position: Position;
  type: 'waiver' | 'free_agent';
}

export interface SeasonMoves {
  transactions: DemoTransaction[];
  /** snapshots[r][franchise] = roster after the moves of round r (index 0 = after the draft). */
  snapshots: string[][][];
  /** Picks of next season's draft that changed hands. */
  futurePicks: PickOwnership[];
  waiverSpent: number[];
}

const WAIVER_POSITIONS: readonly Position[] = ['RB', 'WR', 'WR', 'RB', 'TE', 'QB', 'K', 'DEF', 'WR', 'RB'];
const HOUR = 3_600_000;

export function simulateMoves(args: {
  rng: Rng;
  season: Season;
  leagueId: string;
  players: ReadonlyMap<string, DemoPlayer>;
  startRosters: readonly (readonly string[])[];
  lastRound: number;
  /** Expected weekly points this season (what managers chase on waivers). */
  expected: (playerId: string) => number;
  /** Players never dropped or traded (each team's best drafted QB/RB/WR/TE in the current season). */
  protectedIds: ReadonlySet<string>;
  plannedPickups: readonly PlannedPickup[];
  /** Players picked in this season's draft: pickups come from the undrafted pool (waiver pickups). */
  draftedIds: ReadonlySet<string>;
  /** Add the 2-trade round trip of a next-season pick (current season). */
  roundTripPick: boolean;
  draftTime: number;
}): SeasonMoves {
  const { rng, season, players, lastRound, expected, protectedIds, plannedPickups } = args;
  const rosters = args.startRosters.map((r) => [...r]);
  const teams = rosters.length;
  const onRoster = new Set(rosters.flat());
  const locked = new Set<string>();
  const budget = rosters.map(() => WAIVER_BUDGET);
  const waiverSpent = rosters.map(() => 0);
  const transactions: DemoTransaction[] = [];
  const snapshots: string[][][] = [rosters.map((r) => [...r])];
  const futurePicks = new Map<string, PickOwnership>();
  const nextSeason = String(Number(season) + 1);
  let counter = 0;
  const idBase = BigInt(args.leagueId);
  const nextId = () => {
    counter += 1;
    return String(idBase + BigInt(counter) * 8_388_608n + BigInt(rng.int(0, 4_000_000)));
  };
  const pos = (id: string): Position => {
    const player = players.get(id);
    if (player === undefined) throw new Error(`unknown player ${id}`);
    return player.position;
  };
  const movable = (id: string) => !locked.has(id) && !protectedIds.has(id);
  const worstAt = (franchise: number, position: Position): string | undefined =>
    (rosters[franchise] ?? [])
      .filter((id) => pos(id) === position && movable(id))
      .sort((a, b) => expected(a) - expected(b))[0];
  const tradeableAt = (franchise: number, position: Position): string | undefined => {
    const options = (rosters[franchise] ?? []).filter((id) => pos(id) === position && movable(id));
    options.sort((a, b) => expected(b) - expected(a));
    return options[Math.min(1, options.length - 1)];
  };
  const bestFreeAgent = (position: Position, exclude: ReadonlySet<string>): string | undefined => {
    let best: string | undefined;
    let bestScore = -Infinity;
    for (const player of players.values()) {
      if (
        player.position !== position ||
        onRoster.has(player.id) ||
        exclude.has(player.id) ||
        args.draftedIds.has(player.id)
      )
        continue;
      const score = expected(player.id) + rng.gauss() * 1.5;
      if (score > bestScore) {
        bestScore = score;
        best = player.id;
      }
    }
    return best;
  };
  const move = (playerId: string, from: number | null, to: number | null) => {
    if (from !== null) {
      const roster = rosters[from] ?? [];
      const at = roster.indexOf(playerId);
      if (at < 0) throw new Error(`${playerId} is not on franchise ${from}`);
      roster.splice(at, 1);
      onRoster.delete(playerId);
    }
    if (to !== null) {
      rosters[to]?.push(playerId);
      onRoster.add(playerId);
    }
  };
  const otherTeam = (not: readonly number[]) => {
    let team = rng.int(0, teams - 1);
    while (not.includes(team)) team = rng.int(0, teams - 1);
    return team;
  };
  const base = (
    round: number,
    type: TransactionType,
    franchises: number[],
    created: number,
    statusUpdated: number,
  ) => ({
    id: nextId(),
    type,
    status: 'complete' as const,
    round,
    franchises,
    adds: null,
    drops: null,
    draftPicks: [],
    waiverBudget: [],
    bid: null,
    notes: null,
    creator: franchises[0] ?? null,
    created,
    statusUpdated,
    tag: null,
  });
  const timeOf = (round: number, kind: TransactionType): [number, number] => {
    const thursday = weekThursday(season, round);
    if (round === 1 && kind !== 'trade') {
      // Offseason moves land in round 1: between the draft and the week before kickoff.
      const created = args.draftTime + rng.int(1 * DAY_MS, 8 * DAY_MS);
      return [created, created + rng.int(200, 3000)];
    }
    if (kind === 'waiver') {
      const processed = thursday - DAY_MS + 7 * HOUR + rng.int(0, 900_000);
      return [processed - rng.int(6 * HOUR, 50 * HOUR), processed];
    }
    if (kind === 'trade') {
      const created = thursday - rng.int(2 * DAY_MS, 4 * DAY_MS);
      return [created, created + rng.int(2 * HOUR, 30 * HOUR)];
    }
    const created = thursday - DAY_MS + rng.int(9 * HOUR, 4 * DAY_MS - 2 * HOUR);
    return [created, created + rng.int(150, 2500)];
  };

  const claim = (
    round: number,
    franchise: number,
    position: Position,
    type: 'waiver' | 'free_agent',
    lock: boolean,
  ) => {
    const drop = worstAt(franchise, position);
    const add = bestFreeAgent(position, new Set());
    if (drop === undefined || add === undefined) return;
    const kind = round === 1 ? 'free_agent' : type;
    const [created, statusUpdated] = timeOf(round, kind);
    const tx: DemoTransaction = { ...base(round, kind, [franchise], created, statusUpdated) };
    tx.adds = [[add, franchise]];
    tx.drops = [[drop, franchise]];
    if (kind === 'waiver') {
      const bid = Math.min(budget[franchise] ?? 0, rng.int(0, 16));
      tx.bid = bid;
      tx.notes = 'Your waiver claim was processed successfully!';
      budget[franchise] = (budget[franchise] ?? 0) - bid;
      waiverSpent[franchise] = (waiverSpent[franchise] ?? 0) + bid;
      if (rng.chance(0.35) || round === 10) {
        const rival = otherTeam([franchise]);
        const rivalDrop = worstAt(rival, position);
        if (rivalDrop !== undefined) {
          const failed: DemoTransaction = {
            ...base(round, 'waiver', [rival], created + rng.int(HOUR, 5 * HOUR), statusUpdated),
          };
          failed.status = 'failed';
          failed.adds = [[add, rival]];
          failed.drops = [[rivalDrop, rival]];
          failed.bid = Math.max(0, bid - rng.int(1, 6));
          failed.notes = 'This player was claimed by another owner.';
          failed.tag = 'failedWaiver';
          transactions.push(failed);
        }
      }
    }
    move(drop, franchise, null);
    move(add, null, franchise);
    if (lock) locked.add(add);
    transactions.push(tx);
  };

  const trade = (
    round: number,
    give: Array<[string, number, number]>,
    tag: string,
    parties: number[] = [],
  ) => {
    const franchises = [...new Set([...parties, ...give.flatMap(([, from, to]) => [from, to])])];
    const [created, statusUpdated] = timeOf(round, 'trade');
    const tx: DemoTransaction = { ...base(round, 'trade', franchises, created, statusUpdated) };
    tx.tag = tag;
    if (give.length > 0) {
      tx.adds = give.map(([id, , to]) => [id, to]);
      tx.drops = give.map(([id, from]) => [id, from]);
    }
    give.forEach(([id, from, to]) => move(id, from, to));
    transactions.push(tx);
    return tx;
  };
  const tradePick = (tx: DemoTransaction, round: number, original: number, from: number, to: number) => {
    const pick: PickOwnership = {
      season: nextSeason,
      round,
      originalFranchise: original,
      previousOwner: from,
      owner: to,
    };
    tx.draftPicks.push(pick);
    futurePicks.set(`${round}:${original}`, pick);
  };

  // Fixed cast of the season's trades, chosen up front so the round trip can involve the same teams.
  const tradeTeams = rng.shuffle(Array.from({ length: teams }, (_, i) => i));
  const [ta = 0, tb = 1, tc = 2, td = 3, te = 4, tf = 5, tg = 6, th = 7] = tradeTeams;

  for (let round = 1; round <= lastRound; round += 1) {
    const playoffs = round >= 15;
    for (const pickup of plannedPickups.filter((p) => p.round === round)) {
      claim(round, pickup.franchise, pickup.position, pickup.type, true);
    }
    const waivers = round === 1 ? 0 : playoffs ? rng.int(0, 1) : rng.int(1, 3);
    for (let i = 0; i < waivers; i += 1)
      claim(round, rng.int(0, teams - 1), rng.pick(WAIVER_POSITIONS), 'waiver', false);
    const freeAgents = round === 1 ? 2 : playoffs ? rng.int(0, 1) : rng.int(0, 2);
    for (let i = 0; i < freeAgents; i += 1)
      claim(round, rng.int(0, teams - 1), rng.pick(WAIVER_POSITIONS), 'free_agent', false);

    if (round === 3) {
      const p: Position = rng.chance(0.5) ? 'RB' : 'WR';
      const a = tradeableAt(ta, p);
      const b = tradeableAt(tb, p);
      if (a && b)
        trade(
          round,
          [
            [a, ta, tb],
            [b, tb, ta],
          ],
          'trade',
        );
    }
    if (round === 5) {
      const a = tradeableAt(tc, 'TE');
      const b = tradeableAt(td, 'TE');
      if (a && b) {
        const tx = trade(
          round,
          [
            [a, tc, td],
            [b, td, tc],
          ],
          'pickAndBudgetTrade',
        );
        tradePick(tx, 3, tc, tc, td);
        tradePick(tx, 5, td, td, tc);
        tx.waiverBudget.push({ sender: tc, receiver: td, amount: 10 });
        budget[tc] = (budget[tc] ?? 0) - 10;
        budget[td] = (budget[td] ?? 0) + 10;
      }
    }
    if (round === 7) {
      const a = tradeableAt(te, 'WR');
      const b = tradeableAt(tf, 'WR');
      const c = tradeableAt(tg, 'WR');
      if (a && b && c)
        trade(
          round,
          [
            [a, te, tf],
            [b, tf, tg],
            [c, tg, te],
          ],
          'multiTeamTrade',
        );
    }
    if (round === 9) {
      const a1 = tradeableAt(th, 'RB');
      const a2 = tradeableAt(th, 'WR');
      const b1 = tradeableAt(ta, 'RB');
      const b2 = tradeableAt(ta, 'WR');
      if (a1 && a2 && b1 && b2)
        trade(
          round,
          [
            [a1, th, ta],
            [a2, th, ta],
            [b1, ta, th],
            [b2, ta, th],
          ],
          'twoForTwoTrade',
        );
    }
    if (args.roundTripPick && round === 4) {
      const a = tradeableAt(tb, 'WR');
      const c = tradeableAt(te, 'WR');
      if (a && c) {
        const tx = trade(
          round,
          [
            [a, tb, te],
            [c, te, tb],
          ],
          'roundTripPickOut',
        );
        tradePick(tx, 2, tb, tb, te);
      }
    }
    if (args.roundTripPick && round === 10 && futurePicks.has(`2:${tb}`)) {
      const tx = trade(round, [], 'roundTripPickBack', [te, tb]);
      tradePick(tx, 2, tb, te, tb);
      tx.waiverBudget.push({ sender: tb, receiver: te, amount: 5 });
    }
    if (round === 6) {
      const franchise = rng.int(0, teams - 1);
      const drop = worstAt(franchise, 'RB');
      const add = bestFreeAgent('RB', new Set());
      if (drop && add) {
        const [created, statusUpdated] = timeOf(round, 'commissioner');
        const tx: DemoTransaction = { ...base(round, 'commissioner', [franchise], created, statusUpdated) };
        tx.creator = null;
        tx.adds = [[add, franchise]];
        tx.drops = [[drop, franchise]];
        tx.tag = 'commissionerMove';
        move(drop, franchise, null);
        move(add, null, franchise);
        transactions.push(tx);
      }
    }
    if (round > TRADE_DEADLINE && transactions.some((t) => t.type === 'trade' && t.round === round)) {
      throw new Error('trade after the deadline');
    }
    snapshots.push(rosters.map((r) => [...r]));
  }
  return { transactions, snapshots, futurePicks: [...futurePicks.values()], waiverSpent };
}
