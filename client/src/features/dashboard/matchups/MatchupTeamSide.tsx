import type { MatchupTeam, TeamOutlook } from '@common/league';
import { ManagerLink } from '@/components/ManagerLink';
import { TeamAvatar } from '@/components/TeamAvatar';
import { cn } from '@/lib/cn';
import { formatPoints } from '@/lib/format';
import { formatRecord } from '@/lib/format';
import { formatChance } from '@/shared/playoff-odds/chance';

/**
 * A team's avatar, name (a link to its manager's page), and username with record: shared by the
 * matchup card and the roster dialog.
 */
export function TeamIdentity({
  team,
  nameClassName,
  avatarClassName,
}: {
  team: MatchupTeam;
  nameClassName: string;
  /** Extra classes of the avatar (the roster dialog leaves it out on a phone). */
  avatarClassName?: string;
}) {
  return (
    <>
      <TeamAvatar
        avatar={team.avatar}
        name={team.name}
        colorKey={team.rosterId}
        className={cn('size-9 shrink-0', avatarClassName)}
      />
      <div className="min-w-0 flex-1">
        <p className={cn('truncate', nameClassName)}>
          <ManagerLink ownerId={team.ownerId}>{team.name}</ManagerLink>
        </p>
        <p className="truncate text-xs text-muted-foreground">
          @{team.username} · {formatRecord(team)}
        </p>
      </div>
    </>
  );
}

/** One team of a pair: avatar, team name, username, record and points to one decimal. */
export function MatchupTeamSide({
  team,
  ahead,
  outlook,
  align = 'left',
}: {
  team: MatchupTeam;
  /** Leading the game, or its winner once final. */
  ahead: boolean;
  /** While the week is played: players left, projected final, chance to win. */
  outlook: TeamOutlook | undefined;
  align?: 'left' | 'right';
}) {
  return (
    <div
      className={cn(
        'flex min-w-0 flex-1 items-center gap-2',
        align === 'right' && 'sm:flex-row-reverse sm:text-right',
      )}
    >
      <TeamIdentity team={team} nameClassName="text-sm font-medium" />
      <div className={cn('shrink-0 text-right', align === 'right' && 'sm:text-left')}>
        <p
          data-testid="team-points"
          data-points-of={team.rosterId}
          className={cn(
            'text-lg font-bold tabular-nums',
            ahead ? 'text-emerald-700 dark:text-emerald-400' : 'text-foreground',
          )}
        >
          {formatPoints(team.points)}
        </p>
        {outlook && (
          <p
            className="text-[11px] text-muted-foreground tabular-nums"
            data-testid="team-outlook"
            title="Starters still to finish · projected final · chance to win"
          >
            {outlook.playersLeft} left · proj {formatPoints(outlook.projectedFinal)} ·{' '}
            {formatChance(outlook.winChance, false)}
          </p>
        )}
      </div>
    </div>
  );
}
