import { describe, expect, it } from 'vitest';
import { HashQueue, HashQueueFullError } from './hash-queue';

/** A task that finishes when told to, recording when it started. */
function gate(log: string[], name: string) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    task: async () => {
      log.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('HashQueue', () => {
  it('runs at most `concurrency` at once and lets the first line pass the line behind', async () => {
    const queue = new HashQueue(2, 10);
    const log: string[] = [];
    const gates = ['a', 'b', 'flood1', 'flood2', 'member'].map((name) => gate(log, name));
    const results = [
      queue.run('behind', gates[0]!.task),
      queue.run('behind', gates[1]!.task),
      queue.run('behind', gates[2]!.task),
      queue.run('behind', gates[3]!.task),
      queue.run('first', gates[4]!.task),
    ];
    await tick();
    expect(log).toEqual(['a', 'b']);
    gates[0]!.finish();
    await tick();
    expect(log).toEqual(['a', 'b', 'member']); // the member overtook the two waiting behind
    for (const g of gates) g.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'flood1', 'flood2', 'member']);
    expect(queue.started).toBe(5);
  });

  it('refuses at once when the line behind is full, and never refuses the first line', async () => {
    const queue = new HashQueue(1, 2);
    const log: string[] = [];
    const held = gate(log, 'held');
    const running = queue.run('behind', held.task);
    const waiting = [queue.run('behind', async () => 'w1'), queue.run('behind', async () => 'w2')];
    await expect(queue.run('behind', async () => 'w3')).rejects.toBeInstanceOf(HashQueueFullError);
    const member = queue.run('first', async () => 'member');
    held.finish();
    expect(await Promise.all([running, ...waiting, member])).toEqual(['held', 'w1', 'w2', 'member']);
    expect(queue.started).toBe(4);
  });
});
