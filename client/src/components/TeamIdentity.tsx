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
}

/** A team as the almanac shows it: avatar, team name (to the manager's page) and owner below. */
export function TeamIdentity({ team, avatarClassName = 'size-7', className }: TeamIdentityProps) {
  return (
    <>
      <TeamAvatar
        avatar={team.avatar}
        name={team.teamName}
        colorKey={team.rosterId}
        className={avatarClassName}
      />
      <div className={cn('min-w-0', className)}>
        <ManagerLink ownerId={team.ownerId} className="block truncate font-medium">
          {team.teamName}
        </ManagerLink>
        <span className="block truncate text-xs text-muted-foreground">{team.ownerName}</span>
      </div>
    </>
  );
}
