// API tests of the dashboard's league endpoints on the demo league (fixtures/demo-league manifest notes:
// 2025 weeks 1-13 final, week 14 in progress, weeks 15-17 playoffs not set).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LeagueResponse,
  LeagueUserResponse,
  MatchupsResponse,
  NflStateResponse,
  RosterPlayersResponse,
  RosterResponse,
  Standing,
  Transaction,
} from '../../../common/league';
import { roasts } from '../../db/schema';
import { readDemoFixture } from '../../sleeper/demo-fixtures';
import { createTestApp, type TestApp } from '../../test/harness';
import type { FuturePicksResponse } from '../../../common/picks';

let t: TestApp;
let cookie: string;
let base: string;

async function get<T>(url: string, withCookie = true) {
  const response = await t.app.inject({ method: 'GET', url, headers: withCookie ? { cookie } : {} });
  return { status: response.statusCode, headers: response.headers, body: JSON.parse(response.body) as T };
}

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.loginAs('member');
  base = `/api/league/${t.ctx.leagueId}`;
});
afterAll(async () => {
  await t.close();
});

const endpoints = () => [
  '/api/nfl/state',
  base,
  `${base}/rosters`,
  `${base}/users`,
  `${base}/standings`,
  `${base}/matchups/13`,
  `${base}/transactions`,
  `${base}/roster/1/players?week=13`,
  '/api/players?ids=4046',
];

describe('access', () => {
  it('answers 401 with a message to a visitor on every endpoint', async () => {
    for (const url of endpoints()) {
      const { status, body } = await get<{ message: string }>(url, false);
      expect(status, url).toBe(401);
      expect(body.message, url).toEqual(expect.any(String));
    }
  });

  it('answers 404 for another league id', async () => {
    for (const path of [
      '',
      '/rosters',
      '/users',
      '/standings',
      '/matchups/3',
      '/transactions',
      '/roster/1/players',
    ]) {
      const { status, body } = await get<{ message: string }>(`/api/league/123456789${path}`);
      expect(status, path).toBe(404);
      expect(body.message).toEqual(expect.any(String));
    }
  });
});

