// The almanac over the whole demo league: the identities a member can check by hand.
import { describe, expect, it } from 'vitest';
import { demoManifest, readDemoFixture } from '../sleeper/demo-fixtures';
import type {
  SleeperBracketMatch,
  SleeperLeague,
  SleeperLeagueUser,
  SleeperMatchup,
  SleeperRoster,
} from '../sleeper/schemas';
import { seasonGames } from './almanac-games';
import { headToHeadMatrix } from './head-to-head-matrix';
import { weeksInRecords } from './playoff-odds-input';
import { powerRankings } from './power-rankings';
import { finalWeek } from './season-week';
import { buildTeams } from './teams';
import { recordBook } from './weekly-records';

const manifest = demoManifest();

function load(season: string) {
  const id = manifest.seasons.find((s) => s.season === season)!.leagueId;
  const league = readDemoFixture<SleeperLeague>(`league/${id}`);
  const rosters = readDemoFixture<SleeperRoster[]>(`league/${id}/rosters`);
  const users = readDemoFixture<SleeperLeagueUser[]>(`league/${id}/users`);
  // Completed weeks: every week of a finished season, the weeks in the records of the current one.
  const last = league.status === 'complete' ? finalWeek(league) : weeksInRecords(league, rosters);
  const weeks = Array.from({ length: last }, (_, i) => ({
    week: i + 1,
    matchups: readDemoFixture<SleeperMatchup[]>(`league/${id}/matchups/${i + 1}`),
  }));
  const teams = buildTeams(rosters, users);
  const winnersBracket = readDemoFixture<SleeperBracketMatch[]>(`league/${id}/winners_bracket`);
  return { league, rosters, users, weeks, teams, winnersBracket };
}

const seasons = manifest.seasons.map((s) => load(s.season));
const games = seasons.flatMap((s) => seasonGames(s));

describe('the almanac of the demo league', () => {
  it('has every regular-season game and the winners-bracket games (no consolation games)', () => {
    for (const season of seasons) {
      const own = games.filter((g) => g.season === season.league.season);
      const regular = own.filter((g) => !g.playoffs);
      const regularWeeks = season.weeks.filter((w) => w.week < 15);
      // Six games a week, except the 2023 week with two byes (five games).
      const expected = regularWeeks.reduce(
        (sum, w) => sum + w.matchups.filter((r) => r.matchup_id != null).length / 2,
        0,
      );
      expect(regular).toHaveLength(expected);
      const bracketGames = season.winnersBracket.filter((m) => m.t1 != null && m.t2 != null).length;
      expect(own.filter((g) => g.playoffs)).toHaveLength(bracketGames);
    }
  });

  it('head to head: A over B is B to A, and every game is counted twice (once per side)', () => {
    const cells = headToHeadMatrix(games);
    const cell = (a: string, b: string) => cells.find((c) => c.ownerId === a && c.opponentId === b)!;
    let sides = 0;
    for (const c of cells) {
      const back = cell(c.opponentId, c.ownerId);
      for (const kind of ['regular', 'playoffs'] as const) {
        expect(c[kind].wins).toBe(back[kind].losses);
        expect(c[kind].losses).toBe(back[kind].wins);
        expect(c[kind].ties).toBe(back[kind].ties);
        expect(c[kind].pointsFor).toBeCloseTo(back[kind].pointsAgainst, 6);
        sides += c[kind].games;
      }
    }
    const owned = games.filter((g) => g.home.ownerId && g.away.ownerId).length;
    expect(sides).toBe(2 * owned);
    // The 2023 tie (week 9) is in someone's record.
    expect(cells.some((c) => c.regular.ties > 0)).toBe(true);
    // benchwarmerbob left after 2023: no games against the 2024+ newcomer rookiemarcus.
    const bob = '222435893470860683';
    const marcus = manifest.accounts.find((a) => a.username === 'rookiemarcus')!.userId;
    expect(cells.some((c) => c.ownerId === bob && c.opponentId === marcus)).toBe(false);
    expect(cells.filter((c) => c.ownerId === bob).length).toBeGreaterThan(5);
  });

  it('all-play wins + losses + ties = (teams - 1) x weeks, for every team of every season', () => {
    for (const season of seasons) {
      const regular = season.weeks.filter((w) => w.week < 15);
      const ranking = powerRankings(regular, season.teams);
      let wins = 0;
      let losses = 0;
      for (const r of ranking) {
        expect(r.allPlay.wins + r.allPlay.losses + r.allPlay.ties).toBe(11 * regular.length);
        expect(r.ranks).toHaveLength(regular.length);
        wins += r.allPlay.wins;
        losses += r.allPlay.losses;
      }
      expect(wins).toBe(losses);
      expect(ranking.map((r) => r.rank).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 12 }, (_, i) => i + 1),
      );
    }
  });

  it('the record book points at real games, and per-season books agree with the all-time one', () => {
    const allTime = recordBook(games, true);
    const top = allTime.highestScores[0]!;
    const game = games.find(
      (g) => g.season === top.season && g.week === top.week && g.matchupId === top.matchupId,
    )!;
    expect([game.home.points, game.away.points]).toContain(top.value);
    expect(Math.max(...games.flatMap((g) => [g.home.points, g.away.points]))).toBe(top.value);
    // The manifest's biggest regular-season margin: 2024 week 1, roster 7 over roster 11 by 89.91.
    const regularBlowout = recordBook(
      games.filter((g) => !g.playoffs),
      true,
    ).biggestBlowouts[0]!;
    expect(regularBlowout).toMatchObject({ season: '2024', week: 1, value: 89.91, team: { rosterId: 7 } });
    const perSeasonBest = Math.max(
      ...manifest.seasons.map(
        (s) =>
          recordBook(
            games.filter((g) => g.season === s.season),
            false,
          ).highestScores[0]!.value,
      ),
    );
    expect(perSeasonBest).toBe(top.value);
    expect(allTime.mostBenchPoints[0]!.value).toBeGreaterThan(0);
    expect(allTime.longestWinStreaks[0]!.length).toBeGreaterThanOrEqual(13);
  });
});
