import { lazy, Suspense } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@/router';
import { queryClient } from '@/lib/query-client';
import { RouteError } from './RouteError';
import { router } from './router';

// The toast UI loads beside the first page; toasts raised before it arrives wait in the store.
const Toaster = lazy(() => import('@/components/ui/toaster'));

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} errorElement={<RouteError />} />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
