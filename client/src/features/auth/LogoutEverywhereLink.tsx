import { Link } from 'react-router';
import { MonitorSmartphoneIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/** Where members look for it, beside their name: ends their sessions on every device. */
export function LogoutEverywhereLink({
  className,
  onNavigate,
}: {
  className?: string;
  onNavigate?: () => void;
}) {
  return (
    <Link
      to="/logout?everywhere=1"
      onClick={onNavigate}
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
