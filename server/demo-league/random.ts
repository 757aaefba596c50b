// Seeded pseudo-random numbers for the demo league generator: the same seed always gives the same
// league. `fork(label)` derives an independent stream, so changing one part of the generator does not
// reshuffle every other part.

function hashString(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  private readonly draw: () => number;

  constructor(private readonly seed: number) {
    this.draw = mulberry32(seed);
  }

  next(): number {
    return this.draw();
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.draw() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.draw() * (max - min);
  }

  chance(probability: number): boolean {
    return this.draw() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.draw() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.draw() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** Standard normal deviate (Box-Muller). */
  gauss(): number {
    const u = Math.max(this.draw(), 1e-12);
    const v = this.draw();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  hex(length: number): string {
    let out = '';
    for (let i = 0; i < length; i += 1) out += Math.floor(this.draw() * 16).toString(16);
    return out;
  }

  /** A numeric id string of `length` digits that does not start with 0. */
  digits(length: number): string {
    let out = String(this.int(1, 9));
    for (let i = 1; i < length; i += 1) out += String(this.int(0, 9));
    return out;
  }

  fork(label: string): Rng {
    return new Rng((hashString(label) ^ Math.imul(this.seed, 2654435761)) >>> 0);
  }
}
