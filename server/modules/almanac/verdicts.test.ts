// The verdicts' API on the demo league: access and validation, every answer against its contract, and how the
// answers agree with each other (trades, draft boards and report cards, keeper values, moves, manager pages,
// the record book).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  draftReportResponseSchema,
  keeperValueResponseSchema,
  managerResponseSchema,
  movesResponseSchema,
  recordsResponseSchema,
  tradesResponseSchema,
  type DraftReportResponse,
  type Trade,
} from '../../../common/almanac';
import type { DraftBoard } from '../../../common/drafts';
import { PICKUPS_PER_SEASON } from '../../league/pickups';
import { DEMO_FIXTURES_DIR } from '../../paths';
import { demoManifest } from '../../sleeper/demo-fixtures';
import { DemoTransport, type Transport } from '../../sleeper/transport';
import { createTestApp, type TestApp } from '../../test/harness';

const manifest = demoManifest();
const leagueId = manifest.currentLeagueId;
const api = (path: string) => `/api/league/${leagueId}${path}`;
const userOf = (username: string) => manifest.accounts.find((a) => a.username === username)!.userId;

let t: TestApp;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  member = await t.loginAs('member');
});
afterAll(() => t.close());

const get = (path: string) => t.app.inject({ url: api(path), headers: { cookie: member } });
const json = async <T>(path: string) => (await get(path)).json<T>();

