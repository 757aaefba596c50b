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
  it('keeps a slot for the first line: a member starts at once beside a flood, never more than `concurrency`', async () => {
    const queue = new HashQueue(2, 10);
    const log: string[] = [];
    const [a, b, flood, member, member2, member3] = [
      gate(log, 'a'),
      gate(log, 'b'),
      gate(log, 'flood'),
      gate(log, 'member'),
      gate(log, 'member2'),
      gate(log, 'member3'),
    ] as const;
    const results = [
      queue.run('behind', a.task),
      queue.run('behind', b.task),
      queue.run('behind', flood.task),
    ];
    await tick();
    expect(log).toEqual(['a']); // the line behind leaves the last slot free
    results.push(queue.run('first', member.task));
    await tick();
    expect(log).toEqual(['a', 'member']);
    results.push(queue.run('first', member2.task), queue.run('first', member3.task));
    await tick();
    expect(log).toEqual(['a', 'member']); // two running: everyone else waits
    a.finish();
    await tick();
    expect(log).toEqual(['a', 'member', 'member2']); // the freed slot goes to the first line
    member.finish();
    await tick();
    expect(log).toEqual(['a', 'member', 'member2', 'member3']);
    member2.finish();
    member3.finish();
    await tick();
    expect(log).toEqual(['a', 'member', 'member2', 'member3', 'b']); // then the line behind, one at a time
    b.finish();
    await tick();
    expect(log.at(-1)).toBe('flood');
    flood.finish();
    expect(await Promise.all(results)).toEqual(['a', 'b', 'flood', 'member', 'member2', 'member3']);
    expect(queue.started).toBe(6);
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
