// The seasons API contract (decision 0008): which league and season Huddle serves, and what the
// off-season dashboard shows between seasons.
import { z } from 'zod';
import type { HistorySeason } from './history';
import type { KeeperStatusResponse } from './keepers';

/** A season as paths, queries and bodies write it (settings/2025, ?season=2024): one rule everywhere. */
export const seasonYearSchema = z.string().regex(/^\d{4}$/, 'must be a 4-digit year such as 2025');

/** Where the served league is in its year. */
export type SeasonPhase =
  /** The league exists for the season but has not drafted yet (pre_draft or drafting). */
  | 'pre-draft'
  /** Drafted; the NFL regular season has not started. */
  | 'preseason'
  | 'regular'
  /** The NFL post-season while the league is still marked in season. */
  | 'postseason'
  /** The league's season is over (complete, or the NFL calendar has moved past it). */
  | 'offseason';

/** GET /api/league/{id}/current-league (admin): the league served, and how Huddle got there. */
export interface CurrentLeagueResponse {
  leagueId: string;
  /** LEAGUE_ID (the demo league's id in demo mode). */
  configuredLeagueId: string;
  season: string;
  /** 'override' when SEASON is set. */
  source: 'league' | 'override';
  phase: SeasonPhase;
  keeperSeason: string;
  draftSeason: string;
  offseason: boolean;
  /** The served league's name and provider status; null before the provider answered. */
  leagueName: string | null;
  leagueStatus: string | null;
  /** Every season of the chain, newest first. */
  seasons: Array<{ season: string; leagueId: string }>;
  /** When Huddle moved to this league (ISO); null while it serves the configured league itself. */
  foundAt: string | null;
  /** The last renewal check that reached the provider (ISO); null before the first. */
  checkedAt: string | null;
  /** False while the season is only assumed (the provider has not answered since the start). */
  resolved: boolean;
}

/** GET /api/league/{id}/offseason: what the dashboard leads with between seasons. */
export interface OffseasonResponse {
  leagueId: string;
  season: string;
  phase: SeasonPhase;
  /** The season played last, complete: champion, podium and final standings (null for a new league). */
  lastSeason: HistorySeason | null;
  /**
   * The keeper deadline in force and how many teams have submitted; null in a league that picks no
   * keepers (a redraft or dynasty league).
   */
  keepers: (KeeperStatusResponse & { submitted: number; teams: number }) | null;
  /** The server's time (ISO), so the page counts days from the clock the server enforces. */
  now: string;
  /** Dues of the current season (the coming one once the league has renewed). */
  dues: { season: string; paid: number; teams: number };
  /** The draft the keepers go to. */
  draft: { season: string; start: string | null; status: string | null };
}
