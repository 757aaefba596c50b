// Standings and chances as they stood after a week, over the demo league: the records rebuilt from the
// weeks agree with the provider's totals where the provider has them (so every earlier week is counted
// the same way), and the chances agree with what was decided: the playoff field after the regular
// season, the champion after the final, clinched and eliminated teams at any point.
import { describe, expect, it } from 'vitest';
import { demoManifest, readDemoFixture } from '../sleeper/demo-fixtures';
import type { SleeperBracketMatch } from '../sleeper/schemas';
import { demoSeasonOddsData } from '../test/demo-season-odds';
import { bracketAfterRounds, chancesAfterWeek } from './odds-as-of';
import { pointsAgainst, pointsFor } from './points';
import { recomputedRosters, rostersAfterWeek } from './records-as-of';
import { computeStandings } from './standings';

const seasonOf = (season: string) => demoSeasonOddsData(season, { projections: false });
const totals = (r: ReturnType<typeof seasonOf>['rosters'][number]) => ({
  rosterId: r.roster_id,
  wins: r.settings.wins,
  losses: r.settings.losses,
  ties: r.settings.ties,
  pointsFor: pointsFor(r),
  pointsAgainst: pointsAgainst(r),
});

describe('records after a week', () => {
  it.each(demoManifest().seasons.map((s) => s.season))(
    '%s: rebuilt from the weeks, they are the provider’s totals (median results included in 2024)',
    (season) => {
      const data = seasonOf(season);
      // The provider's totals count weeks 1-14 (2025: 1-13, week 14 being played): manifest rosterTotals.
      const counted = season === '2025' ? 13 : 14;
      const rebuilt = recomputedRosters(data.league, data.rosters, data.teams, data.weeks, counted);
      expect(rebuilt.map(totals)).toEqual(data.rosters.map(totals));
      // Playoff weeks add nothing (2025 has not reached them: its week 14 is still being played).
      if (season !== '2025') {
        const after17 = recomputedRosters(data.league, data.rosters, data.teams, data.weeks, 17);
        expect(after17.map(totals)).toEqual(data.rosters.map(totals));
      }
      // Before week 1 every record is empty.
      for (const r of rostersAfterWeek(data.league, data.rosters, data.teams, data.weeks, 0)) {
        expect(totals(r)).toEqual({
          rosterId: r.roster_id,
          wins: 0,
          losses: 0,
          ties: 0,
          pointsFor: 0,
          pointsAgainst: 0,
        });
      }
    },
  );

  it('counts one result per game a week (two in the median season 2024)', () => {
    for (const [season, perWeek] of [
      ['2023', 1],
      ['2024', 2],
    ] as const) {
      const data = seasonOf(season);
      for (let week = 1; week <= 14; week += 1) {
        const games = (w: number) =>
          rostersAfterWeek(data.league, data.rosters, data.teams, data.weeks, w).reduce(
            (sum, r) => sum + r.settings.wins + r.settings.losses + r.settings.ties,
            0,
          );
        // Twelve teams: six games (a bye week has fewer), each giving two results.
        const pairs = data.weeks[week - 1]!.matchups.filter((row) => row.matchup_id != null).length;
        const medians = perWeek === 2 ? data.rosters.length : 0;
        expect(games(week) - games(week - 1), `${season} week ${week}`).toBe(pairs + medians);
      }
    }
  });
});

describe('the bracket after a number of rounds', () => {
  const id = demoManifest().seasons.find((s) => s.season === '2022')!.leagueId;
  const rows = readDemoFixture<SleeperBracketMatch[]>(`league/${id}/winners_bracket`);

  it('keeps the decided rounds, opens the next one and names later teams only by their source', () => {
    expect(bracketAfterRounds(rows, 3)).toEqual(rows);
    const afterOne = bracketAfterRounds(rows, 1);
    for (const [i, row] of afterOne.entries()) {
      const given = rows[i]!;
      if (row.r === 1) expect(row).toEqual(given);
      else expect([row.w, row.l]).toEqual([null, null]);
      if (row.r === 2) expect([row.t1, row.t2]).toEqual([given.t1, given.t2]);
      if (row.r === 3) {
        expect(row.t1).toBe(given.t1_from ? null : given.t1);
        expect(row.t2).toBe(given.t2_from ? null : given.t2);
      }
    }
    // The two bye seeds enter in round 2 without a source, so they stay named before any round.
    const byeTeams = rows
      .filter((r) => r.r === 2)
      .flatMap((r) => [r.t1_from ? null : r.t1, r.t2_from ? null : r.t2]);
    const open = bracketAfterRounds(rows, 0).filter((r) => r.r === 2);
    expect(
      open
        .flatMap((r) => [r.t1, r.t2])
        .filter((t) => t != null)
        .sort(),
    ).toEqual(byeTeams.filter((t) => t != null).sort());
  });
});

describe('chances after a week', () => {
  it('after the regular season: exactly the six playoff teams are in; after the final: the champion has the title', () => {
    const data = seasonOf('2022');
    const bracket = data.winnersBracket;
    const field = new Set(bracket.flatMap((r) => [r.t1, r.t2]).filter((t): t is number => t != null));
    const champion = bracket.find((r) => r.p === 1)!.w!;
    const afterRegular = chancesAfterWeek(data, 14);
    for (const [rosterId, chances] of afterRegular) {
      expect(chances.playoffs, `roster ${rosterId}`).toBe(field.has(rosterId) ? 1 : 0);
    }
    const afterFinal = chancesAfterWeek(data, 17);
    for (const [rosterId, chances] of afterFinal) {
      expect(chances.title, `roster ${rosterId}`).toBe(rosterId === champion ? 1 : 0);
    }
    // Manifest: the 2022 champion is roster 2.
    expect(champion).toBe(2);
  });

  it('agrees with the clinched and eliminated status of the standings after the same week (2025 week 12)', () => {
    const data = seasonOf('2025');
    const rosters = rostersAfterWeek(data.league, data.rosters, data.teams, data.weeks, 12);
    const statuses = computeStandings(data.league, rosters, data.teams);
    const chances = chancesAfterWeek(data, 12);
    expect(statuses.some((s) => s.playoffStatus === 'clinched')).toBe(true);
    expect(statuses.some((s) => s.playoffStatus === 'eliminated')).toBe(true);
    for (const { rosterId, playoffStatus } of statuses) {
      const { playoffs } = chances.get(rosterId)!;
      if (playoffStatus === 'clinched') expect(playoffs).toBe(1);
      else if (playoffStatus === 'eliminated') expect(playoffs).toBe(0);
      else expect(playoffs).toBeLessThan(1);
    }
    const sum = [...chances.values()].reduce((total, c) => total + c.playoffs, 0);
    expect(sum).toBeCloseTo(6, 9);
  });
});
