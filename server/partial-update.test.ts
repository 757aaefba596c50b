import { describe, expect, it } from 'vitest';
import { applyPatch } from './partial-update';

describe('applyPatch', () => {
  const current = { a: 1 as number | null, b: 'x' as string | null, c: true };

  it('keeps what the patch does not send and replaces what it does, null included', () => {
    expect(applyPatch(current, {})).toEqual(current);
    expect(applyPatch(current, { a: undefined, b: null })).toEqual({ a: 1, b: null, c: true });
    expect(applyPatch(current, { a: 2, c: false })).toEqual({ a: 2, b: 'x', c: false });
  });

  it('takes only the fields of the current value, and leaves the current value as it was', () => {
    const patch = { a: 3, extra: 'no' } as Parameters<typeof applyPatch<typeof current>>[1];
    expect(applyPatch(current, patch)).toEqual({ a: 3, b: 'x', c: true });
    expect(current).toEqual({ a: 1, b: 'x', c: true });
  });
});
