// Turns simulated season data into the provider's JSON shapes (roster ids, user ids, epoch ms, ...).
import {
  DRAFT_ROUNDS,
  NUM_TEAMS,
  PLAYOFF_WEEK_START,
  ROSTER_POSITIONS,
  TRADE_DEADLINE,
  WAIVER_BUDGET,
  type Season,
} from './constants.ts';
import type { DemoFormat } from '../sleeper/demo-format.ts';
import type { BracketResult } from './brackets.ts';
import type { PickOwnership } from './draft.ts';
import {
  divisionNames,
  divisionOf,
  extraSettings,
  formatSettings,
  leagueNameOf,
  playoffRoundTypeOf,
  taxiOf,
  taxiSlotsOf,
} from './formats.ts';
import { ownersOf, rosterIdsOf, type Person } from './managers.ts';
import type { DemoPlayer } from './players.ts';
import { pointsCenti, startersCenti, type TeamWeek } from './scoring.ts';
import type { SeasonData } from './season.ts';
import type { DemoTransaction } from './transactions.ts';

const toPoints = (centi: number) => Math.round(centi) / 100;

export function rosterIdOf(season: Season, franchise: number): number {
  const id = rosterIdsOf(season)[franchise];
  if (id === undefined) throw new Error(`no roster id for franchise ${franchise}`);
  return id;
}

export function personOf(people: readonly Person[], season: Season, franchise: number): Person {
  const person = people[ownersOf(season)[franchise] ?? -1];
  if (person === undefined) throw new Error(`no manager for franchise ${franchise}`);
  return person;
}

const SCORING_SETTINGS = {
  pass_yd: 0.03999999910593033,
  pass_td: 4,
  pass_int: -2,
  pass_2pt: 2,
  rush_yd: 0.10000000149011612,
  rush_td: 6,
  rush_2pt: 2,
  rec: 1,
  rec_yd: 0.10000000149011612,
  rec_td: 6,
  rec_2pt: 2,
  bonus_rec_te: 0,
  fum_lost: -2,
  fgm_0_19: 3,
  fgm_20_29: 3,
  fgm_30_39: 3,
  fgm_40_49: 4,
  fgm_50p: 5,
  fgmiss: -1,
  xpm: 1,
  xpmiss: -1,
  def_td: 6,
  sack: 1,
  int: 2,
  ff: 1,
  fum_rec: 2,
  safe: 2,
  blk_kick: 2,
  pts_allow_0: 10,
  pts_allow_1_6: 7,
  pts_allow_7_13: 4,
  pts_allow_14_20: 1,
  pts_allow_21_27: 0,
  pts_allow_28_34: -1,
  pts_allow_35p: -4,
};

export function leagueObject(
  data: SeasonData,
  previousLeagueId: string | null,
  avatar: string,
  format: DemoFormat,
): Record<string, unknown> {
  const complete = data.winners !== null;
  return {
    league_id: data.leagueId,
    name: leagueNameOf(format),
    season: data.season,
    status: complete ? 'complete' : 'in_season',
    sport: 'nfl',
    season_type: 'regular',
    total_rosters: NUM_TEAMS,
    previous_league_id: previousLeagueId,
    draft_id: data.draftId,
    avatar,
    bracket_id: null,
    loser_bracket_id: null,
    group_id: null,
    company_id: null,
    shard: 412,
    settings: {
      num_teams: NUM_TEAMS,
      start_week: 1,
      playoff_week_start: PLAYOFF_WEEK_START,
      playoff_teams: 6,
      playoff_round_type: playoffRoundTypeOf(format),
      playoff_seed_type: 0,
      playoff_type: 0,
      ...formatSettings(format, data.season),
      draft_rounds: DRAFT_ROUNDS,
      trade_deadline: TRADE_DEADLINE,
      trade_review_days: 1,
      pick_trading: 1,
      disable_adds: 0,
      offseason_adds: 1,
      bench_lock: 0,
      capacity_override: 0,
      waiver_type: 2,
      waiver_budget: WAIVER_BUDGET,
      waiver_clear_days: 2,
      waiver_day_of_week: 2,
      daily_waivers: 0,
      reserve_slots: 2,
      reserve_allow_out: 1,
      taxi_slots: taxiSlotsOf(format),
      leg: complete ? data.lastWeek : data.countedWeeks + 1,
      last_scored_leg: complete ? data.lastWeek : data.countedWeeks,
      last_report: complete ? data.lastWeek : data.countedWeeks,
      ...extraSettings(format),
    },
    scoring_settings: SCORING_SETTINGS,
    roster_positions: [...ROSTER_POSITIONS],
    metadata: { auto_continue: 'on', keeper_deadline: '0', ...divisionNames(format) },
  };
}

