// GET /api/league/{id}/bracket on the demo league: the 2025 bracket before its playoffs (seeded by
// today's standings, with the simulation's seed chances), during them (the demo moved to week 16: the
// first round played, the second being played), the 2024 bracket after them (the provider's, with
// scores, byes, placement games and the champion), and the refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bracketResponseSchema, type BracketResponse } from '../../../common/bracket';
import { playoffOddsResponseSchema, type PlayoffOddsResponse } from '../../../common/almanac';
import { DEMO_FIXTURES_DIR } from '../../paths';
import { demoManifest } from '../../sleeper/demo-fixtures';
import type { SleeperMatchup } from '../../sleeper/schemas';
import { DemoTransport, type Transport } from '../../sleeper/transport';
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

  it('during the playoffs: the first round decided, the second being played, the final still open', async () => {
    const projected = bracketResponseSchema.parse((await get('/bracket')).json()) as BracketResponse;
    const rosterOfSeed = (seed: number) =>
      [...projected.byes, ...projected.winners.flatMap((g) => [g.a.team, g.b.team])].find(
        (team) => team?.seed === seed,
      )!.rosterId;
    const [s1, s2, s3, s4, s5, s6] = [1, 2, 3, 4, 5, 6].map(rosterOfSeed) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const leagueId = manifest.currentLeagueId;
    const inner = new DemoTransport(DEMO_FIXTURES_DIR);
    const week14 = (await inner.get(`league/${leagueId}/matchups/14`)).body as SleeperMatchup[];
    // Week 15's games as week 14 scored them, paired as the bracket; week 16 half played.
    const scored = (pairs: number[][], share: number): SleeperMatchup[] =>
      pairs.flatMap((pair, index) =>
        pair.map((rosterId) => {
          const row = week14.find((r) => r.roster_id === rosterId)!;
          return { ...row, matchup_id: index + 1, points: Math.round((row.points ?? 0) * share * 100) / 100 };
        }),
      );
    const week15 = scored(
      [
        [s3, s6],
        [s4, s5],
      ],
      1,
    );
    const points15 = (rosterId: number) => week15.find((r) => r.roster_id === rosterId)!.points!;
    const decided = (a: number, b: number) => (points15(a) > points15(b) ? { w: a, l: b } : { w: b, l: a });
    const game1 = decided(s3, s6);
    const game2 = decided(s4, s5);
    const week16 = scored(
      [
        [s1, game1.w],
        [s2, game2.w],
        [game1.l, game2.l],
      ],
      0.5,
    );
    const winnersBracket = [
      { r: 1, m: 1, t1: s3, t2: s6, ...game1 },
      { r: 1, m: 2, t1: s4, t2: s5, ...game2 },
      { r: 2, m: 3, t1: s1, t2: game1.w, w: null, l: null, t2_from: { w: 1 } },
      { r: 2, m: 4, t1: s2, t2: game2.w, w: null, l: null, t2_from: { w: 2 } },
      { r: 2, m: 5, t1: game1.l, t2: game2.l, w: null, l: null, t1_from: { l: 1 }, t2_from: { l: 2 }, p: 5 },
      { r: 3, m: 6, t1: null, t2: null, w: null, l: null, t1_from: { w: 3 }, t2_from: { w: 4 }, p: 1 },
      { r: 3, m: 7, t1: null, t2: null, w: null, l: null, t1_from: { l: 3 }, t2_from: { l: 4 }, p: 3 },
    ];
    const answers: Record<string, unknown> = {
      'state/nfl': {
        ...((await inner.get('state/nfl')).body as object),
        week: 16,
        leg: 16,
        display_week: 16,
      },
      [`league/${leagueId}/winners_bracket`]: winnersBracket,
      [`league/${leagueId}/matchups/15`]: week15,
      [`league/${leagueId}/matchups/16`]: week16,
    };
    const transport: Transport = {
      kind: 'demo',
      get: async (providerPath) => {
        const answer = answers[providerPath.split('?')[0]!];
        return answer === undefined ? inner.get(providerPath) : { status: 200, body: answer };
      },
    };
    const playoffs = await createTestApp({ transport, env: { LIVE_SCORING: 'off' } });
    try {
      const cookie = await playoffs.loginAs('member');
      const response = await playoffs.app.inject({ url: api('/bracket'), headers: { cookie } });
      expect(response.statusCode).toBe(200);
      const bracket = bracketResponseSchema.parse(response.json()) as BracketResponse;
      expect(bracket).toMatchObject({ season: '2025', status: 'set', champion: null });
      expect(bracket.byes.map((team) => team.rosterId)).toEqual([s1, s2]);
      const game = (n: number) => bracket.winners.find((g) => g.game === n)!;
      // Round one: week 15's scores, won by the higher.
      for (const [n, pair] of [
        [1, game1],
        [2, game2],
      ] as const) {
        expect(game(n).week).toBe(15);
        expect(game(n).winnerRosterId).toBe(pair.w);
        const winnerSide = game(n).a.team!.rosterId === pair.w ? game(n).a : game(n).b;
        expect(winnerSide.points).toBe(points15(pair.w));
      }
      // Round two: the byes meet round one's winners, scored as far as played, no winner yet.
      expect([game(3).a.team!.rosterId, game(3).b.team!.rosterId]).toEqual([s1, game1.w]);
      expect(game(3).week).toBe(16);
      expect(game(3).a.points).toBe(week16.find((r) => r.roster_id === s1)!.points);
      expect(game(3).winnerRosterId).toBeNull();
      // The final waits for its sides, named by the games they come from.
      const final = bracket.winners.find((g) => g.place === 1)!;
      expect(final.a).toMatchObject({ team: null, from: 'Winner of game 3', points: null });
      expect(final.winnerRosterId).toBeNull();
    } finally {
      await playoffs.close();
    }
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
