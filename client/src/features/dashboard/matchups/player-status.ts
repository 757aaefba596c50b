/**
 * docs/product.md §2 "Roster matchup dialog": player status colour Q yellow, O or IR red, otherwise green.
 */
export function statusDotClass(status: string): string {
  if (status === 'Q') return 'bg-yellow-400';
  if (status === 'O' || status === 'IR') return 'bg-red-500';
  return 'bg-emerald-500';
}
