import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api';

/**
 * Spec section 9: data is never stale, never refetched on focus, never polled, never retried.
 * Pages refresh data explicitly (invalidateQueries after a mutation).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}

export const queryClient = createQueryClient();
