// Trade history (/trades): every trade of every season, filterable by season and manager
// (kept in the URL so a filtered list can be shared).
import { AlertTriangleIcon, ArrowLeftRightIcon } from 'lucide-react';
import { EmptyState } from '@/components/EmptyState';
import { StaleDataNotice } from '@/components/StaleDataNotice';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useLeagueId } from '@/lib/league';
import { tradesQuery, useTrades } from '@/entities/trade/api';
import { SeasonManagerFilters, useSeasonManagerFilters } from '@/entities/trade/SeasonManagerFilters';
import { TradeCard } from '@/entities/trade/TradeCard';

export default function TradesPage() {
  const leagueId = useLeagueId();
  const { filters, setFilter } = useSeasonManagerFilters();
  const trades = useTrades(leagueId, filters);
  return (
    <div className="mx-auto w-full max-w-5xl space-y-4 sm:space-y-6">
      <header className="space-y-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <ArrowLeftRightIcon className="size-6 text-primary" aria-hidden="true" /> Trade History
        </h1>
        <p className="text-sm text-muted-foreground">
          Every completed trade, what each side got, and what the players scored for their new team that
          season.
        </p>
        <StaleDataNotice queryKey={tradesQuery(leagueId, filters).queryKey} />
      </header>
      <SeasonManagerFilters
        idPrefix="trades"
        label="Filter trades"
        filters={filters}
        seasons={trades.data?.seasons}
        managers={trades.data?.managers}
        onChange={setFilter}
      />
      {trades.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading the trades">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-36" />
          ))}
        </div>
      ) : trades.isError ? (
        <EmptyState
          icon={AlertTriangleIcon}
          title="Could not load the trades"
          description={errorMessage(trades.error, 'Please try again later.')}
        />
      ) : trades.data.trades.length === 0 ? (
        <EmptyState icon={ArrowLeftRightIcon} title="No trades match these filters" />
      ) : (
        <>
          <p className="text-sm text-muted-foreground" aria-live="polite" data-testid="trades-count">
            {trades.data.trades.length} {trades.data.trades.length === 1 ? 'trade' : 'trades'}
          </p>
          <ul className="space-y-3">
            {trades.data.trades.map((trade) => (
              <li key={trade.id} className="render-when-near">
                <TradeCard trade={trade} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
