import { describe, expect, it } from 'vitest';
import { settingsUpdateBodySchema } from './settings';

describe('settings body', () => {
  it('clears an empty or null date and playoff start week, and leaves an absent one undefined (kept)', () => {
    const parsed = settingsUpdateBodySchema.parse({
      keeperDeadline: '',
      draftDate: null,
      playoffStartWeek: '',
    });
    expect(parsed).toEqual({
      keeperDeadline: null,
      draftDate: null,
      seasonStartDate: undefined,
      playoffStartWeek: null,
    });
  });

  it('accepts epoch milliseconds for a date', () => {
    expect(settingsUpdateBodySchema.parse({ draftDate: 1755990000000 }).draftDate).toBe(1755990000000);
    expect(settingsUpdateBodySchema.safeParse({ draftDate: -5 }).success).toBe(false);
  });

  it('accepts weeks 1 to 18 only, as numbers or numeric strings', () => {
    const week = (playoffStartWeek: unknown) => settingsUpdateBodySchema.safeParse({ playoffStartWeek });
    expect(week(1).success && week(18).success && week('16').success).toBe(true);
    for (const bad of [0, 19, 15.5, 'x', -1]) expect(week(bad).success).toBe(false);
  });
});
