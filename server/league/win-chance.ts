// A team's chance to win one game before it is played, under the playoff simulation's scoring model
// (docs/decisions/0011, ./score-model.ts): each score normal around the team's shrunk mean with its
// spread, so the difference of two scores is normal too. The recap's upset is the winner who had
// the smallest chance.
import { normalCdf } from './normal';
import type { TeamScoring } from './score-model';

/** The chance that `a` outscores `b` in a week (ties, of probability zero, ignored). */
export function winChance(a: TeamScoring, b: TeamScoring): number {
  const spread = Math.sqrt(a.sd ** 2 + b.sd ** 2);
  if (spread === 0) return a.mean === b.mean ? 0.5 : a.mean > b.mean ? 1 : 0;
  return normalCdf((a.mean - b.mean) / spread);
}
