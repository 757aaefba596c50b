import { useMountTime } from '@/lib/page-time';
import { lazy, Suspense, useState } from 'react';
import { TRANSACTIONS_DEFAULT_LIMIT } from '@common/league-constants';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useTransactions } from './api';
import { TransactionRow } from './TransactionRow';

// Loaded when first opened: Radix Dialog is not needed for the dashboard's first paint.
const AllActivityDialog = lazy(() =>
  import('./AllActivityDialog').then((module) => ({ default: module.AllActivityDialog })),
);

/**
 * docs/product.md §2 "Transactions card": the ten newest moves, each with a Roast button, and
 * 'View All Activity'.
 */
export function TransactionsCard({ leagueId }: { leagueId: string }) {
  const query = useTransactions(leagueId, { limit: TRANSACTIONS_DEFAULT_LIMIT });
  const [allOpen, setAllOpen] = useState(false);
  const now = useMountTime();
  return (
    <Card className="render-when-near">
      <CardHeader>
        <CardTitle>Recent League Activity</CardTitle>
      </CardHeader>
      <CardContent>
        {query.isPending ? (
          <div className="space-y-3" role="status" aria-label="Loading recent activity">
            {Array.from({ length: 5 }, (_, i) => (
              <div key={i} className="flex gap-3">
                <Skeleton className="size-8 rounded-full" />
                <div className="flex-1 space-y-1.5">
                  <Skeleton className="h-4 w-4/5" />
                  <Skeleton className="h-3 w-2/5" />
                </div>
              </div>
            ))}
          </div>
        ) : query.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The league activity could not be loaded.
          </p>
        ) : query.data.transactions.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No recent transactions found</p>
        ) : (
          <ul aria-label="Recent League Activity">
            {query.data.transactions.map((tx) => (
              <TransactionRow key={tx.id} leagueId={leagueId} transaction={tx} now={now} />
            ))}
          </ul>
        )}
        <Button variant="outline" className="mt-3 w-full" onClick={() => setAllOpen(true)}>
          View All Activity
        </Button>
        {allOpen && (
          <Suspense fallback={null}>
            <AllActivityDialog leagueId={leagueId} open={allOpen} onOpenChange={setAllOpen} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
