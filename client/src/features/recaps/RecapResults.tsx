import { Link } from 'react-router';
import type { RecapGame, RecapTeam } from '@common/recap';
import { roundSideText } from '@common/two-week-round';
import { ManagerLink } from '@/components/ManagerLink';
import { TeamAvatar } from '@/components/TeamAvatar';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { cardLeader, formatPoints, wonByText } from '@/lib/format';
import { gameHref } from '@/entities/record/links';
import { RoundResult } from '@/entities/record/RoundResult';

/**
 * One side of a result: its team and points, a two-week game's over both weeks with each week apart
 * ("285.4 (163.1 + 122.3)"), the sum its result is decided on, not the week's alone.
 */
function Side({
  game,
  which,
  team,
  lost,
}: {
  game: RecapGame;
  which: 'home' | 'away';
  team?: RecapTeam;
  lost: boolean;
}) {
  const side = game[which];
  return (
    <div className="flex min-w-0 items-center gap-2" data-testid="recap-side">
      <TeamAvatar avatar={team?.avatar} name={side.teamName} colorKey={side.rosterId} className="size-7" />
      <ManagerLink ownerId={team?.ownerId} className="min-w-0 flex-1 font-medium break-words">
        {side.teamName}
      </ManagerLink>
      <span
        className={cn('text-right font-semibold tabular-nums', lost && 'text-muted-foreground')}
        data-testid="recap-side-points"
      >
        {game.round ? roundSideText(game.round, which) : formatPoints(side.points)}
      </span>
    </div>
  );
}

const WINNER_HOME = ['home', 'away'] as const;
const WINNER_AWAY = ['away', 'home'] as const;

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
          const leader = cardLeader(game);
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
              {game.round && <RoundResult game={game} weeks={false} />}
              {/* A result reads winner first (the leader of a two-week game on its sum). */}
              {(leader === game.away.rosterId ? WINNER_AWAY : WINNER_HOME).map((which) => (
                <Side
                  key={which}
                  game={game}
                  which={which}
                  team={teams.get(game[which].rosterId)}
                  lost={leader !== null && leader !== game[which].rosterId}
                />
              ))}
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
