// Which season is current, and where in the year we are (decision 0008). Pure: the served league's
// season and status, the NFL state and the SEASON override in, the season's facts out. The league
// says which season it is (Sleeper gives every season its own league); the NFL calendar only says
// whether that season's games are ahead, under way or over.
import type { SeasonPhase } from '../../common/seasons';

export type { SeasonPhase };

export interface LeagueFacts {
  season: string;
  status: string;
  /** Whether the league has a previous season (previous_league_id). */
  hasPrevious: boolean;
}

export interface NflFacts {
  season: string;
  seasonType: string | undefined;
}

export interface SeasonResolution {
  /** The current season: the served league's season, or SEASON when set. */
  season: string;
  source: 'league' | 'override';
  phase: SeasonPhase;
  /**
   * The season whose rosters keepers are chosen from: selections made for season S are the keepers of
   * the S+1 draft. While the served league has not drafted, that is still the previous season.
   */
  keeperSeason: string;
  /** The draft the keepers go to ("the next draft"): keeperSeason + 1. */
  draftSeason: string;
  /** Between seasons (over, or not drafted yet): the dashboard leads with the off-season. */
  offseason: boolean;
}

const PRE_DRAFT_STATUSES = new Set(['pre_draft', 'drafting']);

export const nextSeason = (season: string): string => String(Number(season) + 1);
export const previousSeason = (season: string): string => String(Number(season) - 1);

export function seasonPhase(league: LeagueFacts, nfl: NflFacts): SeasonPhase {
  if (PRE_DRAFT_STATUSES.has(league.status)) return 'pre-draft';
  if (league.status === 'complete') return 'offseason';
  const leagueYear = Number(league.season);
  const nflYear = Number(nfl.season);
  if (nflYear < leagueYear) return 'preseason';
  if (nflYear > leagueYear) return 'offseason';
  switch (nfl.seasonType) {
    case 'pre':
      return 'preseason';
    case 'post':
      return 'postseason';
    case 'off':
      return 'offseason';
    default:
      return 'regular';
  }
}

export function resolveSeason(
  league: LeagueFacts,
  nfl: NflFacts,
  override: string | undefined,
): SeasonResolution {
  const phase = seasonPhase(league, nfl);
  const offseason = phase === 'pre-draft' || phase === 'offseason';
  if (override !== undefined) {
    // SEASON pins the season every tool works on, keepers included (its meaning before 0008).
    return {
      season: override,
      source: 'override',
      phase,
      keeperSeason: override,
      draftSeason: nextSeason(override),
      offseason,
    };
  }
  const keeperSeason =
    phase === 'pre-draft' && league.hasPrevious ? previousSeason(league.season) : league.season;
  return {
    season: league.season,
    source: 'league',
    phase,
    keeperSeason,
    draftSeason: nextSeason(keeperSeason),
    offseason,
  };
}

/**
 * The season to assume before the provider has ever answered (first start while it is down, nothing
 * stored): the NFL season whose year it is from August, else the previous one.
 */
export function estimatedSeason(now: Date): string {
  const year = now.getUTCFullYear();
  return String(now.getUTCMonth() >= 7 ? year : year - 1);
}
