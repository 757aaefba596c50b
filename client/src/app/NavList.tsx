import { Link, useLocation } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { useSignOut } from '@/features/auth/use-sign-out';
import { cn } from '@/lib/cn';
import { useLeagueId } from '@/lib/league';
import { useLeague } from '@/lib/league-queries';
import { isNavItemActive, visibleNavItems } from './nav-items';

interface NavListProps {
  isAdmin: boolean;
  /** Called after an entry is chosen (the mobile menu closes itself). */
  onNavigate?: () => void;
}

/** The navigation entries as links; the current page is marked for sight and for screen readers. */
export function NavList({ isAdmin, onNavigate }: NavListProps) {
  const { pathname } = useLocation();
  const { onLinkClick } = useSignOut();
  // What the league's format offers (no keeper pages for a redraft or dynasty league).
  const offers = useLeague(useLeagueId()).data?.offers;
  return (
    <ul className="grid gap-1">
      {visibleNavItems(isAdmin, offers).map((item) => {
        const active = isNavItemActive(item, pathname);
        const Icon = item.icon;
        return (
          <li key={item.href}>
            <Link
              to={item.href}
              onClick={item.signsOut ? onLinkClick('here') : onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                active
                  ? 'bg-accent text-accent-foreground'
                  : 'text-muted-foreground hover:bg-muted hover:text-foreground',
              )}
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              <span className="flex-1">{item.label}</span>
              {item.adminOnly && (
                <Badge variant="secondary" className="text-[10px]">
                  Admin
                </Badge>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
