// The dashboard's queries: one request per card, keyed by URL segments (spec: "Default queries GET
// the path made of the key segments"), so cards that need the same data share one request.
import { useQuery } from '@tanstack/react-query';
import type { LeagueResponse, MatchupsResponse, Standing } from '@common/league';
import type { SeasonPayouts } from '@common/payouts';

export const leagueKey = (leagueId: string | undefined) => ['/api/league', leagueId] as const;

/** GET /api/league/{id} (the same key as the navigation's league name). */
export function useLeague(leagueId: string | undefined) {
  return useQuery<LeagueResponse>({ queryKey: leagueKey(leagueId), enabled: Boolean(leagueId) });
}

export function useStandings(leagueId: string | undefined) {
  return useQuery<Standing[]>({
    queryKey: ['/api/league', leagueId, 'standings'],
    enabled: Boolean(leagueId),
  });
}

export const matchupsKey = (leagueId: string | undefined, week: number | undefined) =>
  ['/api/league', leagueId, 'matchups', week] as const;

export function useMatchups(leagueId: string | undefined, week: number | undefined) {
  return useQuery<MatchupsResponse>({
    queryKey: matchupsKey(leagueId, week),
    enabled: Boolean(leagueId) && week !== undefined && week >= 1,
  });
}

/** The season's payouts (owned by the payouts feature; the banner reads the pool and first place). */
export function useSeasonPayouts(leagueId: string | undefined, season: string | undefined) {
  return useQuery<SeasonPayouts>({
    queryKey: ['/api/league', leagueId, 'payouts', season],
    enabled: Boolean(leagueId) && Boolean(season),
  });
}
