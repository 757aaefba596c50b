// How a rostered player is described wherever a roster is listed (the roster dialog, a manager's current
// roster): a status dot, then his position, NFL team and status.
import type { RosterPlayer } from '@common/league';
import { cn } from '@/lib/cn';

/**
 * docs/product.md §2 "Roster matchup dialog": player status colour Q yellow, O or IR red, otherwise green.
 */
export function statusDotClass(status: string): string {
  if (status === 'Q') return 'bg-yellow-400';
  if (status === 'O' || status === 'IR') return 'bg-red-500';
  return 'bg-emerald-500';
}

/** The status colour as a dot, named for screen readers (the colour alone says nothing to them). */
export function StatusDot({ status }: { status: string }) {
  return (
    <span
      className={cn('size-1.5 shrink-0 rounded-full', statusDotClass(status))}
      role="img"
      aria-label={status === 'Active' ? 'Active' : `Status ${status}`}
    />
  );
}

/** "RB · KC · Q": position, NFL team (FA without one) and the status when he is not active. */
export function playerFacts(player: Pick<RosterPlayer, 'position' | 'team' | 'status'>): string {
  const facts = [player.position, player.team ?? 'FA'];
  if (player.status !== 'Active') facts.push(player.status);
  return facts.join(' · ');
}
