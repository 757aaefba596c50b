// The standard normal distribution, for the chances the app shows (a game's win chance before and
// during its week).

/**
 * The standard normal distribution function, by the Abramowitz-Stegun approximation 26.2.17 (error
 * below 7.5e-8): plenty for a chance shown as a whole percentage.
 */
export function normalCdf(z: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(z));
  const density = Math.exp((-z * z) / 2) / Math.sqrt(2 * Math.PI);
  const tail =
    density *
    t *
    (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return z >= 0 ? 1 - tail : tail;
}
