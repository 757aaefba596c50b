// A team's chance to win one game before it is played, under the playoff simulation's scoring model
// (docs/decisions/0011, ./score-model.ts): each score normal around the team's shrunk mean with its
// spread, so the difference of two scores is normal too. The recap's upset (issue 27) is the winner
// who had the smallest chance.
import type { TeamScoring } from './score-model';

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

/** The chance that `a` outscores `b` in a week (ties, of probability zero, ignored). */
export function winChance(a: TeamScoring, b: TeamScoring): number {
  const spread = Math.sqrt(a.sd ** 2 + b.sd ** 2);
  if (spread === 0) return a.mean === b.mean ? 0.5 : a.mean > b.mean ? 1 : 0;
  return normalCdf((a.mean - b.mean) / spread);
}
