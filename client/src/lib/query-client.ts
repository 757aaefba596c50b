import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorStatus, getQueryFn } from './api';
import { APP_INFO_QUERY_KEY, type AppInfo } from './league';
import { onServedLeague } from './served-league';
import { AUTH_USER_QUERY_KEY } from './session';

/**
 * Spec section 9: data is never stale, never refetched on focus, never polled, never retried.
 * Pages refresh data explicitly (invalidateQueries after a mutation).
 *
 * A 401 from any other call means the session ended (expired, or signed out in another tab): the
 * current-user query is asked again, and once it answers null the route guards send the member to
 * the login page, which brings them back afterwards.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    // Only for a member: a visitor's 401s (a refused login) change nothing.
    if (errorStatus(error) === 401 && client.getQueryData(AUTH_USER_QUERY_KEY)) {
      void client.invalidateQueries({ queryKey: AUTH_USER_QUERY_KEY });
    }
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
  // The league renewed while the page was open: app-info names the new id, and every page follows.
  onServedLeague((leagueId) => {
    const info = client.getQueryData<AppInfo>(APP_INFO_QUERY_KEY);
    // An app-info request already under way is left to finish (its own answer carries the header too:
    // cancelling it for a new one would never end).
    if (info && info.leagueId !== leagueId) {
      void client.invalidateQueries({ queryKey: APP_INFO_QUERY_KEY }, { cancelRefetch: false });
    }
  });
  return client;
}

export const queryClient = createQueryClient();
