// Bounds how many provider calls run at once (the provider asks for < 1000 calls a minute).
export class Limiter {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly max: number) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    // A finished task hands its slot straight to the first waiter (`active` keeps counting it), so a
    // caller arriving between the hand-over and the waiter's wake-up finds no free slot and queues:
    // freeing the slot and letting the waiter take it again let both run, one past the maximum.
    if (this.active < this.max) this.active += 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
