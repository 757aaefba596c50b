import type { MatchupTeam, TeamOutlook } from '@common/league';
import { ManagerLink } from '@/components/ManagerLink';
import { TeamAvatar } from '@/components/TeamAvatar';
import { cn } from '@/lib/cn';
import { formatPoints } from '@/lib/format';
import { formatRecord } from '@/lib/format';
import { OutlookText } from './OutlookText';

/**
 * A team's avatar, name (a link to its manager's page), and username with record: shared by the
 * matchup card and the roster dialog. The name takes the lines it needs rather than being cut
 * (docs/decisions/0038), and the record never wraps apart from its dot (a long username puts it on a
 * line of its own).
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
        <p className={cn('break-words', nameClassName)} data-testid="team-name">
          <ManagerLink ownerId={team.ownerId}>{team.name}</ManagerLink>
        </p>
        <p className="text-xs break-words text-muted-foreground" data-testid="team-handle">
          @{team.username} <span className="whitespace-nowrap">· {formatRecord(team)}</span>
        </p>
      </div>
    </>
  );
}

/**
 * One team of a pair: avatar, team name, username, record and points to one decimal, and while the
 * week is played its outlook on a line of its own under them (beside the score it squeezed the name).
 * The two sides stand side by side when their card is wide enough (`@lg`, the card's own width, not
 * the screen's: at 768 px the menu beside it leaves the card a phone's width), else one above the other.
 */
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
    <div className="min-w-0 flex-1">
      <div
        className={cn('flex items-center gap-2', align === 'right' && '@lg:flex-row-reverse @lg:text-right')}
      >
        <TeamIdentity team={team} nameClassName="text-sm font-medium" />
        <p
          data-testid="team-points"
          data-points-of={team.rosterId}
          className={cn(
            'shrink-0 text-lg font-bold tabular-nums',
            ahead ? 'text-emerald-700 dark:text-emerald-400' : 'text-foreground',
          )}
        >
          {formatPoints(team.points)}
        </p>
      </div>
      {outlook && (
        <p
          className={cn(
            'mt-0.5 pl-11 text-xs text-muted-foreground tabular-nums',
            align === 'right' && '@lg:pr-11 @lg:pl-0 @lg:text-right',
          )}
          data-testid="team-outlook"
          title="Starters still to finish · projected final · chance to win"
        >
          <OutlookText outlook={outlook} />
        </p>
      )}
    </div>
  );
}
