import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ChevronDownIcon, ListOrderedIcon } from 'lucide-react';
import type { Standing } from '@common/league';
import { EmptyState } from '@/components/EmptyState';
import { ProvisionalNote } from '@/components/ProvisionalNote';
import { ManagerLink } from '@/components/ManagerLink';
import { TeamAvatar } from '@/components/TeamAvatar';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatCount, formatPoints } from '@/lib/format';
import { useLeagueId } from '@/lib/league';
import { authUserQuery } from '@/lib/session';
import { usePlayoffOdds } from '@/entities/playoff-odds/api';
import { playoffChance } from '@/entities/playoff-odds/chance';
import { OddsDetail } from '@/entities/playoff-odds/OddsDetail';
import { divisionGroups } from './division-groups';
import { PLAYOFF_STATUS_LABELS, playoffDotClass } from './playoff-status';
import { formatRecord } from '@/lib/format';

interface StandingsCardProps {
  standings: Standing[] | undefined;
  isPending: boolean;
  isError: boolean;
  /** Ranks up to this one are highlighted (docs/product.md §9: the dashboard's playoff cutoff, rank 6). */
  playoffTeams: number;
  /** The league's number of teams: the skeleton has as many rows as the standings will. */
  teams: number;
}

/** A small tag after a team's name ("Leader", "You"), read out in words by a screen reader. */
function RowTag({
  label,
  spoken,
  className,
  testId,
}: {
  label: string;
  spoken: string;
  className: string;
  testId?: string;
}) {
  return (
    <>
      <span
        data-testid={testId}
        className={cn('ml-1.5 rounded px-1 py-0.5 text-[10px] font-semibold uppercase', className)}
        title={label === spoken ? undefined : spoken[0]!.toUpperCase() + spoken.slice(1)}
        aria-hidden="true"
      >
        {label}
      </span>
      <span className="sr-only"> ({spoken})</span>
    </>
  );
}

/**
 * Current Standings (docs/product.md §2 "Dashboard"): ranks inside the playoff cut highlighted, a
 * playoff-status dot, and each team's playoff odds with the details on tap.
 */
