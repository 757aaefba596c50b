// Simulates one league-season: keepers, draft, moves, weekly lineups and scores, records, brackets.
import {
  CURRENT_SEASON,
  CURRENT_WEEK,
  DRAFT_IDS,
  DAY_MS,
  LEAGUE_IDS,
  NFL_TEAMS,
  NUM_TEAMS,
  REGULAR_WEEKS,
  weekThursday,
  type Position,
  type Season,
} from './constants.ts';
import { playBracket, type BracketResult } from './brackets.ts';
import { chooseKeepers, runDraft, type DraftPick, type PickOwnership } from './draft.ts';
import type { PlayoffStatus } from '../../common/league.ts';
import { computePlayoffStatuses } from '../league/playoff-status.ts';
import type { DemoPlayer, InjuryStatus } from './players.ts';
import type { Rng } from './random.ts';
import {
  effectiveCenti,
  fillLineup,
  optimalCenti,
  pointsCenti,
  regularSchedule,
  seasonRecords,
  standingsOrder,
  weeklyPoints,
  type SeasonRecord,
  type TeamWeek,
} from './scoring.ts';
import { simulateMoves, type PlannedPickup, type SeasonMoves } from './transactions.ts';

export interface SeasonData {
  season: Season;
  leagueId: string;
  draftId: string;
  draftTime: number;
  slotOfFranchise: number[];
  picks: DraftPick[];
  draftTradedPicks: PickOwnership[];
  moves: SeasonMoves;
  /** weeks[w - 1] = rows of week w, one per franchise, through the last playoff week. */
  weeks: TeamWeek[][];
  /** The season's last week: the last playoff round's last. */
  lastWeek: number;
  /** Weeks whose scores count in rosters' settings. */
  countedWeeks: number;
  records: SeasonRecord[];
  winners: BracketResult | null;
  losers: BracketResult | null;
  finalRosters: string[][];
  injuries: Map<string, InjuryStatus>;
  expected: (playerId: string) => number;
  /** Facts for manifest notes, in franchise space ("franchise:<n>" is replaced by the roster id). */
  facts: Record<string, string>;
  /**
   * Current season only: the points (hundredths) that the rostered players whose week-14 game has not
   * been played yet will score; the demo's live Sunday plays them out (server/live/demo-sunday.ts).
   */
  liveFinalCenti: Map<string, number>;
}

const PICKUP_SETS: ReadonlyArray<readonly Position[]> = [
  ['RB', 'WR', 'TE', 'DEF'],
  ['WR', 'TE', 'K', 'QB'],
  ['RB', 'WR', 'K', 'DEF'],
  ['QB', 'RB', 'TE', 'DEF'],
  ['WR', 'RB', 'TE', 'K'],
  ['TE', 'WR', 'QB', 'DEF'],
];

/** Teams whose week-14 games are final in the demo's "now" (Thursday and Sunday early games). */
export const WEEK14_PLAYED_TEAMS: ReadonlySet<string> = new Set(NFL_TEAMS.slice(0, 20).map((t) => t.code));

