// The almanac API on the demo league: access, validation, every answer against its contract, and the
// numbers a member can add up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  headToHeadResponseSchema,
  managerResponseSchema,
  managersResponseSchema,
  playoffOddsResponseSchema,
  powerRankingsResponseSchema,
  recordsResponseSchema,
  tradesResponseSchema,
  weekGamesResponseSchema,
  type ManagerResponse,
  type PlayoffOddsResponse,
} from '../../../common/almanac';
import { saveRoast } from '../../roast/store';
import { demoManifest, readDemoFixture } from '../../sleeper/demo-fixtures';
import type { SleeperRoster } from '../../sleeper/schemas';
import { createTestApp, type TestApp } from '../../test/harness';

const manifest = demoManifest();
const leagueId = manifest.currentLeagueId;
const api = (path: string) => `/api/league/${leagueId}${path}`;
const userOf = (username: string) => manifest.accounts.find((a) => a.username === username)!.userId;
const BOB = '222435893470860683';
/** The demo accounts whose team has a player on injured reserve this season. */
const withReserve = (rosters: readonly SleeperRoster[]) =>
  manifest.accounts.filter((a) =>
    rosters.some((r) => r.owner_id === a.userId && (r.reserve ?? []).length > 0),
  );

let t: TestApp;
let member: string;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  member = await t.loginAs('member');
  owner = await t.loginAs('owner');
});
afterAll(() => t.close());

const get = (path: string, cookie = member) => t.app.inject({ url: api(path), headers: { cookie } });

describe('almanac access and validation', () => {
  const paths = [
    '/playoff-odds',
    '/power-rankings',
    '/head-to-head',
    '/records',
    '/trades',
    '/managers',
    `/managers/${userOf('bigplaybrenda')}`,
    '/games/2024/3',
  ];

  it('refuses visitors (401) and answers 404 for another league id', async () => {
    for (const path of paths) {
      const visitor = await t.app.inject({ url: api(path) });
      expect(visitor.statusCode, path).toBe(401);
      const other = await t.app.inject({ url: `/api/league/123${path}`, headers: { cookie: member } });
      expect(other.statusCode, path).toBe(404);
    }
  });

  it('answers 400 naming the field, and 404 for what the league never had', async () => {
    const bad: Array<[string, string]> = [
      ['/trades?season=last', 'season'],
      ['/trades?manager=brenda', 'manager'],
      ['/managers/not-a-user', 'userId'],
      ['/games/2024/0', 'week'],
      ['/games/24/3', 'season'],
    ];
    for (const [path, field] of bad) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(field);
    }
    expect((await get('/managers/999999')).statusCode).toBe(404);
    expect((await get('/games/2019/3')).statusCode).toBe(404);
    expect((await get('/games/2024/19')).statusCode).toBe(404);
  });
});

