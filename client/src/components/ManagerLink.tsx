import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

interface ManagerLinkProps {
  /** The team's owner (Sleeper user id); an orphaned team has none and is shown as plain text. */
  ownerId: string | null | undefined;
  children: ReactNode;
  className?: string;
}

/** A team or owner name that opens the manager's page (/managers/{userId}). */
export function ManagerLink({ ownerId, children, className }: ManagerLinkProps) {
  if (!ownerId) return <span className={className}>{children}</span>;
  return (
    <Link
      to={`/managers/${ownerId}`}
      className={cn(
        'rounded-sm underline-offset-2 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
    >
      {children}
    </Link>
  );
}
