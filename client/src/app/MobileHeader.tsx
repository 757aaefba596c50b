import { lazy, Suspense } from 'react';
import { MenuIcon } from 'lucide-react';
import type { AuthUser } from '@common/auth';
import { Button } from '@/components/ui/button';
import { BrandMark } from '@/features/auth/BrandMark';
import { useAppName } from '@/lib/league';
import { useLeagueName } from './use-league-name';
import { useNflState, weekLabel } from './use-nfl-state';

// The menu's dialog code is a chunk of its own, fetched at once but off the critical path.
const MobileMenu = lazy(() => import('./MobileMenu'));

/** The phone header (below md): the menu button, the app name and the live week. */
export function MobileHeader({ user }: { user: AuthUser }) {
  const appName = useAppName();
  const leagueName = useLeagueName();
  const week = weekLabel(useNflState().data);
  return (
    <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b bg-background/90 px-2 backdrop-blur md:hidden">
      <Suspense
        fallback={
          <Button variant="ghost" size="icon" aria-label="Open menu" disabled>
            <MenuIcon className="size-5" aria-hidden="true" />
          </Button>
        }
      >
        <MobileMenu user={user} appName={appName} leagueName={leagueName} />
      </Suspense>
      <span className="flex min-w-0 flex-1 items-center gap-2">
        <BrandMark className="size-7 text-sm" />
        <span className="truncate font-bold tracking-tight">{appName}</span>
      </span>
      {week && (
        <span className="mr-2 inline-flex shrink-0 items-center gap-1.5 rounded-full bg-accent px-2.5 py-1 text-xs font-medium text-accent-foreground">
          {week.endsWith('Live') && (
            <span className="size-1.5 animate-pulse rounded-full bg-primary" aria-hidden="true" />
          )}
          {week}
        </span>
      )}
    </header>
  );
}
