import { lazy, StrictMode, Suspense, useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useAnyToastRaised } from '@/components/ui/use-toast';
import { reportRootLive } from '@/lib/page-hydration';
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
  // Runs once the root's shell hydrated, after its parts said they exist (lib/page-hydration.ts).
  useEffect(reportRootLive, []);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <PageTimeProvider value={renderedAt}>{router}</PageTimeProvider>
        <LazyToaster />
      </QueryClientProvider>
    </StrictMode>
  );
}
