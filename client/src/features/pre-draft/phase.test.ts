import { describe, expect, it } from 'vitest';
import { preDraftPhase } from './phase';

const status = { keeperSeason: '2025', draftSeason: '2026', deadlinePassed: false };

describe('preDraftPhase', () => {
  it('says the season is still played while keepers for the next draft are open', () => {
    expect(preDraftPhase({ offseason: false, season: '2025' }, status)).toEqual({
      title: 'Keeper selection open',
      detail: 'The 2025 season is in progress; keepers chosen now go to the 2026 draft.',
    });
  });

  it('says the season is over between seasons', () => {
    // The league has renewed for 2026 and not drafted: keepers still come from the 2025 rosters.
    expect(preDraftPhase({ offseason: true, season: '2026' }, status).detail).toBe(
      'The 2025 season is over; keepers from its rosters go to the 2026 draft.',
    );
  });

  it('says selection is closed once the deadline has passed, whatever the season', () => {
    for (const offseason of [false, true]) {
      expect(preDraftPhase({ offseason, season: '2025' }, { ...status, deadlinePassed: true })).toEqual({
        title: 'Keeper selection closed',
        detail: 'The deadline has passed; the 2026 draft is next.',
      });
    }
  });
});
