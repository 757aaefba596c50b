// Zod schemas of the Sleeper API responses the app reads (Sleeper's public API documentation:
// https://docs.sleeper.com). Objects are loose (extra fields pass through untouched) and every documented
// null is allowed, so a new field or a quirk of an old season never breaks a page. Only the fields the app
// uses are named; what it relies on in each answer, and why, is in docs/sleeper-api.md.
import { z } from 'zod';

const id = z.string();
const nullableString = z.string().nullable().optional();
const int = z.number().int();
const num = z.number();

export const nflStateSchema = z.looseObject({
  week: int,
  season: z.string(),
  season_type: z.string().optional(),
  display_week: int.optional(),
  leg: int.optional(),
  league_season: z.string().optional(),
  previous_season: z.string().optional(),
  season_start_date: nullableString,
});
export type NflState = z.infer<typeof nflStateSchema>;

export const leagueSettingsSchema = z.looseObject({
  num_teams: int.optional(),
  start_week: int.optional(),
  playoff_week_start: int.optional(),
  playoff_teams: int.optional(),
  playoff_round_type: int.optional(),
  league_average_match: int.optional(),
  draft_rounds: int.optional(),
  /** 0 redraft, 1 keeper, 2 dynasty (server/league/format.ts). */
  type: int.optional(),
  max_keepers: int.optional(),
  /** Present when used: how many divisions the teams are in. */
  divisions: int.nullable().optional(),
  /** 1: best ball, every week's lineup is the best possible one. */
  best_ball: int.nullable().optional(),
  taxi_slots: int.nullable().optional(),
  reserve_slots: int.nullable().optional(),
  /** 2: FAAB (claims are bids of waiver_budget). */
  waiver_type: int.optional(),
  /** The trade deadline's week (99: none), for the calendar feed; a value of another shape reads as none. */
  trade_deadline: int.nullable().optional().catch(null),
  last_scored_leg: int.optional(),
  leg: int.optional(),
});

