// A small seeded random generator (mulberry32): template choices are reproducible under a seed in
// tests and random in production.
import { randomInt } from 'node:crypto';

export type Rng = () => number;

export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomRng(): Rng {
  return seededRng(randomInt(0, 2 ** 32 - 1));
}

export function pickOne<T>(items: readonly T[], rng: Rng): T | undefined {
  return items[Math.floor(rng() * items.length)];
}
