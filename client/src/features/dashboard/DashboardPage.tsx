import { lazy } from 'react';
import { AlertTriangleIcon } from 'lucide-react';
import { TRANSACTIONS_DEFAULT_LIMIT } from '@common/league-constants';
import { EmptyState } from '@/components/EmptyState';
import { HydratesApart } from '@/components/HydratesApart';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { StaleDataNotice } from '@/components/StaleDataNotice';
import { useAppInfo, useLeagueId } from '@/lib/league';
import { LiveDataIndicator } from './matchups/LiveIndicator';
import { OffseasonDashboard } from './offseason/OffseasonDashboard';
import { MatchupsCard } from './matchups/MatchupsCard';
import { useShownWeek } from './matchups/use-shown-week';
import { useTransactions } from './transactions/api';
import { TransactionsCard } from './transactions/TransactionsCard';
import { leagueQuery, useLeague, useMatchups, useStandings } from '@/lib/league-queries';
import { LeagueBanner, LeagueBannerSkeleton } from './LeagueBanner';
import { PlayoffStatusCard } from './PlayoffStatusCard';
import { StandingsCard } from './StandingsCard';
import { WeekSummaryCard } from './WeekSummaryCard';
import { DashboardAnnouncements, useDashboardAnnouncements } from './DashboardAnnouncements';

// The tracker sits below the fold: its code loads after the first paint.
const PayoutTrackerCard = lazy(() => import('./PayoutTrackerCard'));

/** docs/product.md §2 "Dashboard": the error text when the league itself cannot be loaded. */
export const LEAGUE_LOAD_ERROR =
  'Error Loading League: Failed to load league data. Please check the league ID and try again.';
const [ERROR_TITLE, ERROR_DESCRIPTION] = LEAGUE_LOAD_ERROR.split(': ') as [string, string];

/** The dashboard: between seasons it leads with the off-season (decision 0008), else the season's week. */
export default function DashboardPage() {
  const info = useAppInfo().data;
  return info?.offseason ? <OffseasonDashboard info={info} /> : <SeasonDashboard />;
}

/**
 * The cards in a phone's order: the week's matchups (the member's own first) on the first screen,
 * then the week, the commissioner's announcements, the standings, the activity and the money. A
 * desktop places them as before: the standings down the left, the announcements above the week's
 * summary and the matchups on the right.
 */
const RIGHT = 'lg:col-span-2 lg:col-start-2';
const LAYOUT = {
  grid: 'grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-3 lg:grid-rows-[auto_auto_auto_1fr]',
  summary: `${RIGHT} lg:row-start-1`,
  matchups: `${RIGHT} lg:row-start-2`,
  transactions: `${RIGHT} lg:row-start-3`,
  payouts: `${RIGHT} lg:row-start-4`,
  standings: 'lg:col-start-1 lg:row-span-4 lg:row-start-1 lg:self-start',
  announcements: '',
};
/** The same with the announcements' card: a row more on the right, the rest one row down. */
const LAYOUT_WITH_ANNOUNCEMENTS = {
  grid: 'grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-3 lg:grid-rows-[auto_auto_auto_auto_1fr]',
  announcements: `${RIGHT} lg:row-start-1`,
  summary: `${RIGHT} lg:row-start-2`,
  matchups: `${RIGHT} lg:row-start-3`,
  transactions: `${RIGHT} lg:row-start-4`,
  payouts: `${RIGHT} lg:row-start-5`,
  standings: 'lg:col-start-1 lg:row-span-5 lg:row-start-1 lg:self-start',
};

/**
 * The season's dashboard (docs/product.md §2 "Dashboard", D5/D6): one request per card, each card with its
 * own states.
 */
function SeasonDashboard() {
  const leagueId = useLeagueId();
  const league = useLeague(leagueId);
  const standings = useStandings(leagueId);
  const announcements = useDashboardAnnouncements(leagueId);
  const place = announcements.shown.length > 0 ? LAYOUT_WITH_ANNOUNCEMENTS : LAYOUT;
  const week = league.data?.week;
  const lastWeek = league.data?.finalWeek ?? 1;
  // The week the matchups and summary show: ?week=N (shareable), else the current week.
  const [shownWeek, showWeek] = useShownWeek(week ?? 1, lastWeek);
  const matchups = useMatchups(leagueId, week === undefined ? undefined : shownWeek);
  // The activity card mounts once the league has loaded; its request starts now, in parallel.
  useTransactions(leagueId, { limit: TRANSACTIONS_DEFAULT_LIMIT });

  if (league.isError) {
    return (
      <div role="alert">
        <EmptyState as="h1" icon={AlertTriangleIcon} title={ERROR_TITLE} description={ERROR_DESCRIPTION} />
      </div>
    );
  }
  if (!leagueId || !league.data || !announcements.settled) {
    return (
      <div className="space-y-4 sm:space-y-6" role="status" aria-label="Loading league">
        <LeagueBannerSkeleton />
        <div className={place.grid} aria-hidden="true">
          <Skeleton className={cn('h-96', place.matchups)} />
          <div className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6', place.summary)}>
            <Skeleton className="h-36" />
            <Skeleton className="h-36" />
          </div>
          <Skeleton className={cn('h-96', place.standings)} />
        </div>
      </div>
    );
  }

  const data = league.data;
  return (
    <div className="space-y-4 sm:space-y-6">
      <StaleDataNotice queryKey={leagueQuery(leagueId).queryKey} />
      <LeagueBanner league={data} />
      <div className={place.grid}>
        {/* The week's cards hydrate as one part: the summary reads the matchups' answer too. */}
        <HydratesApart>
          <div className={place.matchups}>
            <MatchupsCard
              leagueId={leagueId}
              season={data.season}
              week={shownWeek}
              teams={data.totalRosters}
              playoffWeekStart={data.playoffWeekStart}
              currentWeek={data.week}
              lastWeek={lastWeek}
              onWeekChange={showWeek}
              matchups={matchups.data}
              isPending={matchups.isPending}
              isError={matchups.isError}
            />
          </div>
          <div className={cn('grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-6', place.summary)}>
            <WeekSummaryCard week={shownWeek} matchups={matchups.data} isPending={matchups.isPending} />
            <PlayoffStatusCard standings={standings.data} isPending={standings.isPending} />
          </div>
        </HydratesApart>
        <DashboardAnnouncements
          leagueId={leagueId}
          shown={announcements.shown}
          className={place.announcements}
        />
        <div className={place.standings}>
          <HydratesApart>
            <StandingsCard
              standings={standings.data}
              isPending={standings.isPending}
              isError={standings.isError}
              playoffTeams={data.playoffTeams}
              teams={data.totalRosters}
            />
          </HydratesApart>
        </div>
        <div className={place.transactions}>
          <HydratesApart>
            <TransactionsCard leagueId={leagueId} />
          </HydratesApart>
        </div>
        <div className={place.payouts}>
          <HydratesApart fallback={<Skeleton className="h-48 w-full rounded-xl" />}>
            <PayoutTrackerCard season={data.season} />
          </HydratesApart>
        </div>
      </div>
      <footer className="flex flex-wrap items-center justify-between gap-2 border-t pt-4 text-xs text-muted-foreground">
        <span>
          League ID: <span className="font-mono">{leagueId}</span>
        </span>
        <LiveDataIndicator leagueId={leagueId} />
      </footer>
    </div>
  );
}
