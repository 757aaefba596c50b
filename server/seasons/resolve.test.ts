import { describe, expect, it } from 'vitest';
import { estimatedSeason, resolveSeason, seasonPhase, type LeagueFacts, type NflFacts } from './resolve';

const league = (season: string, status: string, hasPrevious = true): LeagueFacts => ({
  season,
  status,
  hasPrevious,
});
const nfl = (season: string, seasonType: string | undefined): NflFacts => ({ season, seasonType });

describe('the current season', () => {
  it('is the served league season, whatever the NFL calendar says', () => {
    expect(resolveSeason(league('2025', 'in_season'), nfl('2025', 'regular'), undefined).season).toBe('2025');
    // Renewed early: the league is 2026 while the NFL is still in its 2025 post-season.
    expect(resolveSeason(league('2026', 'pre_draft'), nfl('2025', 'post'), undefined).season).toBe('2026');
    // Not renewed yet: the NFL has moved on to 2026, the league is still 2025.
    expect(resolveSeason(league('2025', 'complete'), nfl('2026', 'pre'), undefined).season).toBe('2025');
  });

  it('reads the NFL state for the phase of a drafted league', () => {
    const drafted = league('2025', 'in_season');
    expect(seasonPhase(drafted, nfl('2025', 'pre'))).toBe('preseason');
    expect(seasonPhase(drafted, nfl('2025', 'regular'))).toBe('regular');
    expect(seasonPhase(drafted, nfl('2025', 'post'))).toBe('postseason');
    expect(seasonPhase(drafted, nfl('2025', 'off'))).toBe('offseason');
    // The NFL calendar is still in the previous year: the games are ahead.
    expect(seasonPhase(drafted, nfl('2024', 'off'))).toBe('preseason');
    // The NFL calendar has moved past the league's year: its season is over.
    expect(seasonPhase(drafted, nfl('2026', 'pre'))).toBe('offseason');
    // A state without season_type is taken as the regular season.
    expect(seasonPhase(drafted, nfl('2025', undefined))).toBe('regular');
  });

  it('puts a league that has not drafted in its pre-draft phase and a complete one in the off-season', () => {
    for (const type of ['pre', 'regular', 'post', 'off']) {
      expect(seasonPhase(league('2026', 'pre_draft'), nfl('2025', type))).toBe('pre-draft');
      expect(seasonPhase(league('2026', 'drafting'), nfl('2026', type))).toBe('pre-draft');
      expect(seasonPhase(league('2025', 'complete'), nfl('2025', type))).toBe('offseason');
    }
  });

  it('leads the dashboard with the off-season only between seasons', () => {
    const offseason = (l: LeagueFacts, n: NflFacts) => resolveSeason(l, n, undefined).offseason;
    expect(offseason(league('2025', 'complete'), nfl('2025', 'post'))).toBe(true);
    expect(offseason(league('2026', 'pre_draft'), nfl('2026', 'pre'))).toBe(true);
    expect(offseason(league('2025', 'in_season'), nfl('2025', 'pre'))).toBe(false);
    expect(offseason(league('2025', 'in_season'), nfl('2025', 'regular'))).toBe(false);
    expect(offseason(league('2025', 'in_season'), nfl('2025', 'post'))).toBe(false);
  });
});

describe('the keeper season rolls over with the league', () => {
  const keeperSeason = (l: LeagueFacts, n: NflFacts) => {
    const { keeperSeason, draftSeason } = resolveSeason(l, n, undefined);
    return { keeperSeason, draftSeason };
  };

  it('S in season: selections for S go to the S+1 draft', () => {
    expect(keeperSeason(league('2025', 'in_season'), nfl('2025', 'regular'))).toEqual({
      keeperSeason: '2025',
      draftSeason: '2026',
    });
  });

  it('S complete, S+1 not created yet: still S', () => {
    expect(keeperSeason(league('2025', 'complete'), nfl('2026', 'off'))).toEqual({
      keeperSeason: '2025',
      draftSeason: '2026',
    });
  });

  it('S+1 created and not drafted: keepers are still chosen from the S rosters', () => {
    expect(keeperSeason(league('2026', 'pre_draft'), nfl('2025', 'post'))).toEqual({
      keeperSeason: '2025',
      draftSeason: '2026',
    });
    expect(keeperSeason(league('2026', 'drafting'), nfl('2026', 'pre'))).toEqual({
      keeperSeason: '2025',
      draftSeason: '2026',
    });
  });

  it('S+1 drafted: selections are now for the S+2 draft', () => {
    expect(keeperSeason(league('2026', 'in_season'), nfl('2026', 'pre'))).toEqual({
      keeperSeason: '2026',
      draftSeason: '2027',
    });
  });

  it('a brand-new league with no previous season keeps from its own season', () => {
    expect(keeperSeason(league('2026', 'pre_draft', false), nfl('2026', 'pre'))).toEqual({
      keeperSeason: '2026',
      draftSeason: '2027',
    });
  });
});

describe('SEASON override', () => {
  it('pins the season and the keeper season; the phase still follows the league', () => {
    const resolved = resolveSeason(league('2026', 'pre_draft'), nfl('2026', 'pre'), '2024');
    expect(resolved).toEqual({
      season: '2024',
      source: 'override',
      phase: 'pre-draft',
      keeperSeason: '2024',
      draftSeason: '2025',
      offseason: true,
    });
    expect(resolveSeason(league('2025', 'in_season'), nfl('2025', 'regular'), undefined).source).toBe(
      'league',
    );
  });
});

describe('the season assumed before the provider ever answers', () => {
  it('is the NFL season of the date: from August the year itself, before it the previous year', () => {
    expect(estimatedSeason(new Date('2026-03-10T12:00:00Z'))).toBe('2025');
    expect(estimatedSeason(new Date('2026-07-31T12:00:00Z'))).toBe('2025');
    expect(estimatedSeason(new Date('2026-08-01T12:00:00Z'))).toBe('2026');
    expect(estimatedSeason(new Date('2026-12-31T12:00:00Z'))).toBe('2026');
  });
});