describe('playoff odds', () => {
  it('adds up: spots, byes, one title, the money on offer; clinched 100 %, eliminated 0 %', async () => {
    const response = await get('/playoff-odds');
    expect(response.statusCode).toBe(200);
    const odds = playoffOddsResponseSchema.parse(response.json()) as PlayoffOddsResponse;
    expect(odds.runs).toBe(10_000);
    expect(odds.regularWeeksLeft).toEqual([14]);
    const sum = (pick: (t: PlayoffOddsResponse['teams'][number]) => number) =>
      odds.teams.reduce((total, team) => total + pick(team), 0);
    expect(sum((x) => x.playoffs)).toBeCloseTo(odds.playoffTeams, 9);
    expect(sum((x) => x.bye)).toBeCloseTo(odds.byes, 9);
    expect(sum((x) => x.title)).toBeCloseTo(1, 9);
    expect(sum((x) => x.expectedPrize)).toBeCloseTo(odds.moneyOnOffer, 6);
    expect(odds.moneyOnOffer).toBe(120 + 60 + 30 + 20 + 10 + 20);
    for (const team of odds.teams) {
      if (team.playoffStatus === 'clinched') expect(team.playoffs).toBe(1);
      if (team.playoffStatus === 'eliminated') expect(team.playoffs).toBe(0);
      expect(team.schedule).toHaveLength(1);
    }
    expect(odds.teams.map((x) => x.rank)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    // Roster 5 (13-0) has a bye locked up: nobody else can reach 13 wins.
    const unbeaten = odds.teams.find((x) => x.rosterId === 5)!;
    expect(unbeaten.byeStatus).toBe('clinched');
    expect(unbeaten.bye).toBe(1);
    for (const team of odds.teams) if (team.byeStatus === 'eliminated') expect(team.bye).toBe(0);
    // Deterministic and memoized: the same answer again.
    const again = await get('/playoff-odds');
    expect(again.body).toBe(response.body);
  });

  it('follows the payout table an admin edits', async () => {
    const patch = await t.app.inject({
      method: 'PATCH',
      url: api(`/payouts/${manifest.season}`),
      headers: { cookie: owner },
      payload: { championshipFirst: 200 },
    });
    expect(patch.statusCode).toBe(200);
    const odds = (await get('/playoff-odds')).json<PlayoffOddsResponse>();
    expect(odds.prizes.first).toBe(200);
    expect(odds.moneyOnOffer).toBe(340);
    expect(odds.teams.reduce((total, x) => total + x.expectedPrize, 0)).toBeCloseTo(340, 6);
  });
});

describe('power rankings, head to head, records, trades', () => {
  it('power rankings: all-play over the 13 counted weeks', async () => {
    const ranking = powerRankingsResponseSchema.parse((await get('/power-rankings')).json());
    expect(ranking.weeks).toEqual(Array.from({ length: 13 }, (_, i) => i + 1));
    for (const team of ranking.teams) {
      expect(team.allPlay.wins + team.allPlay.losses + team.allPlay.ties).toBe(11 * 13);
      expect(team.ranks).toHaveLength(13);
    }
  });

  it('head to head: every pair both ways, symmetric', async () => {
    const h2h = headToHeadResponseSchema.parse((await get('/head-to-head')).json());
    expect(h2h.managers.filter((m) => m.current)).toHaveLength(12);
    expect(h2h.managers.find((m) => m.ownerId === BOB)?.current).toBe(false);
    for (const cell of h2h.cells) {
      const back = h2h.cells.find((c) => c.ownerId === cell.opponentId && c.opponentId === cell.ownerId)!;
      expect(cell.regular.wins).toBe(back.regular.losses);
      expect(cell.playoffs.wins).toBe(back.playoffs.losses);
    }
  });

  it('a week with byes lists them apart from its games (2023 week 6: rosters 3 and 7, no opponent)', async () => {
    const week = weekGamesResponseSchema.parse((await get('/games/2023/6')).json());
    expect(week.byes.map((bye) => bye.rosterId).sort()).toEqual([3, 7]);
    expect(week.games).toHaveLength(5);
    expect(week.games.flatMap((g) => [g.home.rosterId, g.away.rosterId])).not.toContain(3);
    expect(week.byes.every((bye) => bye.points > 0 && bye.starters.length > 0)).toBe(true);
    expect(weekGamesResponseSchema.parse((await get('/games/2024/3')).json()).byes).toEqual([]);
  });

  it('records link to real games of /games', async () => {
    const records = recordsResponseSchema.parse((await get('/records')).json());
    expect(records.seasons.map((s) => s.season)).toEqual(['2025', '2024', '2023', '2022']);
    const top = records.allTime.highestScores[0]!;
    const week = weekGamesResponseSchema.parse((await get(`/games/${top.season}/${top.week}`)).json());
    const game = week.games.find((g) => g.matchupId === top.matchupId)!;
    expect([game.home.points, game.away.points]).toContain(top.value);
    expect(game.home.starters.length).toBeGreaterThan(0);
    expect(week.complete).toBe(true);
  });

  it('trades: every season, filterable by season and manager, with the players each side got', async () => {
    const all = tradesResponseSchema.parse((await get('/trades')).json());
    expect(all.seasons).toEqual(['2025', '2024', '2023', '2022']);
    // The multi-team trades of the manifest, one a season.
    expect(all.trades.filter((tr) => tr.sides.length === 3)).toHaveLength(4);
    for (const trade of all.trades) {
      expect(trade.sides.length).toBeGreaterThanOrEqual(2);
      expect(trade.sides.some((side) => side.players.length + side.picks.length + side.faab > 0)).toBe(true);
    }
    const season = tradesResponseSchema.parse((await get('/trades?season=2023')).json());
    expect(season.trades.length).toBeGreaterThan(0);
    expect(season.trades.every((tr) => tr.season === '2023')).toBe(true);
    const brenda = userOf('bigplaybrenda');
    const hers = tradesResponseSchema.parse((await get(`/trades?manager=${brenda}&season=2022`)).json());
    expect(
      hers.trades.every((tr) => tr.season === '2022' && tr.sides.some((s) => s.ownerId === brenda)),
    ).toBe(true);
    expect(hers.trades.length).toBeLessThan(season.trades.length + all.trades.length);
  });
});

describe('managers', () => {
  it('lists every person who played, current members first', async () => {
    const list = managersResponseSchema.parse((await get('/managers')).json());
    expect(list.managers).toHaveLength(13);
    expect(list.managers.slice(0, 12).every((m) => m.current)).toBe(true);
    expect(list.managers[12]!.ownerId).toBe(BOB);
  });

  it('a manager page: seasons and finishes, career, payouts, weeks, h2h with rivalries, roasts', async () => {
    const brenda = userOf('bigplaybrenda');
    // A roast of one of her 2022 games (she had roster 1 then; week 3 against roster 6) is about her.
    saveRoast(
      t.ctx.db,
      {
        leagueId,
        subjectType: 'matchup',
        subjectKey: '2022:3:1-6',
        personaName: 'Huddle Bot',
        provider: 'template',
        text: 'Brenda brought a spreadsheet to a knife fight.',
        requestedBy: null,
      },
      Date.now(),
    );
    const response = await get(`/managers/${brenda}`);
    expect(response.statusCode).toBe(200);
    const page = managerResponseSchema.parse(response.json()) as ManagerResponse;
    expect(page.seasons.map((s) => [s.season, s.rosterId])).toEqual([
      ['2022', 1],
      ['2023', 1],
      ['2024', 1],
      ['2025', 10],
    ]);
    expect(page.career.seasons).toBe(4);
    expect(page.career.wins).toBe(page.seasons.reduce((sum, s) => sum + s.wins, 0));
    expect(page.career.payoutsWon).toBe(
      page.seasons.reduce((sum, s) => sum + s.payouts.reduce((t2, p) => t2 + p.amount, 0), 0),
    );
    expect(page.bestWeeks).toHaveLength(5);
    expect(page.bestWeeks[0]!.team.ownerId).toBe(brenda);
    expect(page.headToHead).toHaveLength(12);
    expect(page.rivalries.mostGames).not.toBeNull();
    expect(page.roasts.map((r) => r.text)).toContain('Brenda brought a spreadsheet to a knife fight.');
    const h2hGames = page.headToHead.reduce((sum, row) => sum + row.regular.games, 0);
    expect(h2hGames).toBe(page.seasons.filter((s) => s.isComplete).length * 14 + 13 - 0);
  });

  it('a manager page follows the payout tables an admin edits and the roasts added since', async () => {
    const history = (await get('/history')).json<{
      seasons: Array<{ season: string; championTeam: { ownerId: string | null } | null }>;
    }>();
    const champion = history.seasons.find((s) => s.season === '2024')!.championTeam!.ownerId!;
    const firstOf2024 = (page: ManagerResponse) =>
      page.seasons.find((s) => s.season === '2024')!.payouts.find((p) => p.award === 'Champion')?.amount;
    const before = managerResponseSchema.parse((await get(`/managers/${champion}`)).json());
    expect(firstOf2024(before)).toBe(120);
    // Served again unchanged: the same answer.
    expect((await get(`/managers/${champion}`)).json()).toEqual(before);

    const patch = await t.app.inject({
      method: 'PATCH',
      url: api('/payouts/2024'),
      headers: { cookie: owner },
      payload: { championshipFirst: 150 },
    });
    expect(patch.statusCode).toBe(200);
    const after = managerResponseSchema.parse((await get(`/managers/${champion}`)).json());
    expect(firstOf2024(after)).toBe(150);
    expect(after.career.payoutsWon).toBe(before.career.payoutsWon + 30);

    const game = after.bestWeeks[0]!;
    const [low, high] = [game.team.rosterId, game.opponent.rosterId].sort((a, b) => a - b);
    saveRoast(
      t.ctx.db,
      {
        leagueId,
        subjectType: 'matchup',
        subjectKey: `${game.season}:${game.week}:${low}-${high}`,
        personaName: 'Huddle Bot',
        provider: 'template',
        text: 'A new roast, written after the page was first built.',
        requestedBy: null,
      },
      Date.now(),
    );
    const roasted = managerResponseSchema.parse((await get(`/managers/${champion}`)).json());
    expect(roasted.roasts.map((r) => r.text)).toContain(
      'A new roast, written after the page was first built.',
    );
  });

  it("the owner's page carries their current roster: every player once, IR apart from starters and bench", async () => {
    const rosters = readDemoFixture<SleeperRoster[]>(`league/${leagueId}/rosters`);
    for (const account of [manifest.accounts.find((a) => a.role === 'owner')!, ...withReserve(rosters)]) {
      const page = managerResponseSchema.parse((await get(`/managers/${account.userId}`)).json());
      const roster = page.currentRoster!;
      const own = rosters.find((r) => r.owner_id === account.userId)!;
      expect(roster).toMatchObject({
        season: manifest.season,
        rosterId: own.roster_id,
        teamName: account.teamName,
      });
      const starters = roster.starters.flatMap((s) => (s.player ? [s.player.playerId] : []));
      const listed = [
        ...starters,
        ...[roster.bench, roster.taxi, roster.reserve].flat().map((p) => p.playerId),
      ];
      expect(listed.toSorted()).toEqual([...own.players!].sort());
      expect(roster.reserve.map((p) => p.playerId)).toEqual(own.reserve ?? []);
    }
  });

  it('a past member keeps his page, and his old team is not his successor', async () => {
    const page = managerResponseSchema.parse((await get(`/managers/${BOB}`)).json());
    expect(page.manager.current).toBe(false);
    expect(page.currentRoster).toBeNull();
    expect(page.seasons.map((s) => s.season)).toEqual(['2022', '2023']);
    expect(page.headToHead.some((row) => row.opponent.ownerId === userOf('rookiemarcus'))).toBe(false);
  });
});
