// GET /api/league/{id}/bracket on the demo league: the 2025 bracket before its playoffs (seeded by
// today's standings, with the simulation's seed chances), the 2024 bracket after them (the
// provider's, with scores, byes, placement games and the champion), and the refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bracketResponseSchema, type BracketResponse } from '../../../common/bracket';
import { playoffOddsResponseSchema, type PlayoffOddsResponse } from '../../../common/almanac';
import { demoManifest } from '../../sleeper/demo-fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

const manifest = demoManifest();
const api = (path: string) => `/api/league/${manifest.currentLeagueId}${path}`;
let t: TestApp;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  member = await t.loginAs('member');
});
afterAll(() => t.close());

const get = (path: string) => t.app.inject({ url: api(path), headers: { cookie: member } });

describe('the playoff bracket', () => {
  it('before the playoffs: the league layout seeded by the standings, with each seed’s chance', async () => {
    const response = await get('/bracket');
    expect(response.statusCode).toBe(200);
    const bracket = bracketResponseSchema.parse(response.json());
    expect(bracket).toMatchObject({
      season: '2025',
      status: 'projected',
      playoffWeekStart: 15,
      playoffTeams: 6,
    });
    const odds = playoffOddsResponseSchema.parse((await get('/playoff-odds')).json()) as PlayoffOddsResponse;
    // Seeds 1-2 have byes; round 1 plays 3 v 6 and 4 v 5, each a team of today's standings.
    expect(bracket.byes.map((team) => team.seed)).toEqual([1, 2]);
    const roundOne = bracket.winners.filter((game) => game.round === 1);
    expect(roundOne.map((game) => [game.a.team?.seed, game.b.team?.seed])).toEqual([
      [3, 6],
      [4, 5],
    ]);
    expect(roundOne.every((game) => game.week === 15 && game.a.points === null)).toBe(true);
    for (const team of [...bracket.byes, ...roundOne.flatMap((g) => [g.a.team!, g.b.team!])]) {
      const teamOdds = odds.teams.find((o) => o.rosterId === team.rosterId)!;
      expect(team.seed).toBe(teamOdds.rank);
      expect(team.seedChance).toBe(teamOdds.seedOdds[team.seed! - 1]);
    }
    // Later rounds name where their sides come from; the final and third place are marked.
    const final = bracket.winners.find((game) => game.place === 1)!;
    expect(final.a.team).toBeNull();
    expect(final.a.from).toMatch(/^Winner of game \d$/);
    expect(bracket.winners.find((game) => game.place === 3)!.a.from).toMatch(/^Loser of game \d$/);
    expect(bracket.losers).toEqual([]);
    expect(bracket.champion).toBeNull();
    expect(bracket.seasons).toEqual(['2025', '2024', '2023', '2022']);
  });

  it('after the playoffs: the provider’s brackets with their scores and the champion', async () => {
    const bracket = bracketResponseSchema.parse(
      (await get('/bracket?season=2024')).json(),
    ) as BracketResponse;
    expect(bracket.status).toBe('set');
    // Manifest: 2024's champion is roster 8.
    expect(bracket.champion?.rosterId).toBe(8);
    expect(bracket.byes).toHaveLength(2);
    expect(bracket.losers.length).toBeGreaterThan(0);
    // Every game is scored, in its round's week, and won by the higher score (as the provider says).
    for (const game of [...bracket.winners, ...bracket.losers]) {
      expect(game.a.team && game.b.team, `game ${game.game}`).toBeTruthy();
      expect(game.week).toBe(14 + game.round);
      expect(game.a.points).not.toBeNull();
      const higher = game.a.points! > game.b.points! ? game.a.team! : game.b.team!;
      expect(game.winnerRosterId, `game ${game.game}`).toBe(higher.rosterId);
    }
    const final = bracket.winners.find((game) => game.place === 1)!;
    expect(final.winnerRosterId).toBe(8);
    // The consolation games place the teams after the six playoff teams: 7th, 9th, 11th.
    expect(
      bracket.losers.flatMap((game) => (game.place === null ? [] : [game.place])).sort((a, b) => a - b),
    ).toEqual([7, 9, 11]);
  });

  it('refuses visitors (401), another league (404), a bad season (400) and one never played (404)', async () => {
    expect((await t.app.inject({ url: api('/bracket') })).statusCode).toBe(401);
    const other = await t.app.inject({ url: '/api/league/123/bracket', headers: { cookie: member } });
    expect(other.statusCode).toBe(404);
    const bad = await get('/bracket?season=last');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('season');
    expect((await get('/bracket?season=2019')).statusCode).toBe(404);
  });
});
