import { lazy, StrictMode, Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { PageTimeProvider } from '@/lib/page-time';

// The toast UI loads beside the first page; toasts raised before it arrives wait in the store.
const Toaster = lazy(() => import('@/components/ui/toaster'));

/**
 * The providers around the router, the same on the server and in the browser (entry-server.tsx,
 * entry-client.tsx): `router` is the server's static router or the browser's.
 */
export function App({
  queryClient,
  renderedAt,
  router,
}: {
  queryClient: QueryClient;
  /** When the server rendered the page being hydrated; null when the browser renders it. */
  renderedAt: number | null;
  router: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <PageTimeProvider value={renderedAt}>{router}</PageTimeProvider>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </QueryClientProvider>
    </StrictMode>
  );
}
