import { useMountTime } from '@/lib/page-time';
import { useState } from 'react';
import type { TransactionType } from '@common/league';
import { TRANSACTION_TYPES } from '@common/league-constants';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useTransactions } from './api';
import { TransactionRow } from './TransactionRow';

const PAGE_SIZE = 20;
const TYPE_LABELS: Record<TransactionType, string> = {
  trade: 'Trades',
  waiver: 'Waivers',
  free_agent: 'Free agents',
  other: 'Commissioner',
};

/** 'View All Activity' (docs/product.md D6): every transaction of the season, filterable by type, paged. */
export function AllActivityDialog({
  leagueId,
  open,
  onOpenChange,
}: {
  leagueId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [type, setType] = useState<TransactionType | undefined>(undefined);
  const [page, setPage] = useState(0);
  const query = useTransactions(leagueId, { limit: PAGE_SIZE, offset: page * PAGE_SIZE, type }, open);
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const now = useMountTime();
  const choose = (next: TransactionType | undefined) => {
    setType(next);
    setPage(0);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>All League Activity</DialogTitle>
          <DialogDescription>Every transaction of the season, newest first.</DialogDescription>
        </DialogHeader>
        <div role="group" aria-label="Filter by type" className="flex flex-wrap gap-2">
          {[undefined, ...TRANSACTION_TYPES].map((option) => (
            <Button
              key={option ?? 'all'}
              size="sm"
              variant={type === option ? 'default' : 'outline'}
              aria-pressed={type === option}
              className="h-11 sm:h-9"
              onClick={() => choose(option)}
            >
              {option ? TYPE_LABELS[option] : 'All'}
            </Button>
          ))}
        </div>
        {query.isPending ? (
          <div className="space-y-2" aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} className="h-14" />
            ))}
          </div>
        ) : query.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The activity could not be loaded.
          </p>
        ) : query.data.transactions.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No recent transactions found</p>
        ) : (
          <ul className={cn(query.isPlaceholderData && 'opacity-60')} aria-busy={query.isFetching}>
            {query.data.transactions.map((tx) => (
              <TransactionRow key={tx.id} leagueId={leagueId} transaction={tx} now={now} />
            ))}
          </ul>
        )}
        <div className="flex items-center justify-between gap-2">
          <Button variant="outline" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Page {Math.min(page + 1, pages)} of {pages} · {total} total
          </p>
          <Button variant="outline" disabled={page + 1 >= pages} onClick={() => setPage((p) => p + 1)}>
            Next
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
