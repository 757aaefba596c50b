import type { ReactNode } from 'react';
import { LinkIcon } from 'lucide-react';
import type { CurrentLeagueResponse, SeasonPhase } from '@common/seasons';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatCentral } from '@/lib/format';
import { useCurrentLeague } from './api/current-league';

const PHASES: Record<SeasonPhase, string> = {
  'pre-draft': 'before the draft',
  preseason: 'drafted, before kickoff',
  regular: 'regular season',
  postseason: 'NFL post-season',
  offseason: 'season over',
};

const when = (iso: string) => `${formatCentral(iso)} CT`;

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-wrap justify-between gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right font-medium break-all" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

function Details({ current }: { current: CurrentLeagueResponse }) {
  const renewed = current.leagueId !== current.configuredLeagueId;
  return (
    <dl className="grid gap-3 text-sm">
      <Row label="League ID" testId="current-league-id">
        <span className="font-mono">{current.leagueId}</span>
      </Row>
      <Row label="Season">
        {current.season} ({PHASES[current.phase]}
        {current.source === 'override' ? ', set by SEASON' : ''})
      </Row>
      <Row label="Found" testId="current-league-found">
        {renewed && current.foundAt
          ? `${when(current.foundAt)}, renewed from ${current.configuredLeagueId}`
          : 'The configured league (LEAGUE_ID)'}
      </Row>
      <Row label="Last checked for a renewal">{current.checkedAt ? when(current.checkedAt) : 'Not yet'}</Row>
      <Row label="Seasons">{current.seasons.map((s) => s.season).join(', ')}</Row>
    </dl>
  );
}

/**
 * Which Sleeper league Huddle serves (decision 0008): a renewed league gets a new id every season,
 * found once a day and by "Refresh from Sleeper".
 */
export function CurrentLeagueCard({ leagueId }: { leagueId: string | undefined }) {
  const current = useCurrentLeague(leagueId);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LinkIcon className="size-5" aria-hidden="true" /> Sleeper League
        </CardTitle>
        <CardDescription>
          When the league renews on Sleeper, Huddle moves to the new season's league by itself (checked daily
          and by Refresh from Sleeper).
        </CardDescription>
      </CardHeader>
      <CardContent>
        {current.data ? (
          <Details current={current.data} />
        ) : current.isError ? (
          <p className="text-sm text-destructive">The current league could not be loaded.</p>
        ) : (
          <Skeleton className="h-28" />
        )}
      </CardContent>
    </Card>
  );
}
