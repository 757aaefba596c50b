import { describe, expect, it } from 'vitest';
import { InputMemo, SettledMemo } from './memo';

describe('InputMemo', () => {
  it('reuses the value while every input is the same object, recomputes when one changes', () => {
    const memo = new InputMemo<number[]>();
    const rows = [1, 2, 3];
    const other = { week: 1 };
    let computed = 0;
    const sum = (inputs: unknown[]) =>
      memo.get('season', inputs, () => {
        computed += 1;
        return [...rows];
      });
    const first = sum([rows, other]);
    expect(sum([rows, other])).toBe(first);
    expect(computed).toBe(1);
    expect(sum([[1, 2, 3], other])).not.toBe(first);
    expect(computed).toBe(2);
    // A different number of inputs is a change too.
    sum([rows]);
    expect(computed).toBe(3);
  });

  it('keeps keys apart and drops the oldest beyond its capacity', () => {
    const memo = new InputMemo<string>(2);
    const input = {};
    let computed = 0;
    const get = (key: string) =>
      memo.get(key, [input], () => {
        computed += 1;
        return key;
      });
    expect([get('a'), get('b'), get('a')]).toEqual(['a', 'b', 'a']);
    expect(computed).toBe(2);
    get('c'); // drops b, the least recently used
    get('a');
    expect(computed).toBe(3);
    get('b');
    expect(computed).toBe(4);
  });

  it('peeks at a value known for the same inputs without computing one', () => {
    const memo = new InputMemo<string>();
    const input = {};
    expect(memo.peek('a', [input])).toBeUndefined();
    memo.get('a', [input, 'v1'], () => 'first');
    expect(memo.peek('a', [input, 'v1'])).toBe('first');
    expect(memo.peek('a', [input, 'v2'])).toBeUndefined();
    expect(memo.peek('b', [input, 'v1'])).toBeUndefined();
    // A peek computes and stores nothing.
    expect(memo.get('a', [input, 'v1'], () => 'second')).toBe('first');
  });
});

describe('SettledMemo', () => {
  it('computes once per owner and key, and forgets a failure so the next call retries', async () => {
    const memo = new SettledMemo<number>();
    const gateway = {};
    let calls = 0;
    const compute = () => {
      calls += 1;
      return Promise.resolve(calls);
    };
    expect(await memo.get(gateway, '2024', compute)).toBe(1);
    expect(await memo.get(gateway, '2024', compute)).toBe(1);
    expect(await memo.get({}, '2024', compute)).toBe(2);
    const failing = memo.get(gateway, '2023', () => Promise.reject(new Error('provider down')));
    await expect(failing).rejects.toThrow('provider down');
    expect(await memo.get(gateway, '2023', compute)).toBe(3);
  });
});
