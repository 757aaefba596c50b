import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

type ManagerLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & {
  /** The team's owner (Sleeper user id); an orphaned team has none and is shown as plain text. */
  ownerId: string | null | undefined;
};

/**
 * A team or owner name that opens the manager's page (/managers/{userId}): every page that names a
 * team links it through this one component.
 */
export function ManagerLink({ ownerId, children, className, ...link }: ManagerLinkProps) {
  if (!ownerId) return <span className={className}>{children}</span>;
  return (
    <Link
      {...link}
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
