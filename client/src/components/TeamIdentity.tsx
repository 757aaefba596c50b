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
}

/** A table's team cell in the almanac: avatar, team name (to the manager's page) and owner below. */
export function TeamIdentity({ team }: TeamIdentityProps) {
  return (
    <>
      <TeamAvatar avatar={team.avatar} name={team.teamName} colorKey={team.rosterId} className="size-7" />
      <div className="min-w-0">
        <ManagerLink ownerId={team.ownerId} className="block truncate font-medium">
          {team.teamName}
        </ManagerLink>
        <span className="block truncate text-xs text-muted-foreground">{team.ownerName}</span>
      </div>
    </>
  );
}
