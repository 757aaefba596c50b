import type { RosterResponse } from '@common/league';
import { ManagerLink } from '@/components/ManagerLink';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import type { PaymentOverview } from './payments';

/** Who has paid the season's dues (amounts are the admins' business). */
export function PaymentStatusView({
  rosters,
  payments,
}: {
  rosters: RosterResponse[] | undefined;
  payments: PaymentOverview;
}) {
  if (payments.isError) {
    return <p className="text-sm text-muted-foreground">Payment status is not available right now.</p>;
  }
  if (!rosters || payments.isPending) return <Skeleton className="h-40 w-full" />;
  if (payments.paid.size === 0) {
    return (
      <p className="text-sm text-muted-foreground">No payments have been recorded for this season yet.</p>
    );
  }
  return (
    <ul className="divide-y rounded-xl border bg-card">
      {rosters.map((team) => {
        const paid = payments.paid.get(team.rosterId);
        return (
          <li key={team.rosterId} className="flex min-h-11 items-center gap-2 px-3 py-2 text-sm">
            <ManagerLink ownerId={team.ownerId} className="mr-auto font-medium">
              {team.teamName}
            </ManagerLink>
            <Badge variant={paid ? 'success' : 'outline'}>
              {paid ? 'Paid' : paid === false ? 'Pending' : 'Not Paid'}
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
