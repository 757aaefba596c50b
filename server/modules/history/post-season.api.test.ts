// A season is over when its final is played, and counted the way the provider counted it: a league
// recorded in Sleeper's shape (server/test/post-season-league.ts) whose newest season is still
// `post_season` the day after its final, and whose oldest says `start_week: 3` while its records
// count weeks 1 and 2. The history, the managers, the payouts, the recaps and the record book all
// place the new champion, and every manager's head-to-head games add up to their career record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  HeadToHeadResponse,
  ManagerResponse,
  ManagersResponse,
  RecordsResponse,
} from '../../../common/almanac';
import type { HistoryResponse } from '../../../common/history';
import type { SeasonPayouts } from '../../../common/payouts';
import type { RecapListResponse, RecapResponse } from '../../../common/recap';
import { DemoTransport } from '../../sleeper/transport';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  CURRENT_LEAGUE_ID,
  OWNER,
  ownerOf,
  postSeasonLeague,
  type SeasonFacts,
} from '../../test/post-season-league';

const { files, seasons } = postSeasonLeague();
const facts = (season: string): SeasonFacts => seasons.find((s) => s.season === season)!;
const latest = facts('2024');
const champion = ownerOf('2024', latest.champion);

let t: TestApp;
let cookie: string;

async function get<T>(path: string): Promise<T> {
  const response = await t.app.inject({
    url: `/api/league/${CURRENT_LEAGUE_ID}${path}`,
    headers: { cookie },
  });
  expect(response.statusCode, path).toBe(200);
  return response.json<T>();
}

beforeAll(async () => {
  t = await createTestApp({
    transport: new DemoTransport(files),
    env: { LEAGUE_ID: CURRENT_LEAGUE_ID, OWNER_USERNAME: OWNER.username, OWNER_PIN: OWNER.pin },
  });
  cookie = await t.loginAs(OWNER);
});
afterAll(() => t.close());

describe('a league post_season the day after its final', () => {
  it('the history places the champion 1st, the runner-up 2nd and third place 3rd, then the record', async () => {
    const history = await get<HistoryResponse>('/history');
    expect(history.seasons.map((s) => s.season)).toEqual(['2024', '2023', '2022']);
    const season = history.seasons[0]!;
    expect(season).toMatchObject({ status: 'post_season', isComplete: true });
    // The champion was the third seed: by record alone the runner-up would lead.
    expect(latest.seeds.indexOf(latest.champion)).toBe(2);
    expect(season.standings.map((row) => [row.rosterId, row.rank, row.playoffFinish])).toEqual([
      [latest.champion, 1, 1],
      [latest.runnerUp, 2, 2],
      [latest.thirdPlace, 3, 3],
      [latest.fourthPlace, 4, 4],
      [latest.seeds[4], 5, null],
      [latest.seeds[5], 6, null],
    ]);
    expect(season.championTeam?.ownerId).toBe(champion.userId);
    expect(season.runnerUp?.rosterId).toBe(latest.runnerUp);
    expect(season.thirdPlace?.rosterId).toBe(latest.thirdPlace);
    expect(history.overview.latestChampion).toMatchObject({ season: '2024', ownerId: champion.userId });
  });

  it('the title counts in the champion’s career: the history, /managers and the manager page', async () => {
    const titles = seasons.filter((s) => ownerOf(s.season, s.champion).userId === champion.userId);
    expect(titles.map((s) => s.season)).toEqual(['2024']);
    const history = await get<HistoryResponse>('/history');
    const career = history.careers.current.find((c) => c.ownerId === champion.userId)!;
    expect(career).toMatchObject({ championships: 1, bestFinish: 1 });
    const { managers } = await get<ManagersResponse>('/managers');
    expect(managers.find((m) => m.ownerId === champion.userId)?.championships).toBe(1);
    const page = await get<ManagerResponse>(`/managers/${champion.userId}`);
    expect(page.career).toMatchObject({ championships: 1, titles: ['2024'], bestFinish: 1 });
    const season = page.seasons.find((s) => s.season === '2024')!;
    expect(season).toMatchObject({ isComplete: true, finish: 1, playoffFinish: 1 });
    expect(season.payouts).toContainEqual({ award: 'Champion', amount: 120 });
  });

  it('the season’s payouts name the champion, the runner-up and third place, final', async () => {
    const payouts = await get<SeasonPayouts>('/payouts/2024');
    expect(payouts.isComplete).toBe(true);
    expect(payouts.champion.team?.rosterId).toBe(latest.champion);
    expect(payouts.runnerUp.team?.rosterId).toBe(latest.runnerUp);
    expect(payouts.thirdPlace.team?.rosterId).toBe(latest.thirdPlace);
    const runnerUp = await get<ManagerResponse>(`/managers/${ownerOf('2024', latest.runnerUp).userId}`);
    expect(runnerUp.seasons.find((s) => s.season === '2024')!.payouts).toContainEqual({
      award: 'Runner-up',
      amount: 60,
    });
  });

  it('the final has its recap, headed by the champion, and the season its analysis', async () => {
    const { recaps } = await get<RecapListResponse>('/recaps');
    const final = recaps.find((r) => r.season === '2024' && r.week === 7);
    expect(final?.headline).toMatchObject({ kind: 'champion', teamName: champion.teamName });
    const analysis = await get<{ analysis: string }>('/season-analysis/2024');
    expect(analysis.analysis).toContain(champion.teamName);
  });

  it('the final, played in the week the NFL calendar has not left yet, is in head to head', async () => {
    const page = await get<ManagerResponse>(`/managers/${champion.userId}`);
    const runnerUp = ownerOf('2024', latest.runnerUp).userId;
    // The two met in the playoffs only in the 2024 final.
    expect(page.headToHead.find((row) => row.opponent.ownerId === runnerUp)?.playoffs).toMatchObject({
      games: 1,
      wins: 1,
      pointsFor: 154.78,
      pointsAgainst: 113.86,
    });
  });
});

