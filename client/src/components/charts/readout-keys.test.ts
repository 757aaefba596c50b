import { describe, expect, it } from 'vitest';
import { indexAfterKey } from './readout-keys';

const along = { next: 'ArrowRight', previous: 'ArrowLeft' };

describe('indexAfterKey', () => {
  it('starts at the first item, then steps along without wrapping', () => {
    expect(indexAfterKey('ArrowRight', null, 3, along)).toBe(0);
    expect(indexAfterKey('ArrowRight', 0, 3, along)).toBe(1);
    expect(indexAfterKey('ArrowRight', 2, 3, along)).toBe(2);
    expect(indexAfterKey('ArrowLeft', 0, 3, along)).toBe(0);
    expect(indexAfterKey('ArrowLeft', 2, 3, along)).toBe(1);
  });

  it('jumps to the ends with Home and End, and ignores other keys', () => {
    expect(indexAfterKey('End', null, 3, along)).toBe(2);
    expect(indexAfterKey('Home', 2, 3, along)).toBe(0);
    expect(indexAfterKey('ArrowUp', 1, 3, along)).toBeNull();
    expect(indexAfterKey('ArrowRight', null, 0, along)).toBeNull();
  });
});