describe('league data', () => {
  it('gives the NFL state', async () => {
    const { status, body } = await get<NflStateResponse>('/api/nfl/state');
    expect(status).toBe(200);
    // The demo's live Sunday starts with its first watcher: no games on before.
    expect(body).toEqual({ week: 14, season: '2025', seasonType: 'regular', gamesOn: false });
  });

  it('gives the league with the dashboard week', async () => {
    const { body } = await get<LeagueResponse>(base);
    expect(body).toMatchObject({
      id: t.ctx.leagueId,
      totalRosters: 12,
      season: '2025',
      week: 14,
      playoffTeams: 6,
      // Three one-week playoff rounds from week 15 (a league with two-week rounds ends later).
      finalWeek: 17,
    });
    expect(body.managers).toBe(12);
    expect(body.name).toEqual(expect.any(String));
    // The demo is a keeper league without divisions, best ball or a median game in 2025.
    expect(body.format).toEqual({
      kind: 'keeper',
      divisions: 0,
      bestBall: false,
      medianGame: false,
      playoffRounds: 'one-week',
      taxiSlots: 0,
      reserveSlots: 2,
    });
    expect(body.offers).toEqual({
      keeperSelection: true,
      futurePicks: false,
      lineupJudgement: true,
      divisionStandings: false,
    });
  });

  it('gives who holds every future pick: each team its own but for the traded ones', async () => {
    const { status, body } = await get<FuturePicksResponse>(`${base}/future-picks`);
    expect(status).toBe(200);
    // The demo's 2025 draft is done: the next three seasons can be traded.
    expect(body.seasons).toEqual(['2026', '2027', '2028']);
    expect(body.picks).toHaveLength(3 * body.rounds * 12);
    const traded = await t.ctx.sleeper.tradedPicks(t.ctx.leagueId);
    const moved = traded.filter((p) => body.seasons.includes(p.season) && p.round <= body.rounds);
    for (const pick of body.picks) {
      const entry = moved.find(
        (p) => p.season === pick.season && p.round === pick.round && p.roster_id === pick.original.rosterId,
      );
      expect(pick.owner.rosterId).toBe(entry?.owner_id ?? pick.original.rosterId);
    }
    expect(body.picks.some((p) => p.owner.rosterId !== p.original.rosterId)).toBe(true);
    // Each team carries its manager, for the link to their page (every demo team has one).
    const managers = new Map(
      (await t.ctx.sleeper.rosters(t.ctx.leagueId)).map((r) => [r.roster_id, r.owner_id]),
    );
    for (const pick of body.picks) expect(pick.owner.ownerId).toBe(managers.get(pick.owner.rosterId));
  });

  it('gives rosters with team names, records and keepers', async () => {
    const { body } = await get<RosterResponse[]>(`${base}/rosters`);
    expect(body).toHaveLength(12);
    const brenda = body.find((r) => r.username === 'BigPlayBrenda' || r.ownerDisplayName === 'BigPlayBrenda');
    expect(brenda).toMatchObject({ rosterId: 10, teamName: "Brenda's Blitz Brigade" });
    // 2025 keepers are is_keeper picks of the 2025 draft (manifest: up to 3 per team).
    expect(body.some((r) => r.keepers.length > 0)).toBe(true);
    for (const r of body) for (const k of r.keepers) expect(k.round).toBeGreaterThanOrEqual(1);
  });

  it('gives the league users', async () => {
    const { body } = await get<LeagueUserResponse[]>(`${base}/users`);
    expect(body).toHaveLength(12);
    const fiona = body.find((u) => u.displayName === 'FumbleFiona');
    expect(fiona).toMatchObject({ teamName: null, email: null });
  });

  it('ranks the standings by wins then points, with playoff statuses', async () => {
    const { body } = await get<Standing[]>(`${base}/standings`);
    expect(body.map((s) => s.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(body[0]).toMatchObject({ rosterId: 5, wins: 13, losses: 0, playoffStatus: 'clinched' });
    const status = new Map(body.map((s) => [s.rosterId, s.playoffStatus]));
    // Manifest notes "clinched", "eliminated", "fighting" after week 13.
    for (const id of [6, 5, 8, 11]) expect(status.get(id)).toBe('clinched');
    for (const id of [10, 2, 4, 9]) expect(status.get(id)).toBe('eliminated');
    for (const id of [3, 7, 12, 1]) expect(status.get(id)).toBe('fighting');
  });
});

describe('matchups', () => {
  it('pairs a final week and summarises it', async () => {
    const { body } = await get<MatchupsResponse>(`${base}/matchups/13`);
    expect(body.week).toBe(13);
    expect(body.pairs).toHaveLength(6);
    expect(body.byes).toHaveLength(0);
    expect(body.entries).toHaveLength(12);
    const mean = body.entries.reduce((sum, e) => sum + e.points, 0) / 12;
    expect(body.summary).toMatchObject({
      gamesComplete: 6,
      totalGames: 6,
      weekComplete: true,
      seasonStarted: true,
    });
    expect(body.summary.averageScore).toBeCloseTo(mean, 2);
    for (const pair of body.pairs) {
      expect(pair.home.name).toEqual(expect.any(String));
      expect(Math.abs(pair.home.points - pair.away.points)).toBeCloseTo(pair.margin, 2);
    }
  });

  it('counts no game complete while the week is in progress', async () => {
    const { body } = await get<MatchupsResponse>(`${base}/matchups/14`);
    expect(body.summary).toMatchObject({ gamesComplete: 0, totalGames: 6, weekComplete: false });
    expect(body.summary.averageScore).toBeGreaterThan(0);
  });

  it('shows unset playoff weeks as byes only', async () => {
    const { body } = await get<MatchupsResponse>(`${base}/matchups/15`);
    expect(body.pairs).toHaveLength(0);
    expect(body.byes).toHaveLength(12);
    expect(body.summary.averageScore).toBeNull();
  });

  it('refuses a bad week with a message naming it', async () => {
    for (const week of ['0', '26', 'abc']) {
      const { status, body } = await get<{ message: string }>(`${base}/matchups/${week}`);
      expect(status).toBe(400);
      expect(body.message).toContain('week');
    }
    expect((await get(`${base}/matchups/20`)).status).toBe(404);
  });
});

describe('transactions', () => {
  it('gives the ten newest by default, newest first, without failed claims, with the season total', async () => {
    const { status, headers, body } = await get<Transaction[]>(`${base}/transactions`);
    expect(status).toBe(200);
    expect(body).toHaveLength(10);
    const total = Number(headers['x-total-count']);
    expect(total).toBeGreaterThan(10);
    const times = body.map((tx) => Date.parse(tx.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    for (const tx of body) {
      expect(tx.title.length).toBeGreaterThan(5);
      // The kind of move, never a roster number.
      expect(tx.subLine).toMatch(/^(Trade|\d-team trade|Waiver claim|Free agent move|Commissioner move)$/);
    }
    const all = await get<Transaction[]>(`${base}/transactions?limit=100&offset=0`);
    expect(all.body.some((tx) => tx.id === '1180342276240431256')).toBe(false); // failed waiver (manifest)
  });

  it('filters by type and pages consistently', async () => {
    const trades = await get<Transaction[]>(`${base}/transactions?type=trade&limit=100`);
    expect(trades.body.length).toBeGreaterThan(0);
    expect(trades.body.every((tx) => tx.type === 'trade')).toBe(true);
    const multi = trades.body.find((tx) => tx.id === '1180342276583322403')!;
    expect(multi.rosterIds).toEqual([7, 1, 6]);
    expect(multi.title).toMatch(/^Trade between /);
    const commish = await get<Transaction[]>(`${base}/transactions?type=other&limit=100`);
    expect(commish.body.map((tx) => tx.id)).toContain('1180342276491130071');

    const first = await get<Transaction[]>(`${base}/transactions?limit=5`);
    const second = await get<Transaction[]>(`${base}/transactions?limit=5&offset=5`);
    const ten = await get<Transaction[]>(`${base}/transactions?limit=10`);
    expect([...first.body, ...second.body].map((tx) => tx.id)).toEqual(ten.body.map((tx) => tx.id));
  });

  it('refuses bad paging and types', async () => {
    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'type=bogus']) {
      const { status, body } = await get<{ message: string }>(`${base}/transactions?${query}`);
      expect(status, query).toBe(400);
      expect(body.message).toContain(query.split('=')[0]);
    }
  });

  it('shows the newest stored roast as aiCommentary', async () => {
    const { body } = await get<Transaction[]>(`${base}/transactions?limit=1`);
    const id = body[0]!.id;
    expect(body[0]!.aiCommentary).toBeNull();
    t.ctx.db
      .insert(roasts)
      .values([
        {
          leagueId: t.ctx.leagueId,
          subjectType: 'transaction',
          subjectKey: id,
          persona: 'Huddle Bot',
          provider: 'template',
          text: 'old roast',
          createdAt: 1000,
        },
        {
          leagueId: t.ctx.leagueId,
          subjectType: 'transaction',
          subjectKey: id,
          persona: 'Coach Grumble',
          provider: 'template',
          text: 'new roast',
          createdAt: 2000,
        },
        {
          leagueId: t.ctx.leagueId,
          subjectType: 'matchup',
          subjectKey: id,
          persona: 'X',
          provider: 'template',
          text: 'not this',
          createdAt: 3000,
        },
      ])
      .run();
    const again = await get<Transaction[]>(`${base}/transactions?limit=1`);
    expect(again.body[0]).toMatchObject({ id, aiCommentary: 'new roast', aiPersonality: 'Coach Grumble' });
  });
});

describe('roster players', () => {
  it("gives the manager's own lineup in the league's slot order, the bench and the points left on it", async () => {
    const { status, body } = await get<RosterPlayersResponse>(`${base}/roster/6/players?week=13`);
    expect(status).toBe(200);
    expect(body.week).toBe(13);
    expect(body.lineupSource).toBe('provider');
    const league = readDemoFixture<{ roster_positions: string[] }>(`league/${t.ctx.leagueId}`);
    expect(body.lineup.map((e) => e.slot)).toEqual(league.roster_positions.filter((s) => s !== 'BN'));
    // The provider's own starters, in slot order.
    const rows = readDemoFixture<{ roster_id: number; starters: string[] }[]>(
      `league/${t.ctx.leagueId}/matchups/13`,
    );
    const row = rows.find((r) => r.roster_id === 6)!;
    expect(body.starters).toEqual(row.starters);
    expect(body.lineup.map((e) => e.playerId ?? '0')).toEqual(row.starters);
    expect(new Set([...body.starters, ...body.bench, ...body.taxi, ...body.reserve])).toEqual(
      new Set(body.players.map((p) => p.playerId)),
    );
    // Royce Quillwell is on the roster's injured reserve (rosters.json): apart from the bench.
    expect(body.reserve).toEqual(['6500']);
    expect(body.taxi).toEqual([]);
    const ir = body.players.find((p) => p.playerId === '6500'); // Royce Quillwell, IR (manifest)
    expect(ir).toMatchObject({ firstName: 'Royce', lastName: 'Quillwell', status: 'IR' });
    expect(body.points).toBeGreaterThan(0);
    expect(body.optimalPoints).toBeGreaterThanOrEqual(body.startersPoints);
    expect(body.pointsLeftOnBench).toBe(Math.round((body.optimalPoints! - body.startersPoints) * 100) / 100);
  });

  it("adds the starters' points up to the team's score for every roster and every completed week", async () => {
    const rosters = (await get<RosterResponse[]>(`${base}/rosters`)).body;
    const checked: string[] = [];
    for (let week = 1; week <= 13; week += 1) {
      const matchups = (await get<MatchupsResponse>(`${base}/matchups/${week}`)).body;
      for (const roster of rosters) {
        const { body } = await get<RosterPlayersResponse>(
          `${base}/roster/${roster.rosterId}/players?week=${week}`,
        );
        const byId = new Map(body.players.map((p) => [p.playerId, p.points]));
        const starters = body.lineup.flatMap((e) => (e.playerId ? [byId.get(e.playerId)!] : []));
        const sum = Math.round(starters.reduce((a, b) => a + b, 0) * 100) / 100;
        const score = matchups.entries.find((e) => e.rosterId === roster.rosterId)!.points;
        const where = `week ${week}, roster ${roster.rosterId}`;
        expect(body.lineupSource, where).toBe('provider');
        expect(sum, where).toBe(body.startersPoints);
        // The team's score is the starters' points, or a commissioner's custom_points shown apart.
        expect(body.points, where).toBe(score);
        expect(body.customPoints ?? sum, where).toBe(score);
        checked.push(where);
      }
    }
    expect(checked).toHaveLength(13 * 12);
  });

  it('derives a projection from average points where the provider has none', async () => {
    // Manifest: rostered 2025 players without projections: 11408, 1899, 4657.
    const rosters = await get<RosterResponse[]>(`${base}/rosters`);
    let found = false;
    for (const roster of rosters.body) {
      const { body } = await get<RosterPlayersResponse>(`${base}/roster/${roster.rosterId}/players?week=14`);
      for (const player of body.players) {
        const missing = ['11408', '1899', '4657'].includes(player.playerId);
        expect(player.projectionDerived, player.playerId).toBe(missing);
        if (missing) {
          found = true;
          expect(body.projectionsDerived).toBe(true);
        }
      }
    }
    expect(found).toBe(true);
  });

  it('defaults to the dashboard week and refuses unknown rosters', async () => {
    expect((await get<RosterPlayersResponse>(`${base}/roster/1/players`)).body.week).toBe(14);
    expect((await get(`${base}/roster/99/players`)).status).toBe(400);
    expect((await get(`${base}/roster/13/players`)).status).toBe(404);
  });
});

describe('players', () => {
  it('looks players up by id or by name, never the whole directory', async () => {
    const byId = await get<Record<string, { full_name: string | null }>>('/api/players?ids=6500,7360');
    expect(Object.keys(byId.body).sort()).toEqual(['6500', '7360']);
    expect(byId.body['6500']?.full_name).toBe('Royce Quillwell');
    const search = await get<Record<string, { last_name: string | null }>>(
      '/api/players?search=Quillwell&limit=5',
    );
    expect(Object.values(search.body).some((p) => p.last_name === 'Quillwell')).toBe(true);
    const whole = await get<{ message: string }>('/api/players');
    expect(whole.status).toBe(400);
    expect(whole.body.message).toContain('ids');
  });
});
