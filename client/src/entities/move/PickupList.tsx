import type { Pickup } from '@common/almanac';
import { ManagerLink } from '@/components/ManagerLink';
import { formatMoney, formatPoints } from '@/lib/format';

/** How he came: a waiver claim with its winning bid where the league bids, or a free-agent add. */
export function pickupHow(pickup: Pickup): string {
  if (pickup.type === 'free_agent') return 'Free agent';
  return pickup.faab === null ? 'Waiver claim' : `Waiver claim, ${formatMoney(pickup.faab)} FAAB`;
}

function PickupRow({ pickup, rank }: { pickup: Pickup; rank: number }) {
  return (
    <li className="flex gap-3 py-2 text-sm" data-testid="pickup" data-transaction-id={pickup.transactionId}>
      <span className="w-6 shrink-0 text-right text-xs font-semibold text-muted-foreground tabular-nums">
        {rank}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <span className="min-w-0 font-medium break-words">
            {pickup.name}
            {pickup.position && (
              <span className="ml-1 text-xs font-normal text-muted-foreground">{pickup.position}</span>
            )}
          </span>
          <span className="shrink-0 font-semibold tabular-nums" data-testid="pickup-points">
            {formatPoints(pickup.pointsAfter)}
            <span className="ml-0.5 text-[10px] font-normal text-muted-foreground">pts</span>
          </span>
        </div>
        <p className="text-xs text-muted-foreground">
          <ManagerLink ownerId={pickup.ownerId} className="font-medium text-foreground">
            {pickup.teamName}
          </ManagerLink>{' '}
          · {pickup.season} week {pickup.week} · <span data-testid="pickup-how">{pickupHow(pickup)}</span>
        </p>
        <p className="text-xs text-muted-foreground">
          {pickup.starts} {pickup.starts === 1 ? 'start' : 'starts'} ·{' '}
          {pickup.stayed ? 'stayed on the team' : 'let go later'}
        </p>
      </div>
    </li>
  );
}

/**
 * Waiver pickups, best first: who, by whom and when, what was paid, and the points he scored in the
 * team's starting lineups while he stayed (decision 0016).
 */
export function PickupList({ pickups, label }: { pickups: readonly Pickup[]; label: string }) {
  return (
    <ol className="divide-y" aria-label={label}>
      {pickups.map((pickup, i) => (
        <PickupRow key={`${pickup.transactionId}-${pickup.playerId}`} pickup={pickup} rank={i + 1} />
      ))}
    </ol>
  );
}
