import { describe, expect, it } from 'vitest';
import { HIDDEN_PIN_LABEL, pinLabel } from './pin-label';

describe('pinLabel', () => {
  it('tells a missing PIN from a hidden one, and masks a visible one until shown', () => {
    expect(pinLabel({ password: null, hasPin: false }, true)).toBe('Not set');
    expect(pinLabel({ password: null, hasPin: true }, true)).toBe(HIDDEN_PIN_LABEL);
    expect(pinLabel({ password: '4821', hasPin: true }, false)).toBe('****');
    expect(pinLabel({ password: '4821', hasPin: true }, true)).toBe('4821');
  });
});