function split(centi: number): [number, number] {
  const rounded = Math.round(centi);
  return [Math.floor(rounded / 100), rounded % 100];
}

function streakOf(record: string): string {
  const last = record.at(-1);
  if (last === undefined) return '';
  let n = 0;
  for (let i = record.length - 1; i >= 0 && record[i] === last; i -= 1) n += 1;
  return `${n}${last}`;
}

export function rosterObjects(
  data: SeasonData,
  people: readonly Person[],
  format: DemoFormat,
  playerById: ReadonlyMap<string, DemoPlayer>,
): Array<Record<string, unknown>> {
  const lastRows = data.winners !== null ? data.weeks[data.lastWeek - 1] : data.weeks[data.countedWeeks];
  const waiverOrder = data.records
    .map((rec, franchise) => ({ franchise, wins: rec.wins, fpts: rec.fpts }))
    .sort((a, b) => a.wins - b.wins || a.fpts - b.fpts)
    .map((x) => x.franchise);
  return data.finalRosters
    .map((players, franchise) => {
      const rec = data.records[franchise];
      if (rec === undefined) throw new Error('missing record');
      const [fpts, fptsDecimal] = split(rec.fpts);
      const [against, againstDecimal] = split(rec.fptsAgainst);
      const [ppts, pptsDecimal] = split(rec.ppts);
      const reserve = players.filter((id) => data.injuries.get(id) === 'IR');
      const starters = lastRows?.find((r) => r.franchise === franchise)?.starters ?? [];
      const division = divisionOf(format, franchise);
      return {
        roster_id: rosterIdOf(data.season, franchise),
        owner_id: personOf(people, data.season, franchise).userId,
        co_owners: null,
        keepers: null,
        league_id: data.leagueId,
        players,
        starters,
        reserve: reserve.length > 0 ? reserve : null,
        taxi: taxiOf(format, { players, starters, reserve }, playerById),
        player_map: null,
        settings: {
          wins: rec.wins,
          losses: rec.losses,
          ties: rec.ties,
          fpts,
          fpts_decimal: fptsDecimal,
          fpts_against: against,
          fpts_against_decimal: againstDecimal,
          ppts,
          ppts_decimal: pptsDecimal,
          waiver_position: waiverOrder.indexOf(franchise) + 1,
          waiver_budget_used: data.moves.waiverSpent[franchise] ?? 0,
          total_moves: 0,
          ...(division === null ? {} : { division }),
        },
        metadata: { record: rec.record, streak: streakOf(rec.record) },
      };
    })
    .sort((a, b) => a.roster_id - b.roster_id);
}

export function matchupRows(data: SeasonData, week: number): Array<Record<string, unknown>> {
  const rows = data.weeks[week - 1] ?? [];
  return rows
    .map((row: TeamWeek) => {
      const base = {
        roster_id: rosterIdOf(data.season, row.franchise),
        matchup_id: row.matchupId,
        points: toPoints(pointsCenti(row)),
        custom_points: row.customCenti === null ? null : toPoints(row.customCenti),
        starters: row.starters,
      };
      if (row.playerPoints === null) return { ...base, players: row.players };
      const points = row.playerPoints;
      return {
        ...base,
        starters_points: startersCenti(row).map(toPoints),
        players: row.players,
        players_points: Object.fromEntries(row.players.map((id) => [id, toPoints(points.get(id) ?? 0)])),
      };
    })
    .sort((a, b) => a.roster_id - b.roster_id);
}

export function transactionObjects(
  data: SeasonData,
  people: readonly Person[],
  round: number,
  commissioner: Person,
): Array<Record<string, unknown>> {
  const rid = (franchise: number) => rosterIdOf(data.season, franchise);
  return data.moves.transactions
    .filter((tx) => tx.round === round)
    .sort((a, b) => b.statusUpdated - a.statusUpdated)
    .map((tx: DemoTransaction) => {
      const rosterIds = tx.franchises.map(rid);
      return {
        transaction_id: tx.id,
        type: tx.type,
        status: tx.status,
        leg: tx.round,
        roster_ids: rosterIds,
        adds: tx.adds === null ? null : Object.fromEntries(tx.adds.map(([id, f]) => [id, rid(f)])),
        drops: tx.drops === null ? null : Object.fromEntries(tx.drops.map(([id, f]) => [id, rid(f)])),
        draft_picks: tx.draftPicks.map((p) => ({ ...tradedPickObject(data.season, p), league_id: null })),
        waiver_budget: tx.waiverBudget.map((b) => ({
          sender: rid(b.sender),
          receiver: rid(b.receiver),
          amount: b.amount,
        })),
        settings: tx.bid === null ? null : { waiver_bid: tx.bid, seq: 0 },
        metadata: tx.notes === null ? null : { notes: tx.notes },
        creator: tx.creator === null ? commissioner.userId : personOf(people, data.season, tx.creator).userId,
        consenter_ids: tx.type === 'commissioner' ? null : rosterIds,
        created: tx.created,
        status_updated: tx.statusUpdated,
      };
    });
}

