import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManagerResponse } from '../../../common/almanac';
import type { AuditPage } from '../../audit';
import type { HistoryResponse } from '../../../common/history';
import type { ImportedSeasonsResponse, ImportRefusal } from '../../../common/imported-seasons';
import { importedStandings } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';

const HEADER =
  'season,manager,team_name,wins,losses,ties,points_for,points_against,final_rank,champion,payout';
// 2021 and 2020, before the demo's first Sleeper season (2022). Brenda by username, Tom by display
// name, benchwarmerbob (a past member, in Sleeper's 2022-2023 only) and Otto, who matches nobody.
const CSV = [
  HEADER,
  '2021,bigplaybrenda,Blitz 2021,10,3,0,2500,1400,1,yes,300',
  '2021,TacoTuesdayTom,Tacos,8,5,0,1450,1420,2,,100',
  '2021,Otto,Old Timers,5,8,0,1300,1380,3,,',
  '2021,benchwarmerbob,Bench,3,10,0,1200,2250,4,,',
  '2020,bigplaybrenda,Blitz 2020,2,1,0,300,310,2,,',
  '2020,TacoTuesdayTom,Tacos,1,2,0,310,300,1,yes,',
].join('\n');

describe('imported seasons API', () => {
  let t: TestApp;
  let admin: string;
  let member: string;
  const url = () => `/api/admin/league/${t.ctx.leagueId}/imported-seasons`;
  const send = (method: 'GET' | 'POST' | 'DELETE', path: string, cookie?: string, payload?: unknown) =>
    t.app.inject({ method, url: path, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  const history = async () =>
    (await send('GET', `/api/league/${t.ctx.leagueId}/history`, member)).json<HistoryResponse>();
  const storedRows = () => t.ctx.db.select().from(importedStandings).all().length;
  const manager = async (username: string) => {
    const userId = t.accounts.find((a) => a.username === username)!.userId;
    const response = await send('GET', `/api/league/${t.ctx.leagueId}/managers/${userId}`, member);
    expect(response.statusCode).toBe(200);
    return response.json<ManagerResponse>();
  };
  /** Before the import: what the Sleeper seasons alone paid (the payouts' test compares with it). */
  const sleeperOnly = new Map<string, ManagerResponse>();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.loginAs('owner');
    member = await t.loginAs('member');
  });
  afterAll(() => t.close());

  it('refuses visitors (401) and members (403) on every route', async () => {
    for (const [method, path, payload] of [
      ['GET', url(), undefined],
      ['POST', url(), { csv: CSV }],
      ['DELETE', `${url()}/2021`, undefined],
      ['DELETE', url(), undefined],
    ] as const) {
      expect((await send(method, path, undefined, payload)).statusCode).toBe(401);
      expect((await send(method, path, member, payload)).statusCode).toBe(403);
    }
    expect(storedRows()).toBe(0);
  });

  it('refuses a CSV with a bad line: 400 with every line error, nothing written', async () => {
    const bad = CSV.replace('2021,Otto,Old Timers,5,8,0,1300', '2021,Otto,Old Timers,5,8,0,abc').replace(
      '2020,TacoTuesdayTom,Tacos,1,2,0',
      '2020,TacoTuesdayTom,Tacos,one,2,0',
    );
    const response = await send('POST', url(), admin, { csv: bad });
    expect(response.statusCode).toBe(400);
    expect(response.json<ImportRefusal>().errors).toEqual([
      "line 4, points_for: must be a number, got 'abc'",
      "line 7, wins: must be a whole number, got 'one'",
    ]);
    expect(storedRows()).toBe(0);
    expect((await send('POST', url(), admin, { csv: '' })).statusCode).toBe(400);
  });

  it('refuses what no season can have: 400 naming each line, nothing written, careers untouched', async () => {
    const before = await history();
    // A points total of 400 digits is Infinity to JavaScript (it once made every career read "null-31").
    const overflow = CSV.replace(
      '2021,Otto,Old Timers,5,8,0,1300,1380',
      () => `2021,Otto,Old Timers,5,8,0,${'9'.repeat(400)},1380`,
    ).replace('2020,bigplaybrenda,Blitz 2020', '2020,bigplaybrenda,Blitz\u202e2020');
    const refused = await send('POST', url(), admin, { csv: overflow });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ImportRefusal>().errors).toEqual([
      "line 4, points_for: must be at most 6500 (500 a game for 13 games), got '999999999999999999999999…'",
      'line 6, team_name: must not hold control or text-direction characters, found U+202E',
    ]);
    // 720 seasons from the year 1300: one sentence, at once.
    const centuries = Array.from(
      { length: 720 },
      (_, i) => `${1300 + i},bigplaybrenda,Blitz,1,0,0,10,10,1,,`,
    );
    const many = await send('POST', url(), admin, { csv: [HEADER, ...centuries].join('\n') });
    expect(many.statusCode).toBe(400);
    expect(many.json<ImportRefusal>().errors).toEqual([
      "The CSV holds 720 seasons, more than the 62 years from 1960 to 2021 (the seasons before 2022, the league's first Sleeper season).",
    ]);
    expect(storedRows()).toBe(0);
    expect(await history()).toEqual(before);
  });

  it('imports, lists, shows the seasons in the history and refuses a second import of a season', async () => {
    const before = await history();
    for (const username of ['bigplaybrenda', 'tacotuesdaytom'])
      sleeperOnly.set(username, await manager(username));
    const response = await send('POST', url(), admin, { csv: CSV });
    expect(response.statusCode).toBe(200);
    const list = response.json<ImportedSeasonsResponse>();
    expect(list.seasons.map((s) => [s.season, s.teams, s.champion, s.unmatchedManagers])).toEqual([
      ['2021', 4, 'Blitz 2021', ['Otto']],
      ['2020', 2, 'Tacos', []],
    ]);
    expect((await send('GET', url(), admin)).json<ImportedSeasonsResponse>()).toEqual(list);

    const after = await history();
    expect(after.seasons.map((s) => [s.season, s.imported ?? false])).toEqual([
      ['2025', false],
      ['2024', false],
      ['2023', false],
      ['2022', false],
      ['2021', true],
      ['2020', true],
    ]);
    const brenda = t.accounts.find((a) => a.username === 'bigplaybrenda')!.userId;
    const career = (h: HistoryResponse) => h.careers.current.find((c) => c.ownerId === brenda)!;
    expect(career(after).seasons).toBe(career(before).seasons + 2);
    expect(career(after).wins).toBe(career(before).wins + 12);
    expect(career(after).championships).toBe(career(before).championships + 1);
    // Named as Sleeper names her, whatever the CSV's spelling ("bigplaybrenda").
    const sleeperName = before.seasons[0]!.standings.find((row) => row.ownerId === brenda)!.ownerName;
    const champion2021 = after.seasons.find((s) => s.season === '2021')!;
    expect(champion2021.championOwner).toBe(sleeperName);
    expect(sleeperName).not.toBe('bigplaybrenda');
    // The season-level record: 2500 points in 2021 beats every Sleeper season.
    expect(after.records.mostPointsFor).toMatchObject({ season: '2021', ownerId: brenda, value: 2500 });
    expect(after.championshipLeaders.find((l) => l.ownerId === brenda)?.seasons).toContain('2021');

    const again = await send('POST', url(), admin, { csv: CSV });
    expect(again.statusCode).toBe(400);
    expect(again.json<ImportRefusal>().errors).toEqual([
      'season 2021 is already imported: undo it first',
      'season 2020 is already imported: undo it first',
    ]);
    expect(storedRows()).toBe(6);
  });

  it("shows an imported season's payouts, marked imported, and adds them to the careers' money", async () => {
    const seasons = (await history()).seasons;
    const payouts = (season: string) =>
      seasons.find((s) => s.season === season)!.standings.map((row) => [row.teamName, row.payout]);
    expect(payouts('2021')).toEqual([
      ['Blitz 2021', 300],
      ['Tacos', 100],
      ['Old Timers', null],
      ['Bench', null],
    ]);
    // 2020's payout column was empty: no payout, not $0.
    expect(payouts('2020')).toEqual([
      ['Tacos', null],
      ['Blitz 2020', null],
    ]);
    // Sleeper seasons carry no such figure: their money is the payouts table's.
    expect(seasons[0]!.standings.every((row) => row.payout === undefined)).toBe(true);

    for (const [username, imported] of [
      ['bigplaybrenda', 300],
      ['tacotuesdaytom', 100],
    ] as const) {
      const before = sleeperOnly.get(username)!;
      const after = await manager(username);
      const season = (page: ManagerResponse, year: string) => page.seasons.find((s) => s.season === year);
      expect(season(after, '2021')).toMatchObject({
        imported: true,
        payouts: [{ award: 'Season payout', amount: imported }],
      });
      expect(season(after, '2020')).toMatchObject({ imported: true, payouts: [] });
      // The Sleeper seasons' payouts are as they were, and the career adds the imported ones to them.
      expect(after.seasons.filter((s) => !s.imported)).toEqual(before.seasons);
      expect(before.career.importedPayoutsWon).toBe(0);
      expect(after.career.importedPayoutsWon).toBe(imported);
      expect(after.career.payoutsWon).toBe(before.career.payoutsWon + imported);
      const listed = after.seasons.flatMap((s) => s.payouts).reduce((sum, p) => sum + p.amount, 0);
      expect(after.career.payoutsWon).toBe(listed);
    }
    // Tom won money on Sleeper too (2022's title): the imported payout adds to a real sum, not to 0.
    expect(sleeperOnly.get('tacotuesdaytom')!.career.payoutsWon).toBeGreaterThan(0);
  });

  it('the manager page counts the imported games apart from head to head, and they add up', async () => {
    for (const [username, games] of [
      ['bigplaybrenda', 13 + 3],
      ['tacotuesdaytom', 13 + 3],
    ] as const) {
      const page = await manager(username);
      expect(sleeperOnly.get(username)!.gamesApart).toEqual({
        imported: { games: 0, seasons: [] },
        withoutManager: 0,
      });
      expect(page.gamesApart).toEqual({ imported: { games, seasons: ['2020', '2021'] }, withoutManager: 0 });
      const inTable = page.headToHead.reduce((sum, row) => sum + row.regular.games, 0);
      const { wins, losses, ties } = page.career;
      expect(inTable + page.gamesApart.imported.games).toBe(wins + losses + ties);
    }
  });

  it('undoes one season, audited, and the history is as it was for it', async () => {
    const response = await send('DELETE', `${url()}/2021`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json<ImportedSeasonsResponse>().seasons.map((s) => s.season)).toEqual(['2020']);
    expect((await history()).seasons.map((s) => s.season)).toEqual(['2025', '2024', '2023', '2022', '2020']);
    expect((await send('DELETE', `${url()}/2021`, admin)).statusCode).toBe(404);
    expect((await send('DELETE', `${url()}/20x1`, admin)).statusCode).toBe(400);

    const audit = (await send('GET', '/api/admin/audit', admin)).json<AuditPage>();
    expect(audit.entries.slice(0, 2).map((e) => [e.action, e.subject])).toEqual([
      ['imported_seasons.undo', 'season 2021'],
      ['imported_seasons.import', 'seasons 2020, 2021'],
    ]);
  });

  it('undoes every imported season at once, audited in one entry; then there is none to undo', async () => {
    const more = [HEADER, '2019,bigplaybrenda,Blitz 2019,1,0,0,10,5,1,yes,', '2019,Otto,Old,0,1,0,5,10,2,,'];
    expect((await send('POST', url(), admin, { csv: more.join('\n') })).statusCode).toBe(200);
    expect((await send('GET', url(), admin)).json<ImportedSeasonsResponse>().seasons).toHaveLength(2);
    expect((await send('DELETE', url(), member)).statusCode).toBe(403);

    const response = await send('DELETE', url(), admin);
    expect(response.statusCode).toBe(200);
    expect(response.json<ImportedSeasonsResponse>()).toEqual({ seasons: [] });
    expect(storedRows()).toBe(0);
    expect((await history()).seasons.map((s) => s.season)).toEqual(['2025', '2024', '2023', '2022']);
    const audit = (await send('GET', '/api/admin/audit', admin)).json<AuditPage>();
    expect(audit.entries[0]).toMatchObject({
      action: 'imported_seasons.undo_all',
      subject: 'seasons 2019, 2020',
    });

    const none = await send('DELETE', url(), admin);
    expect(none.statusCode).toBe(404);
    expect(none.json<{ message: string }>().message).toBe('No season was imported.');
  });
});
