// A manager's page (/managers/{userId}): career, titles and payouts, their current roster,
// seasons and finishes, best and worst weeks, trade verdicts (record, best and worst trade),
// biggest trades, best pickups, drafted keepers, head to head and rivalries, roasts about them.
import type { ReactNode } from 'react';
import { AlertTriangleIcon, CrownIcon, FlameIcon, StarIcon, UserIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { ManagerResponse, Rivalry, Trade } from '@common/almanac';
import { LineChart } from '@/components/charts/LineChart';
import { EmptyState } from '@/components/EmptyState';
import { ManagerLink } from '@/components/ManagerLink';
import { StaleDataNotice } from '@/components/StaleDataNotice';
import { ordinal } from '@common/ordinal';
import { Tile } from '@/components/Tile';
import { TeamAvatar } from '@/components/TeamAvatar';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { STICKY_FIRST, STICKY_FIRST_HEAD, TableScroll } from '@/components/ui/table-scroll';
import { errorMessage, errorStatus } from '@/lib/api';
import { cn } from '@/lib/cn';
import { formatCentral, formatMoney, formatPoints, formatSignedPoints } from '@/lib/format';
import { useLeagueId } from '@/lib/league';
import { useLeague } from '@/lib/league-queries';
import { formatRecord } from '@/lib/format';
import { ImportedBadge } from '@/entities/season/ImportedBadge';
import { PickupList } from '@/entities/move/PickupList';
import { GameRecordList } from '@/entities/record/RecordList';
import { TradeCard } from '@/entities/trade/TradeCard';
import { managerQuery, useManager } from '@/entities/manager/api';
import { CurrentRosterCard } from './CurrentRoster';
import { gamesApartNote } from './games-apart';
import { ManagerPicks } from './ManagerPicks';

/** A table cell: tight on a phone, where the first column and the key figures share 375 px. */
const CELL = 'px-2 py-2 sm:px-3';

function Section({
  title,
  description,
  children,
  testId,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Card data-testid={testId} className="render-when-near">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function Seasons({ page }: { page: ManagerResponse }) {
  const { seasons } = page;
  const teams = Math.max(...seasons.map((s) => s.teams));
  return (
    <div className="space-y-4">
      <LineChart
        title="Finishes by season"
        description="1 is the champion; the seed is the regular-season place. Past seasons are final; the season in progress shows the current place."
        xLabel="Season"
        yLabel="Place"
        xValues={seasons.map((s) => Number(s.season))}
        yDomain={[1, teams]}
        integerY
        invertY
        dots
        height={240}
        series={[
          {
            id: 'finish',
            label: 'Final place',
            points: seasons.map((s) => ({ x: Number(s.season), y: s.finish })),
          },
          { id: 'seed', label: 'Seed', points: seasons.map((s) => ({ x: Number(s.season), y: s.seed })) },
        ]}
        formatY={(y) => ordinal(y)}
      />
      {/* On a phone the season and team (sticky), record, finish and points for are in view. */}
      <TableScroll label="Seasons">
        <table className="w-full text-sm" data-testid="manager-seasons">
          <caption className="sr-only">Every season of {page.manager.ownerName}</caption>
          <thead className="bg-muted text-left text-xs text-muted-foreground uppercase">
            <tr>
              <th scope="col" className={cn(STICKY_FIRST_HEAD, CELL)}>
                Season
              </th>
              <th scope="col" className={CELL}>
                Record
              </th>
              <th scope="col" className={cn(CELL, 'text-right')}>
                Finish
              </th>
              <th scope="col" className={cn(CELL, 'text-right')}>
                PF
              </th>
              <th scope="col" className={cn(CELL, 'text-right')}>
                Seed
              </th>
              <th scope="col" className={CELL}>
                Payouts
              </th>
            </tr>
          </thead>
          <tbody>
            {[...seasons].reverse().map((s) => (
              <tr key={s.season} className="border-t bg-card">
                <th scope="row" className={cn(STICKY_FIRST, CELL, 'text-left font-normal')}>
                  <span className="block font-medium tabular-nums">
                    {s.season} {s.imported && <ImportedBadge />}
                  </span>
                  <span className="block w-24 text-xs break-words text-muted-foreground sm:w-48">
                    {s.teamName}
                  </span>
                </th>
                <td className={cn(CELL, 'tabular-nums')}>
                  {formatRecord(s)}
                  {s.isMedian && (
                    <span className="block text-xs text-muted-foreground">
                      {formatRecord(s.withMedian)} with median
                    </span>
                  )}
                </td>
                <td className={cn(CELL, 'text-right whitespace-nowrap tabular-nums')}>
                  {ordinal(s.finish)}
                  {/* On a line of its own on a phone, so that points for fit beside it. */}
                  {!s.isComplete && (
                    <span className="block text-xs text-muted-foreground sm:inline"> (so far)</span>
                  )}
                  {s.isComplete && s.playoffFinish === 1 && (
                    <CrownIcon className="ml-1 inline size-4 text-amber-500" aria-label="Champion" />
                  )}
                </td>
                <td className={cn(CELL, 'text-right tabular-nums')}>{formatPoints(s.pointsFor)}</td>
                <td className={cn(CELL, 'text-right tabular-nums')}>{ordinal(s.seed)}</td>
                <td className={cn(CELL, 'min-w-40 text-xs')}>
                  {s.payouts.length === 0
                    ? '—'
                    : s.payouts.map((p) => `${p.award} ${formatMoney(p.amount)}`).join(', ')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </div>
  );
}

function RivalryTile({ label, rivalry }: { label: string; rivalry: Rivalry | null }) {
  return (
    <Tile
      label={label}
      value={
        rivalry ? (
          <ManagerLink ownerId={rivalry.opponent.ownerId}>{rivalry.opponent.ownerName}</ManagerLink>
        ) : (
          '—'
        )
      }
      detail={
        rivalry
          ? `${formatRecord(rivalry)} in ${rivalry.games} games, ${formatSignedPoints(rivalry.pointDiff)} pts`
          : 'Not enough games'
      }
    />
  );
}

function HeadToHead({ page }: { page: ManagerResponse }) {
  const apart = gamesApartNote(page.gamesApart);
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3" data-testid="rivalries">
        <RivalryTile label="Most games" rivalry={page.rivalries.mostGames} />
        <RivalryTile label="Closest rivalry" rivalry={page.rivalries.closest} />
        <RivalryTile label="Most lopsided" rivalry={page.rivalries.mostLopsided} />
      </div>
      {/* On a phone the opponent (sticky) and both records are in view; the points scroll in. */}
      <TableScroll label="Head to head">
        <table className="w-full text-sm" data-testid="manager-h2h">
          <caption className="sr-only">
            Head-to-head record of {page.manager.ownerName} against every manager
          </caption>
          <thead className="bg-muted text-left text-xs text-muted-foreground uppercase">
            <tr>
              <th scope="col" className={cn(STICKY_FIRST_HEAD, CELL)}>
                Opponent
              </th>
              <th scope="col" className={CELL}>
                Regular season
              </th>
              <th scope="col" className={CELL}>
                Playoffs
              </th>
              <th scope="col" className={cn(CELL, 'text-right')}>
                PF-PA
              </th>
            </tr>
          </thead>
          <tbody>
            {page.headToHead.map((row) => (
              <tr key={row.opponent.ownerId} className="border-t bg-card">
                <th scope="row" className={cn(STICKY_FIRST, CELL, 'text-left font-medium')}>
                  <ManagerLink ownerId={row.opponent.ownerId} className="block w-28 break-words sm:w-auto">
                    {row.opponent.ownerName}
                  </ManagerLink>
                  {!row.opponent.current && (
                    <span className="block text-xs font-normal text-muted-foreground">past member</span>
                  )}
                </th>
                <td className={cn(CELL, 'tabular-nums')}>
                  {row.regular.games > 0 ? formatRecord(row.regular) : '—'}
                </td>
                <td className={cn(CELL, 'tabular-nums')}>
                  {row.playoffs.games > 0 ? formatRecord(row.playoffs) : '—'}
                </td>
                <td className={cn(CELL, 'text-right text-xs whitespace-nowrap tabular-nums')}>
                  {row.regular.games > 0
                    ? `${formatPoints(row.regular.pointsFor)}-${formatPoints(row.regular.pointsAgainst)}`
                    : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      {apart && (
        <p className="text-xs text-muted-foreground" data-testid="manager-h2h-apart">
          {apart}
        </p>
      )}
    </div>
  );
}

/** One of their trades singled out (best or worst), or why there is none. */
function SingledOutTrade({
  title,
  trade,
  none,
  testId,
}: {
  title: string;
  trade: Trade | null;
  none: string;
  testId: string;
}) {
  return (
    <div className="min-w-0 space-y-2" data-testid={testId}>
      <h3 className="text-sm font-semibold">{title}</h3>
      {trade ? <TradeCard trade={trade} /> : <p className="text-sm text-muted-foreground">{none}</p>}
    </div>
  );
}

function TradeVerdicts({ page }: { page: ManagerResponse }) {
  const { wins, losses, draws, pending } = page.tradeRecord;
  return (
    <div className="space-y-4">
      <Tile
        label="Trade record"
        value={`${wins}-${losses}-${draws}`}
        detail={`Won-lost-drawn${pending > 0 ? `, ${pending} without a verdict yet` : ''}`}
        testId="trade-record"
        className="max-w-xs"
      />
      <SingledOutTrade
        title="Best trade"
        trade={page.bestTrade}
        none="No trade won yet."
        testId="manager-best-trade"
      />
      <SingledOutTrade
        title="Worst trade"
        trade={page.worstTrade}
        none="No trade lost yet."
        testId="manager-worst-trade"
      />
    </div>
  );
}

function Profile({ page }: { page: ManagerResponse }) {
  const lineupsChosen = useLeague(useLeagueId()).data?.offers.lineupJudgement !== false;
  const { manager, career } = page;
  return (
    <>
      <header className="flex flex-wrap items-center gap-4">
        <TeamAvatar
          avatar={manager.avatar}
          name={manager.teamName}
          colorKey={manager.rosterId}
          className="size-16"
        />
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-bold tracking-tight">{manager.ownerName}</h1>
          <p className="text-sm text-muted-foreground">
            {manager.teamName} ·{' '}
            {manager.current
              ? `member since ${manager.firstSeason}`
              : `past member, ${manager.firstSeason}-${manager.lastSeason}`}
          </p>
          {career.titles.length > 0 && (
            <div className="flex flex-wrap gap-1">
              {career.titles.map((season) => (
                <Badge
                  key={season}
                  className="gap-1 bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200"
                >
                  <CrownIcon className="size-3" aria-hidden="true" /> {season} champion
                </Badge>
              ))}
            </div>
          )}
        </div>
      </header>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" data-testid="manager-career">
        <Tile
          label="Record"
          value={formatRecord(career)}
          detail={`${career.seasons} seasons`}
          testId="career-record"
        />
        <Tile
          label="Points for"
          value={formatPoints(career.pointsFor)}
          detail={`${formatPoints(career.pointsAgainst)} against`}
        />
        <Tile label="Titles" value={career.championships} detail={career.titles.join(', ') || 'None yet'} />
        <Tile
          label="Payouts won"
          value={formatMoney(career.payoutsWon)}
          detail={
            career.importedPayoutsWon > 0
              ? `Completed seasons, ${formatMoney(career.importedPayoutsWon)} of it imported`
              : 'Completed seasons'
          }
        />
        <Tile
          label="Playoffs"
          value={`${career.playoffAppearances}x`}
          detail={`${formatRecord(career.playoffRecord)} in playoff games`}
        />
        <Tile label="Best finish" value={career.bestFinish ? ordinal(career.bestFinish) : '—'} />
      </div>
      <CurrentRosterCard roster={page.currentRoster} lineupsChosen={lineupsChosen} />
      <Section title="Seasons and finishes" testId="manager-seasons-section">
        <Seasons page={page} />
      </Section>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <GameRecordList title="Best weeks" records={page.bestWeeks} testId="manager-best-weeks" />
        <GameRecordList title="Worst weeks" records={page.worstWeeks} testId="manager-worst-weeks" />
      </div>
      <Section
        title="Head to head"
        description="Every manager faced, regular season and playoffs apart."
        testId="manager-head-to-head"
      >
        <HeadToHead page={page} />
      </Section>
      <Section
        title="Trade verdicts"
        description="Who won their trades: by what each side received scored in its starting lineups (picks once used, kept players' later seasons included)."
        testId="manager-trade-verdicts"
      >
        <TradeVerdicts page={page} />
      </Section>
      <Section
        title="Biggest trades"
        description="By the points the traded players scored for their new teams that season."
        testId="manager-trades"
      >
        {page.biggestTrades.length === 0 ? (
          <p className="text-sm text-muted-foreground">No trades yet.</p>
        ) : (
          <ul className="space-y-3">
            {page.biggestTrades.map((trade) => (
              <li key={trade.id}>
                <TradeCard trade={trade} />
              </li>
            ))}
          </ul>
        )}
        <Link
          to={`/trades?manager=${manager.ownerId}`}
          className="mt-3 inline-block text-sm font-medium text-primary underline-offset-2 hover:underline"
        >
          Every trade of {manager.ownerName}
        </Link>
      </Section>
      <Section
        title="Best pickups"
        description="Their best waiver pickups ever, by the points each player scored in their starting lineups while he stayed."
        testId="manager-pickups"
      >
        {page.bestPickups.length === 0 ? (
          <p className="text-sm text-muted-foreground">No pickups yet.</p>
        ) : (
          <PickupList pickups={page.bestPickups} label={`Best pickups of ${manager.ownerName}`} />
        )}
        <Link
          to={`/moves?manager=${manager.ownerId}`}
          className="mt-3 inline-block text-sm font-medium text-primary underline-offset-2 hover:underline"
        >
          Every season's best pickups of {manager.ownerName}
        </Link>
      </Section>
      <ManagerPicks manager={manager} />
      <Section title="Drafted players who became keepers" testId="manager-keepers">
        {page.keepersFromDraft.length === 0 ? (
          <p className="text-sm text-muted-foreground">None of their draft picks has been kept yet.</p>
        ) : (
          <ul className="space-y-1.5 text-sm">
            {page.keepersFromDraft.map((k) => (
              <li key={`${k.playerId}-${k.keptSeason}`} className="flex flex-wrap items-baseline gap-x-2">
                <StarIcon className="size-3.5 self-center text-amber-500" aria-hidden="true" />
                <span className="font-medium">{k.name}</span>
                {k.position && <span className="text-xs text-muted-foreground">{k.position}</span>}
                <span className="text-muted-foreground">
                  drafted {k.draftedSeason} round {k.draftedRound}, kept {k.keptSeason} round {k.keptRound} by{' '}
                  <ManagerLink ownerId={k.keptBy.ownerId}>{k.keptBy.teamName}</ManagerLink>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Roasts about them" testId="manager-roasts">
        {page.roasts.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nobody has roasted them yet. Give it time.</p>
        ) : (
          <ul className="space-y-3">
            {page.roasts.map((roast) => (
              <li key={`${roast.createdAt}-${roast.subject}`} className="rounded-md border bg-muted/30 p-3">
                <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
                  <FlameIcon className="size-3.5 text-orange-500" aria-hidden="true" />
                  {roast.personaName} · {roast.subject} · {formatCentral(roast.createdAt, 'MMM d, yyyy')}
                </p>
                <p className="mt-1 text-sm">&ldquo;{roast.text}&rdquo;</p>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

export default function ManagerPage() {
  const leagueId = useLeagueId();
  const { userId } = useParams();
  const page = useManager(leagueId, userId);
  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 sm:space-y-6">
      <StaleDataNotice queryKey={managerQuery(leagueId, userId).queryKey} />
      {page.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading the manager">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-80 w-full" />
        </div>
      ) : page.isError ? (
        <EmptyState
          as="h1"
          icon={errorStatus(page.error) === 404 ? UserIcon : AlertTriangleIcon}
          title={errorStatus(page.error) === 404 ? 'No such manager' : 'Could not load this manager'}
          description={errorMessage(page.error, 'Please try again later.')}
        >
          <Link
            to="/managers"
            className="text-sm font-medium text-primary underline-offset-2 hover:underline"
          >
            Every manager
          </Link>
        </EmptyState>
      ) : (
        <Profile page={page.data} />
      )}
    </div>
  );
}
