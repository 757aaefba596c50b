// Power rankings (/power-rankings): this season's all-play power ranking, a chart of every team's rank week
// by week, and how it is computed (decision 0016).
import { useQuery } from '@tanstack/react-query';
import { AlertTriangleIcon, TrendingUpIcon } from 'lucide-react';
import type { PowerRankingsResponse } from '@common/almanac';
import { LineChart } from '@/components/charts/LineChart';
import { teamLineColor } from '@/components/charts/palette';
import { EmptyState } from '@/components/EmptyState';
import { ProvisionalNote } from '@/components/ProvisionalNote';
import { StaleDataNotice } from '@/components/StaleDataNotice';
import { TeamIdentity } from '@/components/TeamIdentity';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { STICKY_FIRST, STICKY_FIRST_HEAD, TableScroll } from '@/components/ui/table-scroll';
import { errorMessage } from '@/lib/api';
import { authUserQuery } from '@/lib/session';
import { cn } from '@/lib/cn';
import { formatPoints } from '@/lib/format';
import { useLeagueId } from '@/lib/league';
import { formatRecord } from '@/lib/format';
import { powerRankingsQuery, usePowerRankings } from './api';
import { RankMovement } from '@/components/RankMovement';

const pct = (share: number) => `${Math.round(share * 100)}%`;

/** A figure's cell: tight on a phone, where the team, its power and record share 375 px. */
const FIGURE = 'px-2 py-2 tabular-nums sm:px-3';