/** A traded pick with roster ids of `season` (the league-season the entry is read from). */
export function tradedPickObject(season: Season, pick: PickOwnership): Record<string, unknown> {
  return {
    season: pick.season,
    round: pick.round,
    roster_id: rosterIdOf(season, pick.originalFranchise),
    previous_owner_id: rosterIdOf(season, pick.previousOwner),
    owner_id: rosterIdOf(season, pick.owner),
  };
}

export function bracketRows(season: Season, bracket: BracketResult | null): Array<Record<string, unknown>> {
  if (bracket === null) return [];
  const rid = (f: number) => rosterIdOf(season, f);
  return bracket.rows.map((row) => {
    const out: Record<string, unknown> = {
      r: row.r,
      m: row.m,
      t1: rid(row.t1),
      t2: rid(row.t2),
      w: rid(row.w),
      l: rid(row.l),
    };
    if (row.t1_from) out.t1_from = row.t1_from;
    if (row.t2_from) out.t2_from = row.t2_from;
    if (row.p !== undefined) out.p = row.p;
    return out;
  });
}

export function draftObjects(
  data: SeasonData,
  people: readonly Person[],
  commissioner: Person,
  format: DemoFormat,
) {
  const slotToRosterId = Object.fromEntries(
    data.slotOfFranchise
      .map((slot, franchise) => [String(slot), rosterIdOf(data.season, franchise)] as const)
      .sort((a, b) => Number(a[0]) - Number(b[0])),
  );
  const draftOrder = Object.fromEntries(
    data.slotOfFranchise.map((slot, franchise) => [personOf(people, data.season, franchise).userId, slot]),
  );
  const listItem = {
    draft_id: data.draftId,
    league_id: data.leagueId,
    type: 'snake',
    status: 'complete',
    sport: 'nfl',
    season: data.season,
    season_type: 'regular',
    start_time: data.draftTime,
    created: data.draftTime - 20 * 86_400_000,
    last_picked: data.draftTime + 2 * 3_600_000 + 41 * 60_000,
    last_message_time: data.draftTime + 3 * 3_600_000,
    last_message_id: String(BigInt(data.draftId) + 77n),
    creators: [commissioner.userId],
    draft_order: draftOrder,
    settings: {
      teams: NUM_TEAMS,
      rounds: DRAFT_ROUNDS,
      pick_timer: 90,
      reversal_round: 0,
      player_type: 0,
      cpu_autopick: 1,
      alpha_sort: 0,
      autostart: 0,
      slots_qb: 1,
      slots_rb: 2,
      slots_wr: 2,
      slots_te: 1,
      slots_flex: 2,
      slots_k: 1,
      slots_def: 1,
      slots_bn: 6,
    },
    metadata: { scoring_type: 'ppr', name: leagueNameOf(format), description: '' },
  };
  return { listItem, draft: { ...listItem, slot_to_roster_id: slotToRosterId } };
}

export function draftPickObjects(
  data: SeasonData,
  people: readonly Person[],
  players: ReadonlyMap<string, DemoPlayer>,
): Array<Record<string, unknown>> {
  return data.picks.map((pick) => {
    const player = players.get(pick.playerId);
    if (player === undefined) throw new Error(`unknown player ${pick.playerId}`);
    return {
      round: pick.round,
      pick_no: pick.pickNo,
      draft_slot: pick.slot,
      roster_id: rosterIdOf(data.season, pick.franchise),
      picked_by: personOf(people, data.season, pick.franchise).userId,
      player_id: pick.playerId,
      is_keeper: pick.isKeeper ? true : null,
      draft_id: data.draftId,
      reactions: null,
      metadata: {
        first_name: player.first,
        last_name: player.last,
        position: player.position,
        team: player.team,
        status: player.position === 'DEF' ? '' : 'Active',
        number: player.number === null ? '' : String(player.number),
        player_id: player.id,
        injury_status: '',
        years_exp: String(player.yearsExp),
        news_updated: String(data.draftTime - 3 * 86_400_000),
        sport: 'nfl',
      },
    };
  });
}
