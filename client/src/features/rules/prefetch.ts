import type { RouteDataContext } from '@/lib/route-data';
import { versionOfRoute } from './version-route';
import {
  enforcedRulesQuery,
  rulesChangesQuery,
  rulesQuery,
  rulesVersionQuery,
  rulesVersionsQuery,
} from './api';

/** /rules: the rules in force, their versions and what Huddle enforces. */
export function prefetchRulesPage({ queryClient, info }: RouteDataContext): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(rulesQuery(info.leagueId)),
    queryClient.prefetchQuery(rulesVersionsQuery(info.leagueId)),
    queryClient.prefetchQuery(enforcedRulesQuery(info.leagueId)),
  ]);
}

/** /rules/versions/:version(?from=N): that version, the versions, and what changed since `from`. */
export function prefetchRulesVersionPage({
  queryClient,
  info,
  params,
  search,
}: RouteDataContext): Promise<unknown> {
  const route = versionOfRoute(params, search);
  if (!route) return Promise.resolve();
  return Promise.all([
    queryClient.prefetchQuery(rulesVersionQuery(info.leagueId, route.version)),
    queryClient.prefetchQuery(rulesVersionsQuery(info.leagueId)),
    route.from === null
      ? null
      : queryClient.prefetchQuery(rulesChangesQuery(info.leagueId, route.from, route.version)),
  ]);
}