export function simulateSeason(args: {
  rng: Rng;
  season: Season;
  pool: readonly DemoPlayer[];
  previous: SeasonData | null;
  /** Whether teams keep players from last season (not in a redraft league). */
  keepers: boolean;
  /** Whether every team also plays the week's median score. */
  median: boolean;
  /** Best ball: each final week's starters are the best possible lineup, as Sleeper sets them. */
  bestBall: boolean;
  /** Each playoff round's weeks, round 1 first (formats.ts): a two-week round is decided on the sum. */
  roundWeeks: ReadonlyArray<readonly number[]>;
}): SeasonData {
  const { season, pool, previous, median, bestBall, roundWeeks } = args;
  const lastWeek = roundWeeks.at(-1)?.at(-1);
  if (lastWeek === undefined) throw new Error('no playoff weeks');
  const rng = args.rng.fork(`season-${season}`);
  const players = new Map(pool.map((p) => [p.id, p]));
  const positionOf = (id: string): Position => {
    const player = players.get(id);
    if (player === undefined) throw new Error(`unknown player ${id}`);
    return player.position;
  };
  const isCurrent = season === CURRENT_SEASON;
  const slotOfFranchise = rng.shuffle(Array.from({ length: NUM_TEAMS }, (_, i) => i + 1));
  const draftTradedPicks = previous?.moves.futurePicks ?? [];
  const keepers =
    previous && args.keepers
      ? chooseKeepers({
          rng: rng.fork('keepers'),
          players,
          previousRosters: previous.finalRosters,
          previousPicks: previous.picks,
          tradedPicks: draftTradedPicks,
        })
      : [];
  const picks = runDraft({
    rng: rng.fork('draft'),
    pool,
    slotOfFranchise,
    tradedPicks: draftTradedPicks,
    keepers,
  });
  const startRosters = slotOfFranchise.map((_, f) =>
    picks.filter((p) => p.franchise === f).map((p) => p.playerId),
  );
  const drafted = new Map(picks.map((p) => [p.playerId, p.franchise]));

  // Season form: some teams' draft classes boom, others bust, so standings spread out.
  const formRng = rng.fork('form');
  const forms = formRng.shuffle(
    Array.from({ length: NUM_TEAMS }, (_, i) => 0.8 + (0.4 * i) / (NUM_TEAMS - 1)),
  );
  const factor = new Map(
    pool.map((p) => {
      const team = drafted.get(p.id);
      return [
        p.id,
        team === undefined ? formRng.float(0.75, 1.1) : (forms[team] ?? 1) * formRng.float(0.92, 1.08),
      ];
    }),
  );
  const expected = (id: string) => (players.get(id)?.talent ?? 0) * (factor.get(id) ?? 1);

  const protectedIds = new Set<string>();
  const plannedPickups: PlannedPickup[] = [];
  if (isCurrent) {
    startRosters.forEach((roster, f) => {
      for (const position of ['QB', 'RB', 'WR', 'TE'] as const) {
        const best = roster
          .filter((id) => positionOf(id) === position)
          .sort((a, b) => expected(b) - expected(a))[0];
        if (best !== undefined) protectedIds.add(best);
      }
      const positions = PICKUP_SETS[f % PICKUP_SETS.length] ?? [];
      const rounds = [1 + (f % 3), 5 + (f % 4), 10 + (f % 2), 12 + (f % 3)];
      positions.forEach((position, i) =>
        plannedPickups.push({
          franchise: f,
          round: rounds[i] ?? 1,
          position,
          type: i === 3 && f % 2 === 0 ? 'free_agent' : 'waiver',
        }),
      );
    });
  }
  const lastRound = isCurrent ? CURRENT_WEEK : lastWeek;
  const draftTime = weekThursday(season, 1) - 12 * DAY_MS + 23 * 3_600_000;
  const moves = simulateMoves({
    rng: rng.fork('moves'),
    season,
    leagueId: LEAGUE_IDS[season],
    players,
    startRosters,
    lastRound,
    expected,
    protectedIds,
    plannedPickups,
    draftedIds: new Set(drafted.keys()),
    roundTripPick: isCurrent,
    draftTime,
  });
  const rosterAt = (week: number) => moves.snapshots[Math.min(week, lastRound)] ?? [];
  const finalRosters = rosterAt(lastRound).map((r) => [...r]);

  // Current-season injuries on rostered players: IR players sit from week 11, Out players this week.
  const injuries = new Map<string, InjuryStatus>();
  if (isCurrent) {
    const injuryRng = rng.fork('injuries');
    const order = injuryRng.shuffle(Array.from({ length: NUM_TEAMS }, (_, i) => i));
    const statuses: InjuryStatus[] = [
      'IR',
      'IR',
      'IR',
      'Out',
      'Out',
      'Out',
      'Questionable',
      'Questionable',
      'Questionable',
      'Questionable',
      'Questionable',
    ];
    statuses.forEach((status, i) => {
      const roster = finalRosters[order[i % NUM_TEAMS] ?? 0] ?? [];
      const candidates = roster.filter(
        (id) => !['K', 'DEF'].includes(positionOf(id)) && !injuries.has(id) && !protectedIds.has(id),
      );
      const choice = injuryRng.pick(candidates);
      injuries.set(choice, status);
    });
  }
  const sidelined = (id: string, week: number) => {
    const status = injuries.get(id);
    return (status === 'IR' && week >= 11) || (status === 'Out' && week >= CURRENT_WEEK);
  };

  const schedule = regularSchedule(rng.fork('schedule'), NUM_TEAMS, REGULAR_WEEKS);
  const byeWeek = season === '2023' ? 6 : null;
  const facts: Record<string, string> = {};
  const countedWeeks = isCurrent ? CURRENT_WEEK - 1 : REGULAR_WEEKS;

  let weeks: TeamWeek[][] = [];
  let records: SeasonRecord[];
  const liveFinalCenti = new Map<string, number>();
  for (let attempt = 0; ; attempt += 1) {
    if (attempt > 400) throw new Error(`no acceptable scores for ${season}`);
    liveFinalCenti.clear();
    const points = weeklyPoints(rng.fork(`points-${attempt}`), pool, expected, lastWeek, sidelined);
    weeks = [];
    for (let week = 1; week <= lastWeek; week += 1) {
      const pairs = week <= REGULAR_WEEKS ? (schedule[week - 1] ?? []) : [];
      const rows = rosterAt(week).map((roster, franchise): TeamWeek => {
        const pairIndex = pairs.findIndex(([a, b]) => a === franchise || b === franchise);
        const idle = week === byeWeek && pairIndex === pairs.length - 1;
        const future = isCurrent && week > CURRENT_WEEK;
        const partial = isCurrent && week === CURRENT_WEEK;
        // A best-ball lineup is known once the week is final; until then Sleeper shows the projected one.
        const value =
          bestBall && !future && !partial ? (id: string) => points.get(id)?.[week] ?? 0 : expected;
        const starters = fillLineup(
          roster.filter((id) => !sidelined(id, week)),
          positionOf,
          value,
        );
        const playerPoints = future
          ? null
          : new Map(
              roster.map((id) => {
                const played = !partial || WEEK14_PLAYED_TEAMS.has(players.get(id)?.team ?? '');
                if (!played) liveFinalCenti.set(id, points.get(id)?.[week] ?? 0);
                return [id, played ? (points.get(id)?.[week] ?? 0) : 0];
              }),
            );
        return {
          franchise,
          matchupId: pairIndex < 0 || idle ? null : pairIndex + 1,
          starters,
          players: [...roster],
          playerPoints,
          customCenti: null,
        };
      });
      weeks.push(rows);
    }
    if (season === '2023') applyQuirks2023(weeks, facts);
    records = seasonRecords(weeks.slice(0, countedWeeks), NUM_TEAMS, median, (row) =>
      optimalCenti(row, positionOf),
    );
    if (acceptable(season, weeks.slice(0, countedWeeks), records, median)) break;
  }

  let winners: BracketResult | null = null;
  let losers: BracketResult | null = null;
  if (!isCurrent) {
    const order = standingsOrder(records);
    const score = (franchise: number, week: number) => {
      const row = weeks[week - 1]?.find((r) => r.franchise === franchise);
      return row === undefined ? 0 : pointsCenti(row);
    };
    winners = playBracket(order.slice(0, 6), roundWeeks, score);
    losers = playBracket(order.slice(6, 12), roundWeeks, score);
    // Every week of a round pairs its games' teams, so a two-week game has both weeks' matchups.
    for (const week of roundWeeks.flat()) {
      const games = [...winners.games, ...losers.games].filter((g) => g.weeks.includes(week));
      games.forEach((game, i) => {
        for (const row of weeks[week - 1] ?? []) {
          if (row.franchise === game.a || row.franchise === game.b) row.matchupId = i + 1;
        }
      });
    }
  }

  return {
    season,
    leagueId: LEAGUE_IDS[season],
    draftId: DRAFT_IDS[season],
    draftTime,
    slotOfFranchise,
    picks,
    draftTradedPicks,
    moves,
    weeks,
    lastWeek,
    countedWeeks,
    records,
    winners,
    losers,
    finalRosters,
    injuries,
    expected,
    facts,
    liveFinalCenti,
  };
}

