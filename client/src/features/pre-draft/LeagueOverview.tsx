import { chosenCount, isComplete, picksOfSelection } from '@common/keeper-rules';
import type { KeeperSelection } from '@common/keepers';
import type { RosterResponse } from '@common/league';
import { ManagerLink } from '@/components/ManagerLink';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tile } from '@/components/Tile';
import { TeamAvatar } from '@/components/TeamAvatar';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import type { PaymentOverview } from './payments';

interface LeagueOverviewProps {
  /** Where the league is in its year (./phase.ts); undefined while the keeper status loads. */
  phase: { title: string; detail: string } | undefined;
  rosters: RosterResponse[] | undefined;
  selections: KeeperSelection[] | undefined;
  payments: PaymentOverview;
  isError: boolean;
}

/** A team "has keepers" once all 4 slots are filled. */
function hasKeepers(selection: KeeperSelection | undefined): boolean {
  return selection ? isComplete(picksOfSelection(selection)) : false;
}

/** The overview: the phase banner, four stat tiles and the team status grid. */
export function LeagueOverview({ phase, rosters, selections, payments, isError }: LeagueOverviewProps) {
  if (isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        Failed to load the league overview. Please try again.
      </p>
    );
  if (!rosters || !selections) {
    return (
      <div
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
        role="status"
        aria-label="Loading overview"
      >
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    );
  }
  const byRoster = new Map(selections.map((s) => [s.rosterId, s]));
  const total = rosters.length;
  const withKeepers = rosters.filter((r) => hasKeepers(byRoster.get(r.rosterId))).length;
  const submitted = selections.filter((s) => s.isSubmitted).length;
  const paidCount = rosters.filter((r) => payments.paid.get(r.rosterId)).length;
  return (
    <div className="space-y-4">
      <Card className="border-primary/40 bg-primary/5">
        <CardContent className="p-4 sm:p-4">
          {phase && (
            <>
              <p className="font-semibold" data-testid="pre-draft-phase">
                {phase.title}
              </p>
              <p className="text-sm text-muted-foreground">{phase.detail}</p>
            </>
          )}
        </CardContent>
      </Card>
      {/* The amounts are the admins' (members see who paid, not how much): a member gets no tile that
          only says it is hidden. */}
      <div
        className={cn(
          'grid grid-cols-2 gap-3',
          payments.totalCollected !== null ? 'lg:grid-cols-4' : 'lg:grid-cols-3',
        )}
      >
        <Tile large label="Teams with Keepers" value={`${withKeepers}/${total}`} />
        <Tile large label="Selections Submitted" value={`${submitted}/${total}`} />
        <Tile large label="Dues Paid" value={payments.isError ? '—' : `${paidCount}/${total}`} />
        {payments.totalCollected !== null && (
          <Tile large label="Total Collected" value={formatMoney(payments.totalCollected)} />
        )}
      </div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Team status">
        {rosters.map((team) => {
          const selection = byRoster.get(team.rosterId);
          const count = selection ? chosenCount(picksOfSelection(selection)) : 0;
          const paid = payments.paid.get(team.rosterId) ?? false;
          return (
            <li
              key={team.rosterId}
              className="flex items-center gap-3 rounded-xl border bg-card p-3"
              data-testid={`team-status-${team.rosterId}`}
            >
              <TeamAvatar avatar={team.avatar} name={team.teamName} colorKey={team.rosterId} />
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">
                  <ManagerLink ownerId={team.ownerId}>{team.teamName}</ManagerLink>
                </p>
                <div className="mt-1 flex flex-wrap gap-1">
                  <Badge variant="outline">{count}/4 Keepers</Badge>
                  {selection?.isSubmitted ? (
                    <Badge variant="success">Submitted</Badge>
                  ) : (
                    <Badge variant="secondary">{selection ? 'Draft' : 'Not started'}</Badge>
                  )}
                  <Badge variant={paid ? 'success' : 'outline'}>{paid ? 'Paid' : 'Not Paid'}</Badge>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
