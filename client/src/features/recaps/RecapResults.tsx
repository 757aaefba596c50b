import { Link } from 'react-router';
import type { RecapGame, RecapTeam } from '@common/recap';
import { ManagerLink } from '@/components/ManagerLink';
import { TeamAvatar } from '@/components/TeamAvatar';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { cardLeader, formatPoints, wonByText } from '@/lib/format';
import { gameHref } from '@/shared/records/links';
import { RoundResult } from '@/shared/records/RoundResult';

function Side({ side, team, lost }: { side: RecapGame['home']; team?: RecapTeam; lost: boolean }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <TeamAvatar avatar={team?.avatar} name={side.teamName} colorKey={side.rosterId} className="size-7" />
      <ManagerLink ownerId={team?.ownerId} className="min-w-0 flex-1 font-medium break-words">
        {side.teamName}
      </ManagerLink>
      <span className={cn('font-semibold tabular-nums', lost && 'text-muted-foreground')}>
        {formatPoints(side.points)}
      </span>
    </div>
  );
}

interface RecapResultsProps {
  season: string;
  week: number;
  games: RecapGame[];
  median: number | null;
  teams: ReadonlyMap<number, RecapTeam>;
}

/** The week's games (winner in full colour) and, in a median season, the median every team also played. */
export function RecapResults({ season, week, games, median, teams }: RecapResultsProps) {
  return (
    <div className="space-y-3">
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {games.map((game) => {
          return (
            <li
              key={game.matchupId}
              className="space-y-2 rounded-lg border bg-card p-3 text-sm"
              data-testid="recap-game"
              data-matchup-id={game.matchupId}
            >
              <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
                {game.stage ? (
                  <Badge variant="secondary">{game.stage}</Badge>
                ) : (
                  <span>Matchup {game.matchupId}</span>
                )}
                {!game.round && <span>{wonByText(game)}</span>}
              </div>
              {game.round && <RoundResult game={game} />}
              <Side
                side={game.home}
                team={teams.get(game.home.rosterId)}
                lost={cardLeader(game) === game.away.rosterId}
              />
              <Side
                side={game.away}
                team={teams.get(game.away.rosterId)}
                lost={cardLeader(game) === game.home.rosterId}
              />
            </li>
          );
        })}
      </ul>
      <p className="flex flex-wrap justify-between gap-2 text-sm text-muted-foreground">
        {median !== null && (
          <span data-testid="recap-median">
            The week’s median was {formatPoints(median)}: every team above it won a second game.
          </span>
        )}
        <Link
          to={gameHref(season, week)}
          className="font-medium text-primary underline-offset-2 hover:underline"
        >
          Both lineups of every game
        </Link>
      </p>
    </div>
  );
}
