import { useRouteError } from '@/router';
import { TriangleAlertIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/EmptyState';

/**
 * Shown when a page throws while rendering or its code cannot be loaded (e.g. after a deploy
 * replaced the files): a reload fixes the latter, so it is the one action offered.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <EmptyState
        as="h1"
        icon={TriangleAlertIcon}
        title="Something went wrong"
        description="This page could not be shown. Reloading usually fixes it; if not, tell the commissioner."
      >
        <Button onClick={() => window.location.reload()}>Reload page</Button>
      </EmptyState>
    </main>
  );
}
