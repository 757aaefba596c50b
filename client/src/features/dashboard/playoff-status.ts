// Playoff status labels and dot colours (docs/product.md §2 and §4): clinched green, fighting amber,
// anything else grey. 'Eliminated' replaces the specified 'You Suck' (docs/decisions/0026). Shared by the standings list and the Playoff Status card.
import type { PlayoffStatus } from '@common/league';

export const PLAYOFF_STATUS_LABELS: Record<PlayoffStatus, string> = {
  clinched: 'Playoff Bound',
  fighting: 'Have a chance',
  eliminated: 'Eliminated',
};

export function playoffDotClass(status: PlayoffStatus): string {
  if (status === 'clinched') return 'bg-emerald-500';
  if (status === 'fighting') return 'bg-amber-500';
  return 'bg-zinc-400';
}
