import { describe, expect, it } from 'vitest';
import { weekOf } from './api';

describe('weekOf (the week an address names)', () => {
  it('reads a season and a week written in digits', () => {
    expect(weekOf({ season: '2025', week: '10' })).toEqual({ season: '2025', week: 10 });
  });

  it('names no week for any other way of writing one, as the server refuses them', () => {
    // React Router hands the page its parameters decoded: `/recaps/2025/%201` is ' 1'.
    for (const week of ['1e1', '0x1', ' 1', '+1', '1.0', '01', '0', '26', undefined]) {
      expect({ week, asked: weekOf({ season: '2025', week }) }).toEqual({ week, asked: null });
    }
    expect(weekOf({ season: '25', week: '3' })).toBeNull();
  });
});
