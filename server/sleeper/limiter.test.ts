import { describe, expect, it } from 'vitest';
import { Limiter } from './limiter';

/** A microtask-deep pause: tasks end, and callers arrive, at every point between two ticks. */
async function ticks(depth: number): Promise<void> {
  for (let i = 0; i < depth; i += 1) await null;
}

/** The same pseudo-random sequence on every run (a linear congruential generator). */
function sequence(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % below;
  };
}

describe('Limiter', () => {
  it('never runs more than its maximum, whenever waiters wake and newcomers arrive', async () => {
    const limiter = new Limiter(3);
    const next = sequence(7);
    let running = 0;
    let most = 0;
    const task = (depth: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await ticks(depth);
      running -= 1;
    };
    // Many callers, each arriving a few microtasks after the last and running a few: some arrive
    // just as a task has freed its slot and before the waiter it woke has run.
    const calls: Array<Promise<void>> = [];
    for (let i = 0; i < 400; i += 1) {
      await ticks(next(4));
      calls.push(limiter.run(task(next(6))));
    }
    await Promise.all(calls);
    expect(most).toBe(3);
  });

  it('serves waiters first come, first served', async () => {
    const limiter = new Limiter(1);
    const order: number[] = [];
    const task = (id: number) => async () => {
      order.push(id);
      await ticks(2);
    };
    await Promise.all([1, 2, 3, 4].map((id) => limiter.run(task(id))));
    expect(order).toEqual([1, 2, 3, 4]);
  });

  it('frees the slot of a task that fails', async () => {
    const limiter = new Limiter(1);
    await expect(limiter.run(() => Promise.reject(new Error('provider down')))).rejects.toThrow(
      'provider down',
    );
    await expect(limiter.run(() => Promise.resolve('ok'))).resolves.toBe('ok');
  });
});