/** 2023 carries the odd rows: an empty starting slot, a tie game and a commissioner score override. */
function applyQuirks2023(weeks: TeamWeek[][], facts: Record<string, string>): void {
  const emptySlotRow = weeks[6]?.find((row) => row.matchupId !== null);
  if (emptySlotRow) {
    emptySlotRow.starters[7] = '0';
    facts.emptyStarterSlot = `2023 week 7, franchise:${emptySlotRow.franchise}: the second FLEX slot is "0" (empty)`;
  }
  // Tie: the closest regular-season game after week 7 is evened out by one starter's score.
  let closest: { week: number; low: TeamWeek; diff: number } | null = null;
  for (let week = 8; week <= REGULAR_WEEKS; week += 1) {
    const rows = weeks[week - 1] ?? [];
    for (const a of rows) {
      const b = rows.find((r) => r !== a && r.matchupId !== null && r.matchupId === a.matchupId);
      if (b === undefined) continue;
      const diff = pointsCenti(b) - pointsCenti(a);
      if (diff > 0 && (closest === null || diff < closest.diff)) closest = { week, low: a, diff };
    }
  }
  if (closest) {
    const top = closest.low.starters.find((id) => id !== '0');
    if (top !== undefined && closest.low.playerPoints) {
      closest.low.playerPoints.set(top, (closest.low.playerPoints.get(top) ?? 0) + closest.diff);
      facts.tieGame = `2023 week ${closest.week}, matchup_id ${closest.low.matchupId}: a tie`;
    }
  }
  const week3 = weeks[2] ?? [];
  const winner = week3.find((a) => {
    const b = week3.find((r) => r !== a && r.matchupId === a.matchupId);
    return b !== undefined && pointsCenti(a) > pointsCenti(b);
  });
  if (winner) {
    winner.customCenti = pointsCenti(winner) + 340;
    facts.customPoints = `2023 week 3, franchise:${winner.franchise}: custom_points = points + 3.4 (a stat correction); custom_points counts`;
  }
}

