import { Link } from 'react-router';
import { MonitorSmartphoneIcon } from 'lucide-react';
import { cn } from '@/lib/cn';
import { logoutHref, useSignOut } from './use-sign-out';

/**
 * Where members look for it, beside their name: ends their sessions on every device at once. A link
 * to the page that asks, so a new tab or a browser without scripts still gets there.
 */
export function LogoutEverywhereLink({ className }: { className?: string }) {
  const { onLinkClick } = useSignOut();
  return (
    <Link
      to={logoutHref('everywhere')}
      onClick={onLinkClick('everywhere')}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-sm text-xs text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
    >
      <MonitorSmartphoneIcon className="size-3.5" aria-hidden="true" />
      Log out everywhere
    </Link>
  );
}
