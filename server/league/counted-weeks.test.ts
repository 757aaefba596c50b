import { describe, expect, it } from 'vitest';
import type { SleeperMatchup } from '../sleeper/schemas';
import { countedWeeks, firstCountedWeek, leagueAsCounted, weeksBeforePlayoffs } from './counted-weeks';
import { makeLeague, makeRoster } from './test-data';

const row = (rosterId: number, matchupId: number | null, points: number): SleeperMatchup => ({
  roster_id: rosterId,
  matchup_id: matchupId,
  points,
});
/** A played week of 4 teams: 1 v 2 and 3 v 4. */
const played = (week: number) => ({
  week,
  matchups: [row(1, 1, 100), row(2, 1, 90), row(3, 2, 80), row(4, 2, 70)],
});
const unplayed = (week: number) => ({
  week,
  matchups: [row(1, 1, 0), row(2, 1, 0), row(3, 2, 0), row(4, 2, 0)],
});
/** Four rosters whose records hold `games` games each (wins and losses split as they please). */
const rostersWith = (games: number) =>
  [1, 2, 3, 4].map((id) =>
    makeRoster(id, { wins: id % 2 === 1 ? games : 0, losses: id % 2 === 1 ? 0 : games }),
  );

// start_week 3, playoffs from week 6: the regular season is weeks 3-5, but weeks 1 and 2 were played.
const league = makeLeague({ start_week: 3, playoff_week_start: 6 }, { total_rosters: 4 });
const weeks = [1, 2, 3, 4, 5].map(played);

describe('counted weeks', () => {
  it('counts the weeks before start_week when the records hold their games', () => {
    expect(firstCountedWeek(league, rostersWith(5), weeks)).toBe(1);
    expect(countedWeeks(league, rostersWith(5), [...weeks, played(6)]).map((w) => w.week)).toEqual([
      1, 2, 3, 4, 5,
    ]);
    expect(leagueAsCounted(league, rostersWith(5), weeks).settings).toMatchObject({
      start_week: 1,
      playoff_week_start: 6,
    });
  });

  it('leaves them out when the records count from start_week only', () => {
    expect(firstCountedWeek(league, rostersWith(3), weeks)).toBe(3);
    expect(countedWeeks(league, rostersWith(3), weeks).map((w) => w.week)).toEqual([3, 4, 5]);
    // Nothing moves: the very league.
    expect(leagueAsCounted(league, rostersWith(3), weeks)).toBe(league);
  });

  it('in a median season reads two results a week in the records', () => {
    const median = makeLeague(
      { start_week: 3, playoff_week_start: 6, league_average_match: 1 },
      { total_rosters: 4 },
    );
    expect(firstCountedWeek(median, rostersWith(10), weeks)).toBe(1);
    expect(firstCountedWeek(median, rostersWith(6), weeks)).toBe(3);
  });

  it('counts only earlier weeks that were played', () => {
    // Week 1 has no points: the records' 4 games are weeks 2-5.
    expect(firstCountedWeek(league, rostersWith(4), [unplayed(1), ...weeks.slice(1)])).toBe(2);
    // No earlier week at all: start_week, whatever the records say.
    expect(firstCountedWeek(league, rostersWith(5), weeks.slice(2))).toBe(3);
    expect(firstCountedWeek(makeLeague({ playoff_week_start: 6 }), rostersWith(5), weeks)).toBe(1);
  });

  it("keeps start_week, the provider's own setting, when the records are as near one count as the other", () => {
    // Weeks 1-4 played, the records hold 3 games: 2 from start_week, 4 from week 1.
    expect(firstCountedWeek(league, rostersWith(3), weeks.slice(0, 4))).toBe(3);
  });

  it('every week before the playoffs is a week the records may count', () => {
    expect(weeksBeforePlayoffs(league)).toEqual([1, 2, 3, 4, 5]);
    expect(weeksBeforePlayoffs(makeLeague({ start_week: 1, playoff_week_start: 15 }))).toHaveLength(14);
  });
});
