import { ArrowLeftRightIcon } from 'lucide-react';
import type { Trade } from '@common/almanac';
import { ManagerLink } from '@/components/ManagerLink';
import { Card, CardContent } from '@/components/ui/card';
import { ordinal } from '@common/ordinal';
import { formatCentral, formatPoints } from '@/lib/format';

/** One trade: each side with the players, picks and FAAB it received, and what the players scored after. */
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
        <div className={trade.sides.length > 2 ? 'grid gap-3 md:grid-cols-3' : 'grid gap-3 sm:grid-cols-2'}>
          {trade.sides.map((side) => (
            <section
              key={side.rosterId}
              className="min-w-0 rounded-md border bg-muted/30 p-3"
              aria-label={`${side.teamName} received`}
            >
              <h3 className="truncate text-sm font-semibold">
                <ManagerLink ownerId={side.ownerId}>{side.teamName}</ManagerLink>
              </h3>
              <p className="mb-1.5 truncate text-xs text-muted-foreground">{side.ownerName} received</p>
              {side.players.length + side.picks.length === 0 && side.faab === 0 ? (
                <p className="text-xs text-muted-foreground">Nothing</p>
              ) : (
                <ul className="space-y-0.5 text-sm">
                  {side.players.map((player) => (
                    <li key={player.playerId} className="flex justify-between gap-2">
                      <span className="truncate">
                        {player.name}
                        {player.position && (
                          <span className="ml-1 text-xs text-muted-foreground">{player.position}</span>
                        )}
                      </span>
                      <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                        {formatPoints(player.pointsAfter)} pts
                      </span>
                    </li>
                  ))}
                  {side.picks.map((pick) => (
                    <li key={`${pick.season}-${pick.round}-${pick.originalTeam}`} className="text-sm">
                      {pick.season} {ordinal(pick.round)} round pick
                      <span className="ml-1 text-xs text-muted-foreground">({pick.originalTeam})</span>
                    </li>
                  ))}
                  {side.faab > 0 && <li className="text-sm">${side.faab} FAAB</li>}
                </ul>
              )}
            </section>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