describe('access and validation', () => {
  const paths = ['/drafts/2024/report', '/keeper-value', '/moves', '/moves?season=2023'];

  it('refuses visitors (401) and answers 404 for another league id', async () => {
    for (const path of paths) {
      expect((await t.app.inject({ url: api(path) })).statusCode, path).toBe(401);
      const other = await t.app.inject({ url: `/api/league/123${path}`, headers: { cookie: member } });
      expect(other.statusCode, path).toBe(404);
    }
  });

  it('answers 400 naming the field, 404 for a season the league never had', async () => {
    const bad: Array<[string, string]> = [
      ['/drafts/24/report', 'season'],
      ['/drafts/last/report', 'season'],
      ['/moves?season=2023x', 'season'],
      ['/moves?manager=brenda', 'manager'],
    ];
    for (const [path, field] of bad) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(field);
    }
    const missing = await get('/drafts/2019/report');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe('No draft data available for 2019');
  });

  it('answers 404 for a season of the league without a draft', async () => {
    // The demo league with its 2022 season's draft taken away.
    const season2022 = manifest.seasons.find((s) => s.season === '2022')!;
    const inner = new DemoTransport(DEMO_FIXTURES_DIR);
    const transport: Transport = {
      kind: 'demo',
      get: (path) =>
        path === `league/${season2022.leagueId}/drafts`
          ? Promise.resolve({ status: 200, body: [] })
          : inner.get(path),
    };
    const other = await createTestApp({ transport });
    try {
      const cookie = await other.loginAs('member');
      const report = (season: string) =>
        other.app.inject({ url: api(`/drafts/${season}/report`), headers: { cookie } });
      expect((await report('2022')).statusCode).toBe(404);
      expect((await report('2023')).statusCode).toBe(200);
      // As the draft board says.
      const board = await other.app.inject({ url: api('/drafts/2022'), headers: { cookie } });
      expect(board.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});

describe('trades', () => {
  it('each trade has its verdict: the side with most points after, by its margin, settled once final', async () => {
    const { trades } = tradesResponseSchema.parse(await json('/trades'));
    for (const trade of trades) {
      const [first, second] = [...trade.sides].sort((a, b) => b.pointsAfter - a.pointsAfter);
      expect(trade.margin).toBeCloseTo(first!.pointsAfter - second!.pointsAfter, 6);
      expect(trade.winnerRosterId).toBe(trade.verdict === 'won' ? first!.rosterId : null);
      if (trade.verdict === 'draw') expect(trade.margin).toBeLessThanOrEqual(1);
      if (trade.season === manifest.season) expect(trade.settled).toBe(false);
      expect(trade.pointsAfter).toBeCloseTo(
        trade.sides.reduce((sum, s) => sum + s.pointsAfter, 0),
        6,
      );
    }
    expect(trades.filter((tr) => tr.verdict === 'won').length).toBeGreaterThan(10);
  });

  it("a used pick's player is the pick the draft board shows, with his points for the team that drafted him", async () => {
    const { trades } = tradesResponseSchema.parse(await json('/trades'));
    const used = trades.flatMap((tr) => tr.sides.flatMap((s) => s.picks.map((p) => ({ side: s, p }))));
    const checked = used.filter(({ p }) => p.status === 'used');
    expect(checked.length).toBeGreaterThan(0);
    for (const { p } of checked) {
      const report = draftReportResponseSchema.parse(await json(`/drafts/${p.season}/report`));
      const pick = report.picks.find((x) => x.pickNo === p.pickNo)!;
      expect(pick.playerId).toBe(p.player!.playerId);
      expect(pick.round).toBe(p.round);
      expect(pick.startedPoints).toBe(p.points);
      const board = await json<DraftBoard>(`/drafts/${p.season}`);
      const cell = board.rows.flat().find((c) => c.pickNo === p.pickNo)!;
      expect(cell.player?.playerId).toBe(p.player!.playerId);
    }
  });
});

describe('draft report cards', () => {
  it('answers the contract for every season: a pick per board cell, team values that add up', async () => {
    for (const { season } of manifest.seasons) {
      const response = await get(`/drafts/${season}/report`);
      expect(response.statusCode).toBe(200);
      const report = draftReportResponseSchema.parse(response.json()) as DraftReportResponse;
      for (const key of ['pickNo', 'round', 'rosterId', 'playerId', 'startedPoints', 'expected', 'value'])
        expect(report.picks[0]).toHaveProperty(key);
      const board = await json<DraftBoard>(`/drafts/${season}`);
      const cells = board.rows.flat().filter((c) => c.player);
      expect(report.picks).toHaveLength(cells.length);
      for (const cell of cells) {
        const pick = report.picks.find((p) => p.pickNo === cell.pickNo)!;
        expect(pick.playerId).toBe(cell.player!.playerId);
        expect(pick.isKeeper).toBe(cell.isKeeper);
      }
      expect(report.teams).toHaveLength(12);
      for (const team of report.teams) {
        const own = report.picks.filter((p) => p.rosterId === team.rosterId);
        expect(team.value).toBeCloseTo(
          own.reduce((sum, p) => sum + p.value, 0),
          6,
        );
        expect(['A', 'B', 'C', 'D', 'F']).toContain(team.grade);
      }
      for (const p of report.picks) expect(p.value).toBeCloseTo(p.startedPoints - p.expected, 6);
      expect(report.final).toBe(season !== manifest.season);
      expect(report.expectation.seasons).toEqual(['2022', '2023', '2024']);
      // The same answer again (memoized).
      expect((await get(`/drafts/${season}/report`)).body).toBe(response.body);
    }
  });
});

describe('keeper values, moves, the manager page and the record book', () => {
  it("keeper values: one per K on the boards, the report card's figures, best and worst ever", async () => {
    const answer = keeperValueResponseSchema.parse(await json('/keeper-value'));
    let kept = 0;
    for (const { season } of manifest.seasons) {
      const board = await json<DraftBoard>(`/drafts/${season}`);
      kept += board.rows.flat().filter((c) => c.isKeeper).length;
      const report = draftReportResponseSchema.parse(await json(`/drafts/${season}/report`));
      for (const keeper of answer.keepers.filter((k) => k.season === season)) {
        const pick = report.picks.find((p) => p.pickNo === keeper.pickNo)!;
        expect([pick.playerId, pick.value, pick.expected, pick.isKeeper]).toEqual([
          keeper.playerId,
          keeper.value,
          keeper.expected,
          true,
        ]);
      }
    }
    expect(answer.keepers).toHaveLength(kept);
    // The lists measure keepers who played: the demo keeps some who never started (0.0 in 0 starts).
    const played = answer.keepers.filter((k) => k.starts > 0);
    expect(played.length).toBeLessThan(answer.keepers.length);
    const values = played.map((k) => k.value);
    expect(answer.best[0]!.value).toBe(Math.max(...values));
    expect(answer.worst[0]!.value).toBe(Math.min(...values));
    expect(answer.best.every((k) => k.starts > 0 && k.value > 0)).toBe(true);
    expect(answer.worst.every((k) => k.starts > 0 && k.value < 0)).toBe(true);
    const best = new Set(answer.best.map((k) => k.playerId));
    expect(answer.worst.filter((k) => best.has(k.playerId))).toEqual([]);
  });

  it('moves: the best pickups of each season, filtered by season and manager', async () => {
    const all = movesResponseSchema.parse(await json('/moves'));
    expect(all.seasons).toEqual(['2025', '2024', '2023', '2022']);
    for (const season of all.seasons) {
      const own = all.pickups.filter((p) => p.season === season);
      expect(own.length).toBeGreaterThan(0);
      expect(own.length).toBeLessThanOrEqual(PICKUPS_PER_SEASON);
      const points = own.map((p) => p.pointsAfter);
      expect(points).toEqual([...points].sort((a, b) => b - a));
      // Only pickups that scored are ranked: a 0.0-point pickup is nobody's best move.
      expect(Math.min(...points), season).toBeGreaterThan(0);
    }
    // The manager of 2024's best pickup (Wes's pickups of 2024 never scored, so he has none ranked).
    const best = all.pickups.find((p) => p.season === '2024')!.ownerId;
    const his = movesResponseSchema.parse(await json(`/moves?season=2024&manager=${best}`));
    expect(his.pickups.length).toBeGreaterThan(0);
    expect(his.pickups.every((p) => p.season === '2024' && p.ownerId === best)).toBe(true);
    const wes = userOf('waiverwirewes');
    const none = movesResponseSchema.parse(await json(`/moves?season=2024&manager=${wes}`));
    expect(none.pickups).toEqual([]);
    // The league bids: every claim carries what it paid.
    expect(all.pickups.every((p) => p.faab !== null)).toBe(true);
  });

  it('the manager page: trade record, best and worst trades, best pickups', async () => {
    for (const account of manifest.accounts) {
      const page = managerResponseSchema.parse(await json(`/managers/${account.userId}`));
      const { trades } = tradesResponseSchema.parse(await json(`/trades?manager=${account.userId}`));
      const won = (tr: Trade) =>
        tr.sides.find((s) => s.rosterId === tr.winnerRosterId)?.ownerId === account.userId;
      expect(page.tradeRecord).toEqual({
        wins: trades.filter((tr) => tr.verdict === 'won' && won(tr)).length,
        losses: trades.filter((tr) => tr.verdict === 'won' && !won(tr)).length,
        draws: trades.filter((tr) => tr.verdict === 'draw').length,
        pending: trades.filter((tr) => tr.verdict === 'pending').length,
      });
      if (page.bestTrade) expect(won(page.bestTrade)).toBe(true);
      if (page.worstTrade) expect(won(page.worstTrade)).toBe(false);
      expect(page.bestTrade === null).toBe(page.tradeRecord.wins === 0);
      expect(page.worstTrade === null).toBe(page.tradeRecord.losses === 0);
      const moves = movesResponseSchema.parse(await json(`/moves?manager=${account.userId}`));
      const best = Math.max(0, ...moves.pickups.map((p) => p.pointsAfter));
      expect(page.bestPickups[0]?.pointsAfter ?? 0).toBe(best);
      expect(page.bestPickups.every((p) => p.ownerId === account.userId && p.pointsAfter > 0)).toBe(true);
    }
  });

  it('the record book: the most lopsided trades and the best and worst keepers, all-time and per season', async () => {
    const records = recordsResponseSchema.parse(await json('/records'));
    const { trades } = tradesResponseSchema.parse(await json('/trades'));
    const keepers = keeperValueResponseSchema.parse(await json('/keeper-value'));
    const widest = Math.max(...trades.filter((tr) => tr.verdict === 'won').map((tr) => tr.margin));
    expect(records.allTime.mostLopsidedTrades[0]!.margin).toBe(widest);
    expect(records.allTime.mostLopsidedTrades.every((tr) => tr.verdict === 'won')).toBe(true);
    expect(records.allTime.bestKeepers).toEqual(keepers.best);
    expect(records.allTime.worstKeepers).toEqual(keepers.worst);
    for (const { season, records: book } of records.seasons) {
      expect(book.mostLopsidedTrades.every((tr) => tr.season === season)).toBe(true);
      expect([...book.bestKeepers, ...book.worstKeepers].every((k) => k.season === season)).toBe(true);
      expect([...book.bestKeepers, ...book.worstKeepers].every((k) => k.starts > 0)).toBe(true);
      const best = new Set(book.bestKeepers.map((k) => k.playerId));
      expect(book.worstKeepers.filter((k) => best.has(k.playerId))).toEqual([]);
    }
    // 2022 is the league's first season: its keepers came from before, and its book has none.
    expect(records.seasons.find((s) => s.season === '2022')!.records.bestKeepers).toEqual([]);
  });
});
