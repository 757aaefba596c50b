import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { bindApi, browserTransport, errorStatus, type ApiTransport } from './api';
import { appInfoQuery } from './league';
import { onServedLeague } from './served-league';
import { forgetOnSessionEnd } from './session-ended';
import { authUserQuery } from './session';
import { StalenessStore } from './staleness';

export interface QueryClientOptions {
  /** How queries reach the API: the browser's network by default; the server passes its own. */
  transport?: ApiTransport;
  /** Called with every failed query's and mutation's error. */
  onError?: (error: unknown) => void;
}

/**
 * docs/product.md §9: data is never stale, never refetched on focus, never polled, never retried.
 * Pages refresh data explicitly (invalidateQueries after a mutation). One client per browser tab,
 * and one per page the server renders (entry-server.tsx), so no member's answers are shared.
 */
export function createQueryClient({
  transport = browserTransport,
  onError,
}: QueryClientOptions = {}): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  bindApi(client, { transport, staleness: new StalenessStore() });
  return client;
}

/**
 * The browser's query client. A 401 from any other call means the session ended (expired, or signed
 * out in another tab): the current-user query is asked again, and once it answers null the route
 * guards send the member to the login page, which brings them back afterwards, and this device's
 * offline copies are forgotten (session-ended.ts). And when the league
 * renews while the page is open, app-info names the new id and every page follows.
 */
export function createBrowserQueryClient(): QueryClient {
  const client = createQueryClient({
    onError: (error) => {
      // Only for a member: a visitor's 401s (a refused login) change nothing.
      if (errorStatus(error) === 401 && client.getQueryData(authUserQuery.queryKey)) {
        void client.invalidateQueries({ queryKey: authUserQuery.queryKey });
      }
    },
  });
  forgetOnSessionEnd(client);
  onServedLeague((leagueId) => {
    const info = client.getQueryData(appInfoQuery.queryKey);
    // An app-info request already under way is left to finish (its own answer carries the header too:
    // cancelling it for a new one would never end).
    if (info && info.leagueId !== leagueId) {
      void client.invalidateQueries({ queryKey: appInfoQuery.queryKey }, { cancelRefetch: false });
    }
  });
  return client;
}
