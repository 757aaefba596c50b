import type { RecapGame, RecapTeam } from '@common/recap';
import { roundSideText } from '@common/two-week-round';
import { ordinal } from '@common/ordinal';
import { ManagerLink } from '@/components/ManagerLink';
import { TeamAvatar } from '@/components/TeamAvatar';
import { cn } from '@/lib/cn';
import { formatPoints } from '@/lib/format';
import { formatRecord } from '@/lib/format';
import { RankMovement } from '@/components/RankMovement';
import { chanceMoves, type ChanceMove } from './movers';

function Chance({ move }: { move: ChanceMove }) {
  return (
    <span className="whitespace-nowrap tabular-nums">
      <span className="text-muted-foreground">{move.before}</span>
      <span aria-hidden="true"> → </span>
      <span className="sr-only"> to </span>
      <span
        className={cn(
          'font-semibold',
          move.trend === 'up' && 'text-emerald-700 dark:text-emerald-400',
          move.trend === 'down' && 'text-red-700 dark:text-red-400',
        )}
      >
        {move.after}
      </span>
    </span>
  );
}

/**
 * The week of one team in a few words: its result and score, and its result against the median. A
 * two-week game's result is its sum's, so the score beside it is too, each week apart: "W 285.4
 * (163.1 + 122.3)", never the W beside week 18's lower score alone.
 */
function weekLine(team: RecapTeam, games: readonly RecapGame[]): string {
  const game = games.find((g) => g.home.rosterId === team.rosterId || g.away.rosterId === team.rosterId);
  const points = game?.round
    ? roundSideText(game.round, game.home.rosterId === team.rosterId ? 'home' : 'away')
    : formatPoints(team.points);
  const result = team.result ? `${team.result} ${points}` : points;
  return team.medianResult ? `${result}, median ${team.medianResult}` : result;
}

/**
 * Every team in the standings' order after the week: its rank before and after, its record and week,
 * and its playoff and title chances before and after. One row per team: on a phone the chances go
 * under the team, from 640 px beside it.
 */
export function RecapMovers({
  teams,
  games,
  playoffWeek,
}: {
  teams: RecapTeam[];
  games: RecapGame[];
  playoffWeek: boolean;
}) {
  return (
    <ol className="divide-y rounded-lg border bg-card text-sm" data-testid="recap-movers">
      {teams.map((team) => {
        const { rankBefore, rankAfter, after } = team.standing;
        const moves = chanceMoves(team, playoffWeek);
        return (
          <li
            key={team.rosterId}
            className="grid grid-cols-[4rem_minmax(0,1fr)] items-center gap-x-2 gap-y-1 px-3 py-2 sm:grid-cols-[5rem_minmax(0,1fr)_9rem_9rem]"
            data-testid="recap-mover"
            data-roster-id={team.rosterId}
          >
            <div className="row-span-2 self-start sm:row-span-1 sm:self-center">
              <span className="flex items-center gap-1 font-semibold tabular-nums">
                {ordinal(rankAfter)} <RankMovement rank={rankAfter} previousRank={rankBefore} />
              </span>
              <span
                className="block text-xs whitespace-nowrap text-muted-foreground"
                data-testid="rank-before"
              >
                from {ordinal(rankBefore)}
              </span>
            </div>
            <div className="flex min-w-0 items-center gap-2">
              <TeamAvatar
                avatar={team.avatar}
                name={team.teamName}
                colorKey={team.rosterId}
                className="size-7"
              />
              <div className="min-w-0">
                <ManagerLink ownerId={team.ownerId} className="block font-medium break-words">
                  {team.teamName}
                </ManagerLink>
                <span className="block text-xs text-muted-foreground tabular-nums">
                  {formatRecord(after)} · {weekLine(team, games)}
                </span>
              </div>
            </div>
            <dl className="col-span-1 grid grid-cols-2 gap-2 text-xs sm:col-span-2 sm:text-right sm:text-sm">
              <div data-testid="playoff-move">
                <dt className="text-xs text-muted-foreground">Playoffs</dt>
                <dd>
                  <Chance move={moves.playoffs} />
                </dd>
              </div>
              <div data-testid="title-move">
                <dt className="text-xs text-muted-foreground">Title</dt>
                <dd>
                  <Chance move={moves.title} />
                </dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ol>
  );
}
