import { describe, expect, it } from 'vitest';
import { draftSeasonLabel, draftTitle } from './drafts';

describe('draft titles', () => {
  it('names a rookie draft so, and any other draft as the titles always did', () => {
    expect(draftTitle('2025', true)).toBe('2025 Rookie Draft');
    expect(draftTitle('2024', false)).toBe('2024 draft');
  });

  it("labels the season picker's seasons, a rookie draft by its title", () => {
    expect(draftSeasonLabel({ season: '2025', rookieDraft: true })).toBe('2025 Rookie Draft');
    expect(draftSeasonLabel({ season: '2024', rookieDraft: false })).toBe('2024 Season');
  });
});
