// The games of any week of any season (/games/{season}/{week}): every record links here, to
// its game (#matchup-{id}), with both lineups and the points left on the bench.
import { useEffect } from 'react';
import { AlertTriangleIcon, CalendarDaysIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import type { BoxSide, WeekGamesResponse } from '@common/almanac';
import { EmptyState } from '@/components/EmptyState';
import { TeamIdentity } from '@/components/TeamIdentity';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { cn } from '@/lib/cn';
import { cardLeader, formatPoints, wonByText } from '@/lib/format';
import { RoundResult } from '@/entities/record/RoundResult';
import { useLeagueId } from '@/lib/league';
import { useWeekGames, weekOf } from '@/entities/record/api';
import { gameHref } from '@/entities/record/links';

function Side({ side, won }: { side: BoxSide; won: boolean }) {
  return (
    <div className="min-w-0 flex-1 space-y-2">
      <div className="flex items-center gap-2">
        <TeamIdentity team={side} avatarClassName="size-9" className="flex-1" />
        <span className={cn('text-xl font-bold tabular-nums', !won && 'text-muted-foreground')}>
          {formatPoints(side.points)}
        </span>
      </div>
      {side.starters.length > 0 && (
        <ul className="space-y-0.5 text-xs" aria-label={`${side.teamName} starters`}>
          {side.starters.map((player) => (
            <li key={player.playerId} className="flex justify-between gap-2">
              <span className="min-w-0 break-words">
                <span className="inline-block w-8 text-muted-foreground">{player.position ?? ''}</span>
                {player.name}
              </span>
              <span className="tabular-nums">{formatPoints(player.points)}</span>
            </li>
          ))}
        </ul>
      )}
      {side.benchPoints !== null && (
        <p className="text-xs text-muted-foreground">Bench: {formatPoints(side.benchPoints)} pts</p>
      )}
    </div>
  );
}

/** Teams without an opponent this week: their points count in their points for, in no record. */
function Byes({ byes }: { byes: WeekGamesResponse['byes'] }) {
  if (byes.length === 0) return null;
  return (
    <Card data-testid="week-byes">
      <CardContent className="space-y-3 pt-6">
        <div className="text-xs text-muted-foreground">
          Bye: no opponent this week. The points count in points for, in no win, loss or game.
        </div>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          {byes.map((side) => (
            <Side key={side.rosterId} side={side} won />
          ))}
        </div>
      </CardContent>
    </Card>
  );
}

/** A playoff week of a season still played whose games the bracket has not set yet. */
function notSetYet(data: WeekGamesResponse): boolean {
  return data.playoffWeek && !data.complete && data.games.length === 0;
}

function Games({ data, target }: { data: WeekGamesResponse; target: string }) {
  if (notSetYet(data)) {
    return (
      <EmptyState
        icon={CalendarDaysIcon}
        title={`The playoff games of week ${data.week} are not set yet`}
        description={`The bracket sets them once week ${data.week - 1} is final.`}
      >
        <Button asChild variant="outline">
          <Link to="/bracket">See the bracket as seeded today</Link>
        </Button>
      </EmptyState>
    );
  }
  if (data.games.length === 0 && data.byes.length === 0) {
    return <EmptyState icon={CalendarDaysIcon} title={`No games in week ${data.week} of ${data.season}`} />;
  }
  return (
    <div className="space-y-4">
      <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {data.games.map((game) => {
          const anchor = `matchup-${game.matchupId}`;
          return (
            <li key={game.matchupId} id={anchor} className="scroll-mt-20">
              <Card
                className={cn(target === anchor && 'ring-2 ring-primary')}
                data-testid="week-game"
                data-matchup-id={game.matchupId}
              >
                <CardContent className="space-y-3 pt-6">
                  <div className="flex items-center justify-between text-xs text-muted-foreground">
                    <span>Matchup {game.matchupId}</span>
                    {game.playoffs && <Badge variant="secondary">Playoffs</Badge>}
                    {data.complete && !game.round && <span>{wonByText(game)}</span>}
                  </div>
                  {data.complete && game.round && <RoundResult game={game} />}
                  <div className="flex flex-col gap-4 sm:flex-row">
                    <Side side={game.home} won={cardLeader(game) !== game.away.rosterId} />
                    <Side side={game.away} won={cardLeader(game) !== game.home.rosterId} />
                  </div>
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
      <Byes byes={data.byes} />
    </div>
  );
}

export default function WeekGamesPage() {
  const leagueId = useLeagueId();
  const params = useParams();
  const season = params.season ?? '';
  const week = weekOf(params)?.week ?? null;
  const games = useWeekGames(leagueId, season, week ?? 0);
  const { hash } = useLocation();
  const target = hash.replace(/^#/, '');
  useEffect(() => {
    if (games.data && target) document.getElementById(target)?.scrollIntoView({ block: 'center' });
  }, [games.data, target]);
  const lastWeek = games.data?.lastWeek;
  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 sm:space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <CalendarDaysIcon className="size-6 text-primary" aria-hidden="true" /> {season} Week {week ?? ''}
          </h1>
          <p className="text-sm text-muted-foreground">
            {!games.data?.playoffWeek
              ? 'Every game of the week.'
              : notSetYet(games.data)
                ? 'A playoff week.'
                : 'Playoff week: bracket games are marked.'}
          </p>
        </div>
        <nav aria-label="Weeks" className="flex gap-2">
          {week !== null && week > 1 && (
            <Button asChild variant="outline">
              <Link to={gameHref(season, week - 1)}>
                <ChevronLeftIcon className="size-4" aria-hidden="true" /> Week {week - 1}
              </Link>
            </Button>
          )}
          {week !== null && lastWeek !== undefined && week < lastWeek && (
            <Button asChild variant="outline">
              <Link to={gameHref(season, week + 1)}>
                Week {week + 1} <ChevronRightIcon className="size-4" aria-hidden="true" />
              </Link>
            </Button>
          )}
        </nav>
      </header>
      {games.isPending ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-2" role="status" aria-label="Loading the games">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-64" />
          ))}
        </div>
      ) : games.isError ? (
        <EmptyState
          icon={AlertTriangleIcon}
          title="Could not load this week"
          description={errorMessage(games.error, 'Please try again later.')}
        />
      ) : (
        <Games data={games.data} target={target} />
      )}
    </div>
  );
}
