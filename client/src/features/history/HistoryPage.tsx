// League History (/history, docs/product.md §2 "League History"): everything is computed on the server and
// loaded with one request per section (history, transaction stats, each season's payouts, recaps on demand).
import { HistoryIcon } from 'lucide-react';
import { EmptyState } from '@/components/EmptyState';
import { StaleDataNotice } from '@/components/StaleDataNotice';
import { errorMessage } from '@/lib/api';
import { useLeagueId } from '@/lib/league';
import { historyQuery, useHistory, useTransactionStats } from './api';
import { CareerTotals } from './CareerTotals';
import { ChampionshipHistory } from './ChampionshipHistory';
import { HeadToHeadMatrix } from './HeadToHeadMatrix';
import { HistoryStatistics } from './HistoryStatistics';
import { LeagueStatistics } from './LeagueStatistics';
import { LoadingMessages } from './LoadingMessages';
import { OverviewTiles } from './OverviewTiles';
import { SeasonDetails } from './SeasonDetails';
import { SeasonRecords } from './SeasonRecords';

export default function HistoryPage() {
  const leagueId = useLeagueId();
  const history = useHistory(leagueId);
  const stats = useTransactionStats(leagueId);

  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 sm:space-y-6">
      <header className="space-y-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <HistoryIcon className="size-6 text-primary" aria-hidden="true" /> League History
        </h1>
        <p className="text-sm text-muted-foreground">
          Every season, champion, payout and record of the league.
        </p>
        <StaleDataNotice queryKey={historyQuery(leagueId).queryKey} />
      </header>
      {history.isPending ? (
        <LoadingMessages />
      ) : history.isError ? (
        <EmptyState
          icon={HistoryIcon}
          title="Could not load the league history"
          description={errorMessage(history.error, 'Please try again later.')}
        />
      ) : history.data.seasons.length === 0 ? (
        <EmptyState icon={HistoryIcon} title="No historical data available" />
      ) : (
        <>
          <OverviewTiles overview={history.data.overview} />
          <ChampionshipHistory seasons={history.data.seasons} />
          <SeasonDetails seasons={history.data.seasons} />
          <LeagueStatistics history={history.data} stats={stats} />
          <HistoryStatistics history={history.data} stats={stats.data} />
          <CareerTotals history={history.data} stats={stats.data} />
          <HeadToHeadMatrix />
          <SeasonRecords history={history.data} stats={stats.data} />
        </>
      )}
    </div>
  );
}
