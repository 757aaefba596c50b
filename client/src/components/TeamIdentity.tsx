import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { ManagerLink } from './ManagerLink';
import { TeamAvatar } from './TeamAvatar';

interface TeamIdentityProps {
  team: {
    rosterId: number;
    ownerId: string | null;
    teamName: string;
    ownerName: string;
    avatar: string | null;
  };
  /** The avatar's size (a table row's by default). */
  avatarClassName?: string;
  /** Classes of the name and owner block beside the avatar. */
  className?: string;
  /**
   * A table's first column on a phone: a narrow column whose name wraps onto more lines, and the avatar is
   * left out there to give the figures beside it the room.
   */
  inTable?: boolean;
  /** What the second line says on a phone instead of the owner (a figure whose column is off screen). */
  phoneDetail?: ReactNode;
}

/**
 * A team as the almanac shows it: avatar, team name (to the manager's page) and owner below, both
 * whole: they wrap onto more lines rather than being cut.
 */
export function TeamIdentity({
  team,
  avatarClassName = 'size-7',
  className,
  inTable = false,
  phoneDetail,
}: TeamIdentityProps) {
  return (
    <>
      <TeamAvatar
        avatar={team.avatar}
        name={team.teamName}
        colorKey={team.rosterId}
        className={cn(avatarClassName, inTable && 'hidden sm:flex')}
      />
      <div className={cn('min-w-0', inTable && 'w-28 sm:w-auto sm:min-w-44', className)}>
        <ManagerLink ownerId={team.ownerId} className="block font-medium break-words">
          {team.teamName}
        </ManagerLink>
        <span
          className={cn(
            'block text-xs break-words text-muted-foreground',
            phoneDetail != null && 'hidden sm:block',
          )}
        >
          {team.ownerName}
        </span>
        {phoneDetail != null && (
          <span className="block truncate text-xs text-muted-foreground tabular-nums sm:hidden">
            {phoneDetail}
          </span>
        )}
      </div>
    </>
  );
}
