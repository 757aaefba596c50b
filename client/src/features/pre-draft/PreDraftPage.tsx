import { Link } from 'react-router';
import { CalendarClockIcon, ExternalLinkIcon, ShieldIcon, StarIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useAuth } from '@/lib/use-auth';
import { useRosters } from '@/entities/team/api';
import { useAllSelections, useKeeperSeason, useKeeperStatus } from '@/entities/keeper/api';
import { deadlineCountdown, deadlineText } from '@/entities/keeper/deadline';
import { useAppInfo } from '@/lib/league';
import { LeagueOverview } from './LeagueOverview';
import { KeeperSelectionsView } from './KeeperSelectionsView';
import { PaymentStatusView } from './PaymentStatusView';
import { preDraftPhase } from './phase';
import { usePaymentOverview } from './payments';

/** A view's tab: its label may take two lines of a third of a phone's width. */
const TAB = 'h-full text-center whitespace-normal';

/** Pre-Draft Overview (docs/product.md §2 "Pre-Draft Overview (/pre-draft)", D4 and D14). */
export default function PreDraftPage() {
  const { user } = useAuth();
  const { leagueId, season, offered } = useKeeperSeason();
  // A redraft or dynasty league picks no keepers: its overview is the dues.
  const keeperLeague = offered !== false;
  const keeperLeagueId = keeperLeague ? leagueId : undefined;
  const info = useAppInfo().data;
  const paymentUrl = info?.paymentUrl ?? null;
  const status = useKeeperStatus(keeperLeagueId, season);
  const rosters = useRosters(leagueId);
  const selections = useAllSelections(keeperLeagueId, season);
  const isAdmin = Boolean(user && (user.isAdmin || user.isOwner));
  // Dues are those of the current season: the coming one once the league has renewed.
  const payments = usePaymentOverview(leagueId, info?.season, isAdmin);

  const phase = info && status.data ? preDraftPhase(info, status.data) : undefined;
  const deadlineLabel = status.data ? deadlineCountdown(status.data) : 'Not set';

  return (
    <div className="space-y-4 sm:space-y-6">
      <header className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-2xl font-bold tracking-tight">Pre-Draft Overview</h1>
        {keeperLeague && user?.rosterId != null && (
          <Button asChild>
            <Link to="/keepers">
              <StarIcon aria-hidden="true" /> Make My Keepers
            </Link>
          </Button>
        )}
        {isAdmin && (
          <Button asChild variant="outline">
            <Link to="/admin">
              <ShieldIcon aria-hidden="true" /> Admin
            </Link>
          </Button>
        )}
        {paymentUrl && (
          <Button asChild variant="outline">
            <a href={paymentUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLinkIcon aria-hidden="true" /> Pay league dues
            </a>
          </Button>
        )}
      </header>

      {keeperLeague ? (
        <>
          <Card>
            <CardHeader className="flex-row items-center gap-3 space-y-0">
              <CalendarClockIcon className="size-6 text-primary" aria-hidden="true" />
              <h2 className="text-lg leading-tight font-semibold tracking-tight">Keeper Deadline</h2>
            </CardHeader>
            <CardContent>
              {status.isPending ? (
                // The two lines' own heights (text-2xl, text-sm), so the tabs below stay put.
                <div aria-hidden="true">
                  <div className="flex h-8 items-center">
                    <Skeleton className="h-6 w-48" />
                  </div>
                  <div className="flex h-5 items-center">
                    <Skeleton className="h-3.5 w-64 max-w-full" />
                  </div>
                </div>
              ) : (
                <>
                  <p className="text-2xl font-bold" data-testid="deadline-status">
                    {deadlineLabel}
                  </p>
                  {status.data && (
                    <p className="text-sm text-muted-foreground">{deadlineText(status.data)}</p>
                  )}
                </>
              )}
            </CardContent>
          </Card>

          <Tabs defaultValue="overview">
            {/* Three equal tabs across the screen, a label on two lines where a phone is narrow: in
                a strip that scrolled, the third read "Payn…" at the edge of a 375 px screen. */}
            <TabsList className="grid w-full grid-cols-3 sm:inline-flex sm:w-auto">
              <TabsTrigger value="overview" className={TAB}>
                League Overview
              </TabsTrigger>
              <TabsTrigger value="keepers" className={TAB}>
                Keeper Selections
              </TabsTrigger>
              <TabsTrigger value="payments" className={TAB}>
                Payment Status
              </TabsTrigger>
            </TabsList>
            <TabsContent value="overview">
              <LeagueOverview
                phase={phase}
                rosters={rosters.data}
                selections={selections.data}
                payments={payments}
                isError={rosters.isError || selections.isError}
              />
            </TabsContent>
            <TabsContent value="keepers">
              <KeeperSelectionsView
                rosters={rosters.data}
                selections={selections.data}
                isError={rosters.isError || selections.isError}
              />
            </TabsContent>
            <TabsContent value="payments">
              <PaymentStatusView rosters={rosters.data} payments={payments} />
            </TabsContent>
          </Tabs>
        </>
      ) : (
        <PaymentStatusView rosters={rosters.data} payments={payments} />
      )}
    </div>
  );
}
