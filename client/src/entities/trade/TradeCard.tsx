import { ArrowLeftRightIcon, CheckCircle2Icon, HourglassIcon, TrophyIcon } from 'lucide-react';
import type { Trade, TradeSide } from '@common/almanac';
import { ManagerLink } from '@/components/ManagerLink';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatCentral, formatPoints } from '@/lib/format';
import {
  isWinner,
  keeperSeasonText,
  pickName,
  pickOutcome,
  settledText,
  sideBreakdown,
  verdictText,
} from './verdict';

/** Who won, by how much, and whether the numbers are final. */
function Verdict({ trade }: { trade: Trade }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <p className="inline-flex items-center gap-1.5 text-sm font-semibold" data-testid="trade-verdict">
        {trade.verdict === 'won' && (
          <TrophyIcon className="size-4 shrink-0 text-amber-500" aria-hidden="true" />
        )}
        {verdictText(trade)}
      </p>
      <span
        className="inline-flex items-center gap-1 text-xs text-muted-foreground"
        data-testid="trade-settled"
      >
        {trade.settled ? (
          <CheckCircle2Icon className="size-3.5" aria-hidden="true" />
        ) : (
          <HourglassIcon className="size-3.5" aria-hidden="true" />
        )}
        {settledText(trade)}
      </span>
    </div>
  );
}

/** What one side received, and what each part of it scored for them. */
function Side({ trade, side }: { trade: Trade; side: TradeSide }) {
  const won = isWinner(trade, side);
  const breakdown = sideBreakdown(side);
  return (
    // A group, not a region: the same team receives in many trades on one page, and landmarks must be
    // unique; nor a heading per side (a trade card has none above it to sit under).
    <div
      role="group"
      className={cn(
        'min-w-0 rounded-md border bg-muted/30 p-3',
        won && 'border-emerald-500/60 bg-emerald-50/60 dark:bg-emerald-950/30',
      )}
      aria-label={`${side.teamName} received`}
      data-testid="trade-side"
      data-roster-id={side.rosterId}
    >
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 text-sm font-semibold break-words">
          <ManagerLink ownerId={side.ownerId}>{side.teamName}</ManagerLink>
        </p>
        <span className="shrink-0 text-sm font-semibold tabular-nums" data-testid="trade-side-total">
          {formatPoints(side.pointsAfter)} pts
        </span>
      </div>
      <p className="mb-1.5 flex flex-wrap items-center justify-between gap-x-2 text-xs text-muted-foreground">
        <span className="min-w-0 break-words">{side.ownerName} received</span>
        {won && <Badge variant="success">Won</Badge>}
      </p>
      {side.players.length + side.picks.length === 0 && side.faab === 0 ? (
        <p className="text-xs text-muted-foreground">Nothing</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {side.players.map((player) => (
            <li key={player.playerId}>
              <div className="flex justify-between gap-2">
                <span className="min-w-0 break-words">
                  {player.name}
                  {player.position && (
                    <span className="ml-1 text-xs text-muted-foreground">{player.position}</span>
                  )}
                </span>
                <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                  {formatPoints(player.pointsAfter)} pts
                </span>
              </div>
              {player.keeperSeasons.map((keeper) => (
                <p key={keeper.season} className="text-xs text-emerald-800 dark:text-emerald-300">
                  {keeperSeasonText(keeper)}
                </p>
              ))}
            </li>
          ))}
          {side.picks.map((pick) => (
            <li key={`${pick.season}-${pick.round}-${pick.originalTeam}`} data-pick-status={pick.status}>
              <div className="flex justify-between gap-2">
                <span className="min-w-0">
                  {pickName(pick)}
                  <span className="ml-1 text-xs text-muted-foreground">({pick.originalTeam})</span>
                </span>
                {pick.status === 'used' && (
                  <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                    {formatPoints(pick.points)} pts
                  </span>
                )}
              </div>
              <p className="text-xs text-muted-foreground">{pickOutcome(pick)}</p>
            </li>
          ))}
          {side.faab > 0 && <li className="text-sm">${side.faab} FAAB</li>}
        </ul>
      )}
      {breakdown && (
        <p className="mt-2 border-t pt-1.5 text-xs text-muted-foreground tabular-nums">{breakdown}</p>
      )}
    </div>
  );
}

/**
 * One trade: its verdict, then each side with the players, picks and FAAB it received and what they
 * scored for it (decision 0016).
 */
export function TradeCard({ trade }: { trade: Trade }) {
  return (
    <Card data-testid="trade-card" data-trade-id={trade.id}>
      <CardContent className="space-y-3 pt-5">
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <ArrowLeftRightIcon className="size-3.5" aria-hidden="true" />
            {trade.season}
            {trade.week ? `, week ${trade.week}` : ''} · {formatCentral(trade.date, 'MMM d, yyyy')}
          </span>
          <span>{formatPoints(trade.pointsAfter)} pts after the trade</span>
        </div>
        <Verdict trade={trade} />
        <div className={trade.sides.length > 2 ? 'grid gap-3 md:grid-cols-3' : 'grid gap-3 sm:grid-cols-2'}>
          {trade.sides.map((side) => (
            <Side key={side.rosterId} trade={trade} side={side} />
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
