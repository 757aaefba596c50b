// Trade history (/trades, issue 15): every trade of every season, filterable by season and manager
// (kept in the URL so a filtered list can be shared).
import { AlertTriangleIcon, ArrowLeftRightIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/EmptyState';
import { StaleDataNotice } from '@/components/StaleDataNotice';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useLeagueId } from '@/lib/league';
import { tradeFilters, tradesKey, useTrades } from './api';
import { TradeCard } from './TradeCard';

const ANY = 'any';

export default function TradesPage() {
  const leagueId = useLeagueId();
  const [params, setParams] = useSearchParams();
  const { season, manager } = tradeFilters(params);
  const trades = useTrades(leagueId, { season, manager });
  const setFilter = (name: 'season' | 'manager', value: string) => {
    const next = new URLSearchParams(params);
    if (value === ANY) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true, preventScrollReset: true });
  };
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
        <StaleDataNotice queryKey={tradesKey(leagueId, { season, manager })} />
      </header>
      <div className="grid gap-3 sm:grid-cols-2" role="group" aria-label="Filter trades">
        <div className="space-y-1.5">
          <Label htmlFor="trades-season">Season</Label>
          <Select value={season ?? ANY} onValueChange={(value) => setFilter('season', value)}>
            <SelectTrigger id="trades-season">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>Every season</SelectItem>
              {(trades.data?.seasons ?? (season ? [season] : [])).map((s) => (
                <SelectItem key={s} value={s}>
                  {s}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="trades-manager">Manager</Label>
          <Select value={manager ?? ANY} onValueChange={(value) => setFilter('manager', value)}>
            <SelectTrigger id="trades-manager">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>Every manager</SelectItem>
              {(trades.data?.managers ?? []).map((m) => (
                <SelectItem key={m.ownerId} value={m.ownerId}>
                  {m.ownerName}
                  {m.current ? '' : ' (past member)'}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
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