function acceptable(
  season: Season,
  counted: readonly TeamWeek[][],
  records: readonly SeasonRecord[],
  median: boolean,
): boolean {
  for (const rows of counted) {
    for (const row of rows) {
      const score = pointsCenti(row);
      if (score < 6500 || score > 19000) return false;
    }
  }
  if (season === '2022') {
    const blowout = counted.some((rows) =>
      rows.some((a) =>
        rows.some(
          (b) =>
            b !== a &&
            b.matchupId === a.matchupId &&
            a.matchupId !== null &&
            effectiveCenti(a) - effectiveCenti(b) > 7000,
        ),
      ),
    );
    if (!blowout) return false;
  }
  if (season === CURRENT_SEASON) {
    if (records.some((r) => r.ties > 0)) return false;
    const status = playoffPicture(records, median);
    const count = (s: string) => status.filter((x) => x === s).length;
    if (count('clinched') < 2 || count('eliminated') < 2 || count('fighting') < 3) return false;
  }
  return true;
}

/** Playoff status of each franchise, by the app's own rule (server/league/playoff-status.ts). */
export function playoffPicture(records: readonly SeasonRecord[], median: boolean): PlayoffStatus[] {
  const order = standingsOrder(records);
  const statuses = computePlayoffStatuses(
    records.map((rec, franchise) => ({
      rosterId: franchise,
      wins: rec.wins,
      losses: rec.losses,
      ties: rec.ties,
      // The demo league has no divisions: its seeds are its standings.
      seed: order.indexOf(franchise) + 1,
      division: null,
    })),
    { regularSeasonWeeks: REGULAR_WEEKS, resultsPerWeek: median ? 2 : 1, playoffTeams: 6 },
  );
  return records.map((_, franchise) => statuses.get(franchise) ?? 'fighting');
}
