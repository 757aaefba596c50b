// Fantasy points as every page and every sentence prints them: one decimal (docs/product.md §9),
// rounded half away from zero on the hundredths the provider sends. The browser and the server print
// with this one function: `toFixed(1)` alone rounds 7.35 down (the binary 7.35 is 7.3499...) where
// `Math.round(x * 10)` rounds it up, so the same margin read "7.3" on a card and "by 7.4" in its recap.

/** Points rounded to the tenth shown: 7.35 -> 7.4, 80.55 -> 80.6, -7.35 -> -7.4. */
export function roundPoints(points: number): number {
  const hundredths = Math.round(Math.abs(points) * 100);
  const tenths = Math.round(hundredths / 10);
  return (Math.sign(points) * tenths) / 10;
}

/**
 * Points with one decimal: 123.456 -> '123.5', 7.35 -> '7.4' (never '-0.0'); unknown points (a season
 * without player points, common/player-points.ts) print as '—', never as a 0 nobody scored.
 */
export function formatPoints(points: number | null): string {
  if (points === null) return '—';
  const rounded = roundPoints(points);
  return (rounded === 0 ? 0 : rounded).toFixed(1);
}

/**
 * The margin between two scores as a member reads it: the difference of the two scores as printed, so
 * 100.34 to 92.96 (printed 100.3 and 93.0) reads 7.3, not the 7.4 their exact difference rounds to.
 * The answers keep the exact margin (who won, and the blowout prize, go by it); every page and sentence
 * prints it with this.
 */
export function formatMargin(a: number, b: number): string {
  return formatPoints(shownMargin(a, b));
}

/** That margin as a number (a figure an award or a record shows beside the scores). */
export function shownMargin(a: number, b: number): number {
  return roundPoints(Math.abs(roundPoints(a) - roundPoints(b)));
}
