// The roasts' randomness: template choices are reproducible under a seed in tests (the seeded
// generator of server/league/random.ts) and random in production.
import { randomInt } from 'node:crypto';
import { seededRng, type Rng } from '../league/random';

export { seededRng, type Rng };

export function randomRng(): Rng {
  return seededRng(randomInt(0, 2 ** 32 - 1));
}
