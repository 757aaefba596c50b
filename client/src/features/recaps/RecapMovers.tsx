import type { RecapTeam } from '@common/recap';
import { ordinal } from '@common/ordinal';
import { ManagerLink } from '@/components/ManagerLink';
import { TeamAvatar } from '@/components/TeamAvatar';
import { cn } from '@/lib/cn';
import { formatPoints } from '@/lib/format';
import { formatRecord } from '../history/format';
import { RankMovement } from '../power-rankings/RankMovement';
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

/** The week of one team in a few words: its result and score, and its result against the median. */
function weekLine(team: RecapTeam): string {
  const result = team.result ? `${team.result} ${formatPoints(team.points)}` : formatPoints(team.points);
  return team.medianResult ? `${result}, median ${team.medianResult}` : result;
}

/**
 * Every team in the standings' order after the week: its rank before and after, its record, and its
 * playoff and title chances before and after. A table a phone scrolls sideways only if it must.
 */
export function RecapMovers({
  teams,
  playoffWeek,
  week,
}: {
  teams: RecapTeam[];
  playoffWeek: boolean;
  week: number;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border" tabIndex={0} role="region" aria-label="Movers">
      <table className="w-full min-w-[20rem] text-sm" data-testid="recap-movers">
        <caption className="sr-only">Standings and chances before and after week {week}</caption>
        <thead className="bg-muted/60 text-left text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-2 py-2 sm:px-3">
              Rank
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3">
              Team
            </th>
            <th scope="col" className="px-2 py-2 text-right sm:px-3">
              Playoffs
            </th>
            <th scope="col" className="px-2 py-2 text-right sm:px-3">
              Title
            </th>
          </tr>
        </thead>
        <tbody>
          {teams.map((team) => {
            const { rankBefore, rankAfter, after } = team.standing;
            const moves = chanceMoves(team, playoffWeek);
            return (
              <tr
                key={team.rosterId}
                className="border-t"
                data-testid="recap-mover"
                data-roster-id={team.rosterId}
              >
                <td className="px-2 py-2 align-top sm:px-3">
                  <span className="flex items-center gap-1 font-semibold tabular-nums">
                    {ordinal(rankAfter)} <RankMovement rank={rankAfter} previousRank={rankBefore} />
                  </span>
                  <span
                    className="block text-xs whitespace-nowrap text-muted-foreground"
                    data-testid="rank-before"
                  >
                    from {ordinal(rankBefore)}
                  </span>
                </td>
                <th scope="row" className="w-full max-w-0 px-2 py-2 text-left font-normal sm:px-3">
                  <span className="flex min-w-0 items-center gap-2">
                    <TeamAvatar
                      avatar={team.avatar}
                      name={team.teamName}
                      colorKey={team.rosterId}
                      className="hidden size-7 sm:flex"
                    />
                    <span className="min-w-0">
                      <ManagerLink ownerId={team.ownerId} className="block truncate font-medium">
                        {team.teamName}
                      </ManagerLink>
                      <span className="block truncate text-xs text-muted-foreground tabular-nums">
                        {formatRecord(after)} · {weekLine(team)}
                      </span>
                    </span>
                  </span>
                </th>
                <td className="px-2 py-2 text-right sm:px-3" data-testid="playoff-move">
                  <Chance move={moves.playoffs} />
                </td>
                <td className="px-2 py-2 text-right sm:px-3" data-testid="title-move">
                  <Chance move={moves.title} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