export const leagueSchema = z.looseObject({
  league_id: id,
  name: z.string(),
  season: z.string(),
  status: z.string(),
  sport: z.string().optional(),
  season_type: z.string().optional(),
  total_rosters: int,
  previous_league_id: z.string().nullable().optional(),
  draft_id: z.string().nullable().optional(),
  avatar: z.string().nullable().optional(),
  settings: leagueSettingsSchema,
  scoring_settings: z.record(z.string(), num).nullable().optional(),
  roster_positions: z.array(z.string()).nullable().optional(),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type SleeperLeague = z.infer<typeof leagueSchema>;

/**
 * GET /user/{user_id}/leagues/nfl/{season}: every league of a user that season (null for none). Only
 * leagues of a shape the app reads are kept: a member's other leagues never fail the whole answer.
 */
export const userLeaguesSchema = z
  .array(z.unknown())
  .nullable()
  .transform((items) =>
    (items ?? []).flatMap((item) => {
      const parsed = leagueSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  );

export const rosterSettingsSchema = z.looseObject({
  wins: int.default(0),
  losses: int.default(0),
  ties: int.default(0),
  fpts: num.default(0),
  fpts_decimal: num.optional(),
  fpts_against: num.optional(),
  fpts_against_decimal: num.optional(),
  ppts: num.optional(),
  ppts_decimal: num.optional(),
  waiver_position: int.optional(),
  waiver_budget_used: num.optional(),
  total_moves: int.optional(),
  division: int.optional(),
});

export const rosterSchema = z.looseObject({
  roster_id: int,
  owner_id: z.string().nullable(),
  co_owners: z.array(z.string()).nullable().optional(),
  players: z.array(z.string()).nullable().optional(),
  starters: z.array(z.string()).nullable().optional(),
  reserve: z.array(z.string()).nullable().optional(),
  taxi: z.array(z.string()).nullable().optional(),
  keepers: z.array(z.string()).nullable().optional(),
  league_id: z.string().optional(),
  settings: rosterSettingsSchema,
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type SleeperRoster = z.infer<typeof rosterSchema>;
export const rostersSchema = z.array(rosterSchema);

export const leagueUserSchema = z.looseObject({
  user_id: id,
  display_name: z.string(),
  username: z.string().nullable().optional(),
  avatar: z.string().nullable().optional(),
  is_owner: z.boolean().nullable().optional(),
  is_bot: z.boolean().nullable().optional(),
  league_id: z.string().optional(),
  metadata: z
    .looseObject({ team_name: z.string().nullable().optional(), avatar: z.string().nullable().optional() })
    .nullable()
    .optional(),
});
export type SleeperLeagueUser = z.infer<typeof leagueUserSchema>;
export const leagueUsersSchema = z.array(leagueUserSchema);

export const matchupSchema = z.looseObject({
  roster_id: int,
  matchup_id: int.nullable().optional(),
  points: num.nullable().optional(),
  custom_points: num.nullable().optional(),
  starters: z.array(z.string()).nullable().optional(),
  starters_points: z.array(num).nullable().optional(),
  players: z.array(z.string()).nullable().optional(),
  players_points: z.record(z.string(), num).nullable().optional(),
});
export type SleeperMatchup = z.infer<typeof matchupSchema>;
export const matchupsSchema = z.array(matchupSchema);

const playerMoveMap = z.record(z.string(), int).nullable().optional();

export const transactionSchema = z.looseObject({
  transaction_id: id,
  type: z.string(),
  status: z.string(),
  leg: int.optional(),
  roster_ids: z.array(int).nullable().optional(),
  adds: playerMoveMap,
  drops: playerMoveMap,
  draft_picks: z
    .array(
      z.looseObject({
        season: z.string(),
        round: int,
        roster_id: int,
        previous_owner_id: int.nullable().optional(),
        owner_id: int.nullable().optional(),
      }),
    )
    .nullable()
    .optional(),
  waiver_budget: z
    .array(z.looseObject({ sender: int, receiver: int, amount: num }))
    .nullable()
    .optional(),
  settings: z.record(z.string(), z.unknown()).nullable().optional(),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
  creator: z.string().nullable().optional(),
  consenter_ids: z.array(int).nullable().optional(),
  created: num,
  status_updated: num.nullable().optional(),
});
export type SleeperTransaction = z.infer<typeof transactionSchema>;
export const transactionsSchema = z.array(transactionSchema);

export const tradedPickSchema = z.looseObject({
  season: z.string(),
  round: int,
  roster_id: int,
  previous_owner_id: int.nullable().optional(),
  owner_id: int,
});
export type SleeperTradedPick = z.infer<typeof tradedPickSchema>;
export const tradedPicksSchema = z.array(tradedPickSchema);

const bracketFrom = z.looseObject({ w: int.optional(), l: int.optional() }).nullable().optional();
export const bracketMatchSchema = z.looseObject({
  r: int,
  m: int,
  t1: int.nullable().optional(),
  t2: int.nullable().optional(),
  t1_from: bracketFrom,
  t2_from: bracketFrom,
  w: int.nullable().optional(),
  l: int.nullable().optional(),
  p: int.nullable().optional(),
});
export type SleeperBracketMatch = z.infer<typeof bracketMatchSchema>;
export const bracketSchema = z.array(bracketMatchSchema);

export const draftSchema = z.looseObject({
  draft_id: id,
  league_id: z.string().optional(),
  type: z.string().optional(),
  status: z.string(),
  season: z.string(),
  start_time: num.nullable().optional(),
  settings: z
    .looseObject({
      teams: int.optional(),
      rounds: int.optional(),
      reversal_round: int.optional(),
      // 1 was seen on a dynasty rookie draft; that it means "rookies only" is unconfirmed
      // (docs/decisions/0029), so an unexpected value is dropped rather than failing the draft.
      player_type: int.nullable().optional().catch(null),
    })
    .nullable()
    .optional(),
  draft_order: z.record(z.string(), int).nullable().optional(),
  slot_to_roster_id: z.record(z.string(), int).nullable().optional(),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
});
export type SleeperDraft = z.infer<typeof draftSchema>;
export const draftsSchema = z.array(draftSchema);

export const draftPickSchema = z.looseObject({
  round: int,
  pick_no: int,
  draft_slot: int.optional(),
  // The docs show a string, real data an int: accept both and keep an int.
  roster_id: z
    .union([int, z.string().transform((s) => Number.parseInt(s, 10))])
    .nullable()
    .optional(),
  picked_by: z.string().nullable().optional(),
  player_id: z.string(),
  is_keeper: z.boolean().nullable().optional(),
  draft_id: z.string().optional(),
  // Every value is a string (GET /draft/{draft_id}/picks); years_exp, "0" for a rookie, is named for the rookie-draft rule
  // (server/league/rookie-draft.ts).
  metadata: z.object({ years_exp: nullableString }).catchall(z.string().nullable()).nullable().optional(),
});
export type SleeperDraftPick = z.infer<typeof draftPickSchema>;
export const draftPicksSchema = z.array(draftPickSchema);

export const sleeperUserSchema = z.looseObject({
  user_id: id,
  username: z.string().nullable().optional(),
  display_name: z.string().nullable().optional(),
  avatar: z.string().nullable().optional(),
});
export type SleeperUser = z.infer<typeof sleeperUserSchema>;

// The players directory: only the fields stored in the players table. A strict object (unknown keys
// dropped) rather than a loose one: the directory is ~12,000 players of ~50 fields each, and a loose
// schema's output would be a second full copy of it in memory while it is stored.
export const playerSchema = z.object({
  player_id: z.string().optional(),
  first_name: z.string().nullable().optional(),
  last_name: z.string().nullable().optional(),
  full_name: z.string().nullable().optional(),
  position: z.string().nullable().optional(),
  team: z.string().nullable().optional(),
  status: z.string().nullable().optional(),
  injury_status: z.string().nullable().optional(),
});
export type SleeperPlayer = z.infer<typeof playerSchema>;
export const playersSchema = z.record(z.string(), playerSchema);

// Weekly projections (unofficial endpoint, docs/sleeper-api.md §13): an array of records with ready-made
// pts_* stats.
export const projectionSchema = z.looseObject({
  player_id: z.string(),
  stats: z.record(z.string(), num).nullable().optional(),
});
export const projectionsSchema = z.array(projectionSchema);
export type SleeperProjection = z.infer<typeof projectionSchema>;
