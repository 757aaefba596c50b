import { isRouteErrorResponse, useRouteError } from 'react-router';
import { TriangleAlertIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/EmptyState';
import { AccessDenied } from './AccessDenied';
import { NotOffered } from './NotOffered';
import { FORBIDDEN_STATUS, NOT_OFFERED_STATUS } from './route-loader';

/**
 * What a page that throws while rendering, or whose code cannot be loaded (e.g. after a deploy
 * replaced the files), shows instead: a reload fixes the latter, so it is the one action offered.
 */
function SomethingWentWrong() {
  const error = useRouteError();
  console.error(error);
  return (
    <EmptyState
      as="h1"
      icon={TriangleAlertIcon}
      title="Something went wrong"
      description="This page could not be shown. Reloading usually fixes it; if not, tell the commissioner."
      className="min-h-[60dvh]"
    >
      <Button onClick={() => window.location.reload()}>Reload page</Button>
    </EmptyState>
  );
}

/** A member's page that failed: shown inside the app frame, whose sidebar and header stay. */
export function PageError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === FORBIDDEN_STATUS) return <AccessDenied />;
  if (isRouteErrorResponse(error) && error.status === NOT_OFFERED_STATUS && typeof error.data === 'string') {
    return <NotOffered reason={error.data} />;
  }
  return <SomethingWentWrong />;
}

/** A page outside the app frame (sign-in, logout) that failed. */
export function RootError() {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <SomethingWentWrong />
    </main>
  );
}
