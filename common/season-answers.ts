// The answers of the seasons routes (decision 0008): which league Huddle serves and how it got there,
// and what the off-season dashboard shows between seasons.
import { z } from 'zod';
import { historySeasonSchema } from './history';
import { keeperStatusResponseSchema } from './keepers';
import { SEASON_PHASES } from './seasons';

/** GET /api/league/{id}/current-league (admin): the league served, and how Huddle got there. */
export const currentLeagueResponseSchema = z.object({
  leagueId: z.string(),
  /** LEAGUE_ID (the demo league's id in demo mode). */
  configuredLeagueId: z.string(),
  season: z.string(),
  /** 'override' when SEASON is set. */
  source: z.enum(['league', 'override']),
  phase: z.enum(SEASON_PHASES),
  keeperSeason: z.string(),
  draftSeason: z.string(),
  offseason: z.boolean(),
  /** The served league's name and provider status; null before the provider answered. */
  leagueName: z.string().nullable(),
  leagueStatus: z.string().nullable(),
  /** Every season of the chain, newest first. */
  seasons: z.array(z.object({ season: z.string(), leagueId: z.string() })),
  /** When Huddle moved to this league (ISO); null while it serves the configured league itself. */
  foundAt: z.string().nullable(),
  /** The last renewal check that reached the provider (ISO); null before the first. */
  checkedAt: z.string().nullable(),
  /** False while the season is only assumed (the provider has not answered since the start). */
  resolved: z.boolean(),
});
export type CurrentLeagueResponse = z.infer<typeof currentLeagueResponseSchema>;

/** GET /api/league/{id}/offseason: what the dashboard leads with between seasons. */
export const offseasonResponseSchema = z.object({
  leagueId: z.string(),
  season: z.string(),
  phase: z.enum(SEASON_PHASES),
  /** The season played last, complete: champion, podium and final standings (null for a new league). */
  lastSeason: historySeasonSchema.nullable(),
  /**
   * The keeper deadline in force and how many teams have submitted; null in a league that picks no
   * keepers (a redraft or dynasty league).
   */
  keepers: keeperStatusResponseSchema
    .extend({ submitted: z.number().int(), teams: z.number().int() })
    .nullable(),
  /** The server's time (ISO), so the page counts days from the clock the server enforces. */
  now: z.string(),
  /** Dues of the current season (the coming one once the league has renewed). */
  dues: z.object({ season: z.string(), paid: z.number().int(), teams: z.number().int() }),
  /** The draft the keepers go to. */
  draft: z.object({ season: z.string(), start: z.string().nullable(), status: z.string().nullable() }),
});
export type OffseasonResponse = z.infer<typeof offseasonResponseSchema>;
