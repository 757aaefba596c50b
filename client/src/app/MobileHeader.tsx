import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { MenuIcon } from 'lucide-react';
import type { AuthUser } from '@common/auth';
import { Button } from '@/components/ui/button';
import { BrandMark } from '@/features/auth/BrandMark';
import { useAppName, useLeagueId } from '@/lib/league';
import { isPhoneWidth } from '@/lib/phone-width';
import { useOnline } from '@/lib/use-online';
import { useLiveState } from '@/features/dashboard/matchups/live';
import { useLeagueName } from './use-league-name';
import { useNflState, weekLabel } from './use-nfl-state';

// The menu's dialog (and the dialog machinery under it) is a chunk of its own. On a phone it is
// fetched once the page is live, off the critical path, so the first tap opens the menu at once; a
// desktop, where the menu is the sidebar, fetches it only if the window is narrowed and a pointer or
// the keyboard reaches the button. The button is not lazy: a tap on it always opens the menu.
const loadMobileMenu = () => import('./MobileMenu');
const preloadMobileMenu = () => void loadMobileMenu();
const MobileMenu = lazy(loadMobileMenu);

/** The phone header (below md): the menu button, the app name and the live week. */
export function MobileHeader({ user }: { user: AuthUser }) {
  const appName = useAppName();
  const leagueName = useLeagueName();
  const live = useLiveState(useLeagueId());
  const week = weekLabel(useNflState().data, { liveStatus: live?.status ?? null, online: useOnline() });
  const [open, setOpen] = useState(false);
  // Mounted from the first tap on, so the menu can slide out again as it closes.
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (isPhoneWidth()) preloadMobileMenu();
  }, []);
  return (
    <header className="sticky top-0 z-40 flex h-14 items-center gap-2 border-b bg-background/90 px-2 backdrop-blur md:hidden">
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preloadMobileMenu}
        onPointerDown={preloadMobileMenu}
        onFocus={preloadMobileMenu}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <MenuIcon className="size-5" aria-hidden="true" />
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <MobileMenu
            user={user}
            appName={appName}
            leagueName={leagueName}
            open={open}
            onOpenChange={setOpen}
            trigger={trigger}
          />
        </Suspense>
      )}
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