describe('a season whose records count weeks before its start_week', () => {
  it('the history shows the records as the provider counted them: 7 games a team', async () => {
    const history = await get<HistoryResponse>('/history');
    const season = history.seasons.find((s) => s.season === '2022')!;
    for (const row of season.standings) {
      expect(row.wins + row.losses + row.ties).toBe(7);
      const { wins, losses, ties, pointsFor } = facts('2022').records.get(row.rosterId)!;
      expect(row).toMatchObject({ wins, losses, ties, pointsFor });
    }
  });

  it('the record book counts weeks 1 and 2', async () => {
    const { seasons: books } = await get<RecordsResponse>('/records');
    const book = books.find((b) => b.season === '2022')!.records;
    const { lowScore } = facts('2022');
    expect(lowScore.week).toBeLessThan(3);
    expect(book.lowestScores[0]).toMatchObject({
      season: '2022',
      week: lowScore.week,
      value: lowScore.points,
      team: { rosterId: lowScore.rosterId },
    });
  });

  it('the recaps start at week 1, and the last regular week’s standings are the provider’s records', async () => {
    const { recaps } = await get<RecapListResponse>('/recaps');
    expect(
      recaps
        .filter((r) => r.season === '2022')
        .map((r) => r.week)
        .sort((a, b) => a - b),
    ).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const week1 = await get<RecapResponse>('/recaps/2022/1');
    expect(week1.teams.every((team) => team.standing.before.wins + team.standing.before.losses === 0)).toBe(
      true,
    );
    const week7 = await get<RecapResponse>('/recaps/2022/7');
    for (const team of week7.teams) {
      const { wins, losses, ties } = facts('2022').records.get(team.rosterId)!;
      expect(team.standing.after, team.teamName).toEqual({ wins, losses, ties });
    }
  });

  it('every manager’s head-to-head games add up to their career games, ties included', async () => {
    const [{ managers }, { cells }] = await Promise.all([
      get<ManagersResponse>('/managers'),
      get<HeadToHeadResponse>('/head-to-head'),
    ]);
    expect(managers).toHaveLength(7);
    for (const manager of managers) {
      const own = cells.filter((cell) => cell.ownerId === manager.ownerId);
      const games = own.reduce((sum, cell) => sum + cell.regular.games, 0);
      const ties = own.reduce((sum, cell) => sum + cell.regular.ties, 0);
      expect(games, manager.ownerName).toBe(manager.wins + manager.losses + manager.ties);
      expect(ties, manager.ownerName).toBe(manager.ties);
    }
    // The 2023 tie is counted on both sides.
    expect(managers.reduce((sum, m) => sum + m.ties, 0)).toBe(2);
  });

  it('every manager page’s head-to-head table holds every game of its career record', async () => {
    const { managers } = await get<ManagersResponse>('/managers');
    for (const manager of managers) {
      const page = await get<ManagerResponse>(`/managers/${manager.ownerId}`);
      const inTable = page.headToHead.reduce((sum, row) => sum + row.regular.games, 0);
      expect(inTable, manager.ownerName).toBe(page.career.wins + page.career.losses + page.career.ties);
      expect(page.gamesApart).toEqual({ imported: { games: 0, seasons: [] }, withoutManager: 0 });
    }
  });
});
