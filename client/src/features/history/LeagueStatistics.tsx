import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { BarChart3Icon } from 'lucide-react';
import type { HistoryResponse, SeasonMark, TransactionStatsResponse } from '@common/history';
import { ManagerLink } from '@/components/ManagerLink';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPoints } from '@/lib/format';
import { FinishChart } from './charts';
import { formatMarkValue, markHolder } from './format';
import { HolderList } from './HolderList';
import { Section } from './Section';

export function MarkRow({
  label,
  mark,
  unit,
  testId,
}: {
  label: string;
  mark: SeasonMark | null;
  unit: 'points' | 'count';
  testId?: string;
}) {
  return (
    <li className="flex items-start justify-between gap-3 py-2" data-testid={testId}>
      <div className="min-w-0">
        <div className="text-sm font-medium">{label}</div>
        <div className="text-xs break-words text-muted-foreground">
          {mark ? (
            <HolderList
              holders={[mark, ...(mark.tiedWith ?? [])]}
              keyOf={(holder) => `${holder.ownerId ?? holder.teamName}-${holder.season ?? ''}`}
            >
              {(holder) => (
                <>
                  <ManagerLink ownerId={holder.ownerId}>{markHolder(holder)}</ManagerLink>
                  {holder.season && ` (${holder.season})`}
                </>
              )}
            </HolderList>
          ) : (
            'No data yet'
          )}
          {mark?.tiedWith && <span className="sr-only"> (tied)</span>}
        </div>
      </div>
      <span className="font-semibold tabular-nums">{mark ? formatMarkValue(mark, unit) : '—'}</span>
    </li>
  );
}

function SubSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <h3 className="mb-1 font-semibold">{title}</h3>
      {children}
    </div>
  );
}

function TransactionLeaders({ stats }: { stats: UseQueryResult<TransactionStatsResponse> }) {
  if (stats.isPending) {
    return (
      <div
        role="status"
        aria-label="Loading transaction leaders"
        className="space-y-2"
        data-testid="transaction-leaders-loading"
      >
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-10" />
        ))}
      </div>
    );
  }
  if (stats.isError || stats.data.seasons.length === 0) {
    return (
      <div className="text-sm text-muted-foreground" data-testid="transaction-leaders-unavailable">
        <p>Transaction data unavailable</p>
        {stats.isError && <p className="text-xs text-destructive">Failed to fetch transaction statistics</p>}
      </div>
    );
  }
  const { leaders, seasons } = stats.data;
  return (
    <>
      <ul className="divide-y" data-testid="transaction-leaders">
        <MarkRow label="Most Trades, Completed Seasons" mark={leaders.mostTradesAllTime} unit="count" />
        <MarkRow
          label="Most Waiver Moves, Completed Seasons"
          mark={leaders.mostWaiversAllTime}
          unit="count"
        />
        <MarkRow label="Most Trades in a Season" mark={leaders.mostTradesSeason} unit="count" />
        <MarkRow label="Most Waivers in a Season" mark={leaders.mostWaiversSeason} unit="count" />
      </ul>
      <p className="mt-1 text-xs text-muted-foreground">
        Completed seasons only ({seasons.map((s) => s.season).join(', ')}); the season in progress is
        excluded.
      </p>
    </>
  );
}

/**
 * League Statistics (docs/product.md §2 "League History"): Championship Leaders, Season Trends, Transaction
 * Leaders.
 */
export function LeagueStatistics({
  history,
  stats,
}: {
  history: HistoryResponse;
  stats: UseQueryResult<TransactionStatsResponse>;
}) {
  const { trends } = history;
  return (
    <Section id="league-statistics" icon={BarChart3Icon} title="League Statistics">
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <SubSection title="Championship Leaders">
          {history.championshipLeaders.length === 0 ? (
            <p className="text-sm text-muted-foreground">No champions crowned yet</p>
          ) : (
            <ol className="divide-y" data-testid="championship-leaders">
              {history.championshipLeaders.map((leader, index) => (
                <li key={leader.ownerId} className="flex items-center justify-between gap-3 py-2">
                  <span className="min-w-0 text-sm break-words">
                    <span className="mr-2 font-semibold tabular-nums">{index + 1}.</span>
                    <ManagerLink ownerId={leader.ownerId}>{leader.ownerName}</ManagerLink>
                    <span className="ml-1 text-xs text-muted-foreground">({leader.seasons.join(', ')})</span>
                  </span>
                  <span className="font-semibold tabular-nums">{leader.count}</span>
                </li>
              ))}
            </ol>
          )}
        </SubSection>
        <SubSection title="Season Trends">
          <ul className="divide-y">
            <li className="flex items-start justify-between gap-3 py-2">
              <div className="text-sm font-medium">Highest Scoring Season</div>
              <span className="text-right font-semibold tabular-nums">
                {trends.highestScoringSeason
                  ? `${trends.highestScoringSeason.season} (${formatPoints(trends.highestScoringSeason.totalPoints)})`
                  : '—'}
              </span>
            </li>
            <li className="flex items-start justify-between gap-3 py-2">
              <div className="text-sm font-medium">Total Games Played</div>
              <span className="font-semibold tabular-nums">{trends.totalGamesPlayed}</span>
            </li>
            <MarkRow label="Most Wins All-Time" mark={trends.mostWinsAllTime} unit="count" />
            <MarkRow label="Most Losses All-Time" mark={trends.mostLossesAllTime} unit="count" />
            <MarkRow
              label="Most Points Against All-Time"
              mark={trends.mostPointsAgainstAllTime}
              unit="points"
            />
            <MarkRow
              label="Highest Single-Season Points"
              mark={trends.highestSingleSeasonPoints}
              unit="points"
            />
            <MarkRow label="Most Wins in a Single Season" mark={trends.mostWinsSingleSeason} unit="count" />
          </ul>
        </SubSection>
        <SubSection title="Transaction Leaders">
          <TransactionLeaders stats={stats} />
        </SubSection>
      </div>
      <div className="mt-6">
        <FinishChart seasons={history.seasons} />
      </div>
    </Section>
  );
}