export function StandingsCard({ standings, isPending, isError, playoffTeams, teams }: StandingsCardProps) {
  const odds = usePlayoffOdds(useLeagueId());
  const [open, setOpen] = useState<number | null>(null);
  const me = useQuery(authUserQuery).data?.sleeperUserId ?? null;
  const oddsOf = new Map((odds.data?.teams ?? []).map((team) => [team.rosterId, team]));
  const hasDivisions = standings?.some((team) => team.division !== null) ?? false;
  /** One team's row: rank, playoff-status dot, team, record, and its odds with their details. */
  const renderRow = (team: Standing) => {
    const teamOdds = oddsOf.get(team.rosterId);
    const detailId = `odds-detail-${team.rosterId}`;
    const mine = me !== null && team.ownerId === me;
    return (
      <li
        key={team.rosterId}
        data-testid="standing-row"
        data-roster-id={team.rosterId}
        data-playoff-status={team.playoffStatus}
        data-mine={mine || undefined}
        className={cn(
          'rounded-lg px-2 py-1.5',
          team.seed <= playoffTeams ? 'bg-emerald-50 dark:bg-emerald-950/40' : 'text-muted-foreground',
          mine && 'ring-2 ring-primary ring-inset',
        )}
      >
        <div className="flex min-h-11 items-center gap-2">
          <span className="w-6 shrink-0 text-right text-sm font-semibold tabular-nums">{team.rank}</span>
          <span
            className={cn('size-2.5 shrink-0 rounded-full', playoffDotClass(team.playoffStatus))}
            role="img"
            aria-label={PLAYOFF_STATUS_LABELS[team.playoffStatus]}
            title={PLAYOFF_STATUS_LABELS[team.playoffStatus]}
          />
          <TeamAvatar
            avatar={team.avatar}
            name={team.teamName}
            colorKey={team.rosterId}
            className="size-8 shrink-0"
          />
          {/* The name whole, on as many lines as the column needs (three for "Gabe's Goal Line
              Stand" on a 320 px phone), with record and points for below it; the member's
              username, which left the name a few letters, is its hover title. */}
          <div className="w-0 min-w-0 flex-1">
            <p
              className="text-sm font-medium break-words"
              title={`@${team.username}`}
              data-testid="standing-name"
            >
              <ManagerLink ownerId={team.ownerId}>{team.teamName}</ManagerLink>
              {team.division?.leader && (
                <RowTag
                  label="Leader"
                  spoken="division leader"
                  testId="division-leader"
                  className="bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100"
                />
              )}
              {mine && (
                <RowTag label="You" spoken="your team" className="bg-primary text-primary-foreground" />
              )}
            </p>
            <p className="text-xs text-muted-foreground tabular-nums">
              <span className="font-semibold text-foreground">{formatRecord(team)}</span> ·{' '}
              {formatPoints(team.pointsFor)} PF
            </p>
          </div>
          {teamOdds && odds.data ? (
            <button
              type="button"
              data-testid="standing-odds"
              aria-expanded={open === team.rosterId}
              aria-controls={detailId}
              onClick={() => setOpen((current) => (current === team.rosterId ? null : team.rosterId))}
              className="flex min-h-11 w-16 shrink-0 flex-col items-end justify-center rounded-md px-1 text-right outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
            >
              {/* Named by what it shows, "45% odds", then the rest for a reader (WCAG 2.5.3: a
                  name that starts elsewhere is not the one a member speaking to their phone says). */}
              <span className="text-sm font-semibold text-foreground tabular-nums">
                {playoffChance(teamOdds, odds.data.decided)}
              </span>
              <span className="flex items-center gap-0.5 text-[10px] text-muted-foreground uppercase">
                odds
                <span className="sr-only"> of the playoffs, {team.teamName}</span>
                <ChevronDownIcon
                  className={cn('size-3 transition-transform', open === team.rosterId && 'rotate-180')}
                  aria-hidden="true"
                />
              </span>
            </button>
          ) : odds.isPending ? (
            <Skeleton className="h-8 w-16 shrink-0" aria-hidden="true" />
          ) : null}
        </div>
        {open === team.rosterId && teamOdds && odds.data && (
          <OddsDetail team={teamOdds} decided={odds.data.decided} byes={odds.data.byes} id={detailId} />
        )}
      </li>
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Current Standings</CardTitle>
        <p className="text-xs text-muted-foreground">
          {/* The shading's legend (without it a highlight meant top 6 here and top 4 elsewhere, unsaid). */}
          Shaded: the top {playoffTeams}
          {hasDivisions && ' seeds (division leaders first)'},{' '}
          {odds.data?.regularWeeksLeft.length === 0 ? 'in the playoffs' : 'in the playoffs if it ended today'}
          . Odds: playoff chances from {odds.data ? formatCount(odds.data.runs) : '10,000'} simulated seasons.
          Tap one for details, or see the{' '}
          <Link to="/playoffs" className="font-medium text-primary underline-offset-2 hover:underline">
            playoff picture
          </Link>
          .
        </p>
        {/* Weeks counted from their final scores before Sleeper settled them (docs/decisions/0037). */}
        <ProvisionalNote weeks={odds.data?.provisionalWeeks ?? []} />
      </CardHeader>
      <CardContent>
        {isPending ? (
          <StandingsSkeleton rows={teams} />
        ) : isError || !standings ? (
          <p role="alert" className="text-sm text-destructive">
            Standings could not be loaded.
          </p>
        ) : standings.length === 0 ? (
          <EmptyState icon={ListOrderedIcon} title="No standings yet" className="py-6" />
        ) : (
          <StandingsList standings={standings} renderRow={renderRow} />
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The rows in standings order: one list, or in a league with divisions a list per division under its
 * name (decision 0028).
 */
function StandingsList({
  standings,
  renderRow,
}: {
  standings: Standing[];
  renderRow: (team: Standing) => ReactNode;
}) {
  const groups = divisionGroups(standings);
  if (!groups) {
    return (
      <ol aria-label="Current Standings" className="space-y-1">
        {standings.map(renderRow)}
      </ol>
    );
  }
  return (
    <div className="space-y-3">
      {groups.map((group) => (
        <section
          key={group.number}
          aria-labelledby={`division-${group.number}`}
          data-testid="standings-division"
        >
          <h3
            id={`division-${group.number}`}
            className="px-2 pb-1 text-xs font-semibold text-muted-foreground uppercase"
          >
            {group.name}
          </h3>
          <ol aria-label={`${group.name} standings`} className="space-y-1">
            {group.teams.map(renderRow)}
          </ol>
        </section>
      ))}
    </div>
  );
}

/** Rows of the standings' own size (56 px: min-h-11 and py-1.5), so the cards below stay put. */
function StandingsSkeleton({ rows }: { rows: number }) {
  return (
    <div className="space-y-1" aria-hidden="true">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex min-h-14 items-center gap-2 px-2">
          <Skeleton className="h-4 w-6" />
          <Skeleton className="size-8 rounded-full" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-8 w-12" />
          <Skeleton className="h-8 w-16" />
        </div>
      ))}
    </div>
  );
}