function RankingTable({ data }: { data: PowerRankingsResponse }) {
  // On a phone the rank and team (sticky) and the power score and record are in view; all-play, points,
  // form and luck scroll in beside the team.
  return (
    <TableScroll label="Power rankings">
      <table className="w-full text-sm" data-testid="power-rankings-table">
        <caption className="sr-only">Power rankings after week {data.weeks.at(-1)}</caption>
        <thead className="bg-muted text-left text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className={cn(STICKY_FIRST_HEAD, 'px-2 py-2 sm:px-3')}>
              Team
            </th>
            <th scope="col" className={cn(FIGURE, 'text-right')}>
              Power
            </th>
            <th scope="col" className={FIGURE}>
              Record
            </th>
            <th scope="col" className={FIGURE}>
              All-play
            </th>
            <th scope="col" className={cn(FIGURE, 'text-right')}>
              PF
            </th>
            <th scope="col" className={cn(FIGURE, 'text-right')}>
              Form
            </th>
            <th scope="col" className={cn(FIGURE, 'text-right')}>
              Luck
            </th>
          </tr>
        </thead>
        <tbody>
          {data.teams.map((team) => (
            <tr key={team.rosterId} className="border-t bg-card" data-testid="power-row">
              <th scope="row" className={cn(STICKY_FIRST, 'px-2 py-2 text-left font-normal sm:px-3')}>
                <div className="flex items-center gap-2">
                  <span className="flex w-6 shrink-0 flex-col items-end text-right">
                    <span className="font-semibold tabular-nums">{team.rank}</span>
                    <RankMovement rank={team.rank} previousRank={team.previousRank} />
                  </span>
                  <TeamIdentity team={team} inTable />
                </div>
              </th>
              <td className={cn(FIGURE, 'text-right font-semibold')}>{team.power.toFixed(1)}</td>
              <td className={FIGURE}>{formatRecord(team.record)}</td>
              <td className={cn(FIGURE, 'whitespace-nowrap')}>
                {formatRecord(team.allPlay)}{' '}
                <span className="text-xs text-muted-foreground">({pct(team.allPlayPct)})</span>
              </td>
              <td className={cn(FIGURE, 'text-right')}>{formatPoints(team.pointsFor)}</td>
              <td className={cn(FIGURE, 'text-right')}>{pct(team.formPct)}</td>
              <td
                className={cn(
                  FIGURE,
                  'text-right',
                  team.luck > 0.5 && 'text-emerald-700 dark:text-emerald-400',
                  team.luck < -0.5 && 'text-red-700 dark:text-red-400',
                )}
              >
                {team.luck > 0 ? '+' : ''}
                {team.luck.toFixed(1)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

function RankChart({ data }: { data: PowerRankingsResponse }) {
  const me = useQuery(authUserQuery).data?.sleeperUserId ?? null;
  const teams = data.teams.length;
  const byRoster = [...data.teams].sort((a, b) => a.rosterId - b.rosterId);
  return (
    <LineChart
      title={`Power rank by week, ${data.season}`}
      description="1 is the top. Pick a team below to follow its line."
      xLabel="Week"
      yLabel="Power rank"
      xValues={data.weeks}
      formatX={(week) => String(week)}
      yDomain={[1, teams]}
      integerY
      invertY
      step
      height={320}
      emphasis={String(byRoster.find((team) => me !== null && team.ownerId === me)?.rosterId ?? '')}
      series={byRoster.map((team) => ({
        id: String(team.rosterId),
        label: team.teamName,
        color: teamLineColor(team.rosterId),
        points: team.ranks.map((rank, i) => ({ x: data.weeks[i]!, y: rank })),
      }))}
    />
  );
}

function Rankings({ data }: { data: PowerRankingsResponse }) {
  if (data.weeks.length === 0) {
    return (
      <EmptyState
        icon={TrendingUpIcon}
        title="No games played yet"
        description="The rankings start after the first week of the season."
      />
    );
  }
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>This week&apos;s ranking</CardTitle>
          <CardDescription>
            All-play: the team&apos;s score against every other team&apos;s score each week. Luck: actual wins
            minus the wins all-play predicts.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <RankingTable data={data} />
        </CardContent>
      </Card>
      <Card className="render-when-near">
        <CardContent className="pt-6">
          <RankChart data={data} />
        </CardContent>
      </Card>
      <Card className="render-when-near">
        <CardHeader>
          <CardTitle>How the ranking is computed</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-1.5 pl-5 text-sm text-muted-foreground" data-testid="power-method">
            <li>
              <strong className="text-foreground">All-play ({pct(data.weights.allPlay)}):</strong> every week,
              each team&apos;s score is played against every other team&apos;s score, so a 150-point week
              beats eleven opponents, not just one. The season&apos;s all-play win share counts half.
            </li>
            <li>
              <strong className="text-foreground">Scoring ({pct(data.weights.scoring)}):</strong> points per
              week against the league&apos;s average (50 = average, 60 = 20% better).
            </li>
            <li>
              <strong className="text-foreground">Form ({pct(data.weights.form)}):</strong> the all-play win
              share of the last {data.formWeeks} weeks.
            </li>
            <li>
              Power is the weighted sum on a 0-100 scale. Ties go to all-play, then points for. The chart
              shows every team&apos;s rank after each week.
            </li>
          </ul>
        </CardContent>
      </Card>
    </>
  );
}

export default function PowerRankingsPage() {
  const leagueId = useLeagueId();
  const rankings = usePowerRankings(leagueId);
  const data = rankings.data;
  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 sm:space-y-6">
      <header className="space-y-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <TrendingUpIcon className="size-6 text-primary" aria-hidden="true" /> Power Rankings
        </h1>
        <p className="text-sm text-muted-foreground">
          {data && data.weeks.length > 0
            ? `${data.season} season, after week ${data.weeks.at(-1)}.`
            : 'Who is actually good, whatever the record says.'}
        </p>
        <StaleDataNotice queryKey={powerRankingsQuery(leagueId).queryKey} />
        <ProvisionalNote weeks={data?.provisionalWeeks ?? []} />
      </header>
      {rankings.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading the power rankings">
          <Skeleton className="h-96 w-full" />
          <Skeleton className="h-80 w-full" />
        </div>
      ) : rankings.isError ? (
        <EmptyState
          icon={AlertTriangleIcon}
          title="Could not load the power rankings"
          description={errorMessage(rankings.error, 'Please try again later.')}
        />
      ) : (
        <Rankings data={rankings.data} />
      )}
    </div>
  );
}
