import { lazy, StrictMode, Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useAnyToastRaised } from '@/components/ui/use-toast';
import { PageTimeProvider } from '@/lib/page-time';

// The toast UI loads with the first toast raised; the toast waits in the store until it arrives.
const Toaster = lazy(() => import('@/components/ui/toaster'));

function LazyToaster() {
  if (!useAnyToastRaised()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

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
        <LazyToaster />
      </QueryClientProvider>
    </StrictMode>
  );
}
