// The playoff odds over the whole demo league: the numbers a member can add up must add up.
import { describe, expect, it } from 'vitest';
import { demoSeasonOddsData } from '../test/demo-season-odds';
import { simulatePlayoffOdds, PLAYOFF_ODDS_RUNS } from './playoff-odds';
import { seasonOddsInput } from './playoff-odds-input';
import { computeStandings } from './standings';

const seasonData = (season: string, projections: boolean) => demoSeasonOddsData(season, { projections });

describe('playoff odds of the demo league', () => {
  it('2025 (week 14 left): odds add up and agree with the clinched / fighting / eliminated status', () => {
    const data = seasonData('2025', true);
    const odds = seasonOddsInput(data);
    expect(odds.weeksPlayed).toBe(13);
    expect(odds.regularWeeksLeft).toEqual([14]);
    expect(odds.playoffWeeksLeft).toEqual([15, 16, 17]);
    expect(odds.input.remaining[0]!.games).toHaveLength(6);
    // Projections blend into the week-14 means (the demo projects every rostered team).
    expect(odds.model.meanOf(0, 14)).not.toBe(odds.model.meanOf(0, 99));

    const result = simulatePlayoffOdds(odds.input, {
      runs: PLAYOFF_ODDS_RUNS,
      seed: odds.seed,
      model: odds.model,
    });
    const sum = (pick: (t: (typeof result.teams)[number]) => number) =>
      result.teams.reduce((total, t) => total + pick(t), 0);
    expect(sum((t) => t.playoffs)).toBeCloseTo(6, 9);
    expect(result.byes).toBe(2);
    expect(sum((t) => t.bye)).toBeCloseTo(2, 9);
    expect(sum((t) => t.title)).toBeCloseTo(1, 9);
    expect(sum((t) => t.final)).toBeCloseTo(2, 9);
    expect(sum((t) => t.expectedSeed)).toBeCloseTo(78, 6);
    expect(result.moneyOnOffer).toBe(260);
    expect(sum((t) => t.expectedPrize)).toBeCloseTo(260, 6);

    const statuses = new Map(
      computeStandings(data.league, data.rosters, data.teams).map((s) => [s.rosterId, s.playoffStatus]),
    );
    // Manifest: clinched 5, 6, 8, 11; eliminated 2, 4, 9, 10.
    for (const t of result.teams) {
      const status = statuses.get(t.rosterId);
      if (status === 'clinched') expect(t.playoffs, `roster ${t.rosterId}`).toBe(1);
      if (status === 'eliminated') {
        expect(t.playoffs, `roster ${t.rosterId}`).toBe(0);
        expect(t.title).toBe(0);
      }
      if (status === 'fighting') expect(t.playoffs).toBeLessThan(1);
    }
    expect(
      [...statuses]
        .filter(([, s]) => s === 'clinched')
        .map(([id]) => id)
        .sort((a, b) => a - b),
    ).toEqual([5, 6, 8, 11]);
  });

  it('a complete season (2024, median) is decided: the champion has the title, every seed is known', () => {
    const data = seasonData('2024', false);
    const odds = seasonOddsInput(data);
    expect(odds.regularWeeksLeft).toEqual([]);
    expect(odds.playoffWeeksLeft).toEqual([]);
    const result = simulatePlayoffOdds(odds.input, { runs: 100, seed: odds.seed, model: odds.model });
    const byRoster = new Map(result.teams.map((t) => [t.rosterId, t]));
    expect(byRoster.get(8)!.title).toBe(1);
    for (const t of result.teams) {
      expect([0, 1]).toContain(t.playoffs);
      expect(Number.isInteger(t.expectedSeed)).toBe(true);
    }
    expect(result.teams.reduce((sum, t) => sum + t.expectedPrize, 0)).toBeCloseTo(260, 6);
  });
});
