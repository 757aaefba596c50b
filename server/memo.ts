// Answers recomputed only when their inputs change. The gateway hands out the same objects until a
// provider copy is refreshed, so comparing the inputs by identity tells whether anything changed, and
// an endpoint under load pays for its computation once per refresh instead of once per request.

interface Remembered<R> {
  inputs: readonly unknown[];
  value: R;
}

export class InputMemo<R> {
  private readonly entries = new Map<string, Remembered<R>>();

  /** `capacity` bounds the keys kept (least recently used dropped first): a key per season or week. */
  constructor(private readonly capacity = 64) {}

  /**
   * The value remembered under `key` when every input is the same (`Object.is`) as last time;
   * otherwise `compute()`, remembered with these inputs.
   */
  get(key: string, inputs: readonly unknown[], compute: () => R): R {
    const known = this.entries.get(key);
    this.entries.delete(key);
    if (known && sameInputs(known.inputs, inputs)) {
      this.entries.set(key, known);
      return known.value;
    }
    const value = compute();
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { inputs, value });
    return value;
  }

  /**
   * The value remembered under `key` for these same inputs, else undefined (nothing computed): for an
   * answer whose computation needs more reads than its inputs, done only when it is not known.
   */
  peek(key: string, inputs: readonly unknown[]): R | undefined {
    const known = this.entries.get(key);
    return known && sameInputs(known.inputs, inputs) ? known.value : undefined;
  }
}

function sameInputs(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}

/**
 * Answers that never change once computed (a completed season's), remembered per owner object (the
 * provider gateway, so a test's fresh app starts empty). A failed attempt is forgotten so the next
 * call retries.
 */
export class SettledMemo<R> {
  private readonly byOwner = new WeakMap<object, Map<string, Promise<R>>>();

  get(owner: object, key: string, compute: () => Promise<R>): Promise<R> {
    let entries = this.byOwner.get(owner);
    if (!entries) {
      entries = new Map();
      this.byOwner.set(owner, entries);
    }
    const known = entries.get(key);
    if (known) return known;
    const pending = compute();
    entries.set(key, pending);
    pending.catch(() => entries.delete(key));
    return pending;
  }
}
