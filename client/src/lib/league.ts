import { queryOptions, useQuery } from '@tanstack/react-query';
import { APP_NAME } from './app-name';

/** GET /api/app-info (public): what the client needs to know about this deployment. */
export interface AppInfo {
  appName: string;
  /**
   * The one league this deployment serves (the demo league's id in demo mode): the newest season's
   * league id, which changes when the league renews (answers carry it in X-League-Id).
   */
  leagueId: string;
  /** The current season, e.g. '2025': the served league's season (or the SEASON override). */
  season: string;
  /** The season keepers are chosen from: the previous season while the new league has not drafted. */
  keeperSeason: string;
  /** Between seasons (complete, or not drafted yet): the dashboard leads with the off-season. */
  offseason: boolean;
  demo: boolean;
  /**
   * The league dues link (docs/product.md D14): sent to signed-in members only, null otherwise or when unset.
   */
  paymentUrl: string | null;
}

export const appInfoQuery = queryOptions<AppInfo>({ queryKey: ['/api/app-info'] });

/** The deployment's info; cached until the session changes (login and logout refresh it). */
export function useAppInfo() {
  return useQuery(appInfoQuery);
}

/** The configured league id, or undefined while /api/app-info loads (gate queries with `enabled`). */
export function useLeagueId(): string | undefined {
  return useAppInfo().data?.leagueId;
}

/** The product name: the server's APP_NAME once known, else the built-in constant. */
export function useAppName(): string {
  return useAppInfo().data?.appName ?? APP_NAME;
}
