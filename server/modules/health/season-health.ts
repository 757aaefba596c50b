// The league part of GET /api/health, for monitors: which league and season are served, the last successful
// provider refresh, and whether pages are being served from old copies.
import type { AppContext } from '../../context';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function seasonHealth(ctx: AppContext) {
  const { leagueId, configuredLeagueId, season, phase, foundAt, checkedAt } = ctx.seasons.current;
  const { lastSuccessAt, lastFailureAt } = ctx.providerCache.stats;
  return {
    league: {
      id: leagueId,
      configuredId: configuredLeagueId,
      season,
      phase,
      foundAt,
      renewalCheckedAt: checkedAt,
    },
    provider: {
      lastSuccessAt: iso(lastSuccessAt),
      lastFailureAt: iso(lastFailureAt),
      // The latest refresh failed: answers come from the last good copies (marked X-Data-Stale).
      stale: lastFailureAt !== null && (lastSuccessAt === null || lastFailureAt >= lastSuccessAt),
    },
  };
}
