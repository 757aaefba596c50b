import { AlertTriangleIcon, CalendarRangeIcon } from 'lucide-react';
import type { OffseasonResponse } from '@common/seasons';
import { EmptyState } from '@/components/EmptyState';
import { StaleDataNotice } from '@/components/StaleDataNotice';
import { TeamAvatar } from '@/components/TeamAvatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { FinalStandings } from '@/entities/season/FinalStandings';
import { SeasonPayouts } from '@/entities/season/SeasonPayouts';
import { errorMessage } from '@/lib/api';
import type { AppInfo } from '@/lib/league';
import { useLeague } from '@/lib/league-queries';
import { offseasonQuery, useOffseason } from './api';
import { DashboardAnnouncements, useDashboardAnnouncements } from '../DashboardAnnouncements';
import { ChampionCard } from './ChampionCard';
import { OffseasonTiles } from './OffseasonTiles';

/** What the banner says about the year: the season over, or the next one not drafted yet. */
function phaseLine(offseason: OffseasonResponse): string {
  return offseason.phase === 'pre-draft'
    ? `${offseason.season} season · before the draft`
    : `${offseason.season} season complete · off-season`;
}

function Banner({ info, offseason }: { info: AppInfo; offseason: OffseasonResponse | undefined }) {
  const league = useLeague(info.leagueId).data;
  const name = league?.name ?? info.appName;
  return (
    <section
      aria-labelledby="league-name"
      className="rounded-xl bg-gradient-to-br from-emerald-700 to-sky-800 p-4 text-white shadow-sm sm:p-6"
    >
      <div className="flex min-w-0 items-center gap-3">
        <TeamAvatar avatar={league?.avatar} name={name} className="size-12 shrink-0 ring-2 ring-white/40" />
        <div className="min-w-0">
          <h1 id="league-name" className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {name}
          </h1>
          <p className="flex items-center gap-1.5 text-sm text-white/85" data-testid="offseason-phase">
            <CalendarRangeIcon className="size-4 shrink-0" aria-hidden="true" />
            {offseason ? phaseLine(offseason) : 'Off-season'}
          </p>
        </div>
      </div>
    </section>
  );
}

function LoadingState() {
  return (
    <div className="space-y-4 sm:space-y-6" role="status" aria-label="Loading the off-season">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3 sm:gap-6" aria-hidden="true">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-36" />
        ))}
      </div>
      <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-3" aria-hidden="true">
        <Skeleton className="h-56" />
        <Skeleton className="h-96 lg:col-span-2" />
      </div>
    </div>
  );
}

/**
 * The dashboard between seasons (decision 0008): when the season is complete or the renewed league
 * has not drafted, it leads with what matters then instead of an empty week: the keeper deadline,
 * the draft date and the dues, then last season's champion, final standings and payouts.
 */
export function OffseasonDashboard({ info }: { info: AppInfo }) {
  const offseason = useOffseason(info.leagueId);
  const data = offseason.data;
  const announcements = useDashboardAnnouncements(info.leagueId);
  return (
    <div className="space-y-4 sm:space-y-6" data-testid="offseason-dashboard">
      <StaleDataNotice queryKey={offseasonQuery(info.leagueId).queryKey} />
      <Banner info={info} offseason={data} />
      {offseason.isError ? (
        <div role="alert">
          <EmptyState
            icon={AlertTriangleIcon}
            title="The off-season could not be loaded"
            description={errorMessage(offseason.error, 'Please try again in a moment.')}
          >
            <Button variant="outline" onClick={() => void offseason.refetch()}>
              Try again
            </Button>
          </EmptyState>
        </div>
      ) : !data || !announcements.settled ? (
        <LoadingState />
      ) : (
        <>
          <DashboardAnnouncements leagueId={info.leagueId} shown={announcements.shown} />
          <OffseasonTiles offseason={data} paymentUrl={info.paymentUrl} />
          {data.lastSeason ? (
            <>
              <div className="grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-3">
                <ChampionCard season={data.lastSeason} />
                <Card className="min-w-0 lg:col-span-2">
                  <CardHeader>
                    <CardTitle>{data.lastSeason.season} Final Standings</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <FinalStandings season={data.lastSeason} />
                  </CardContent>
                </Card>
              </div>
              <Card>
                <CardContent className="pt-6">
                  <SeasonPayouts season={data.lastSeason.season} />
                </CardContent>
              </Card>
            </>
          ) : (
            <EmptyState
              icon={CalendarRangeIcon}
              title="No season played yet"
              description="Last season's champion, standings and payouts appear here once the league has played one."
            />
          )}
        </>
      )}
    </div>
  );
}
