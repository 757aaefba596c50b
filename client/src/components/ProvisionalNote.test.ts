import { describe, expect, it } from 'vitest';
import { provisionalText } from './ProvisionalNote';

describe('provisionalText', () => {
  it('names the week, or the weeks, and what makes them final', () => {
    expect(provisionalText([14])).toBe(
      'Week 14 is counted from its final scores, provisional until Sleeper settles the week.',
    );
    expect(provisionalText([12, 13, 14])).toBe(
      'Weeks 12, 13 and 14 are counted from their final scores, provisional until Sleeper settles them.',
    );
  });
});
