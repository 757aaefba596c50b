// The demo's last regular-season Sunday (week 14) played to its end (docs/decisions/0037): before,
// the records count weeks 1-13 and Wire to Wire (13-0, a win clear with a week left) is seed 1 for
// certain; once every game is final, the standings, the cards, the odds, the bracket's seeds, the
// power rankings, the week's recap (posted to the group chat at once) and the roasts count week 14 at
// once, marked provisional (the provider's own totals still stop at week 13); a stat correction that
// turns a game is said.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlayoffOddsResponse, PowerRankingsResponse } from '../../../common/almanac';
import type { BracketResponse } from '../../../common/bracket';
import type { HistoryResponse } from '../../../common/history';
import type { MatchupsResponse, Standing } from '../../../common/league';
import type { RecapListResponse, RecapResponse } from '../../../common/recap';
import { chatPostSchema } from '../../../common/chat';
import { finalResults } from '../../db/schema';
import { DEMO_SUNDAY_MS } from '../../live/demo-sunday';
import { record } from '../../roast/format';
import { matchupSheetFor } from '../roasts/subjects';
import { startFakeWebhook, type FakeWebhook } from '../../test/fake-webhook';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness';

const T0 = '2025-12-07T21:05:00.000Z';
const games = (team: { wins: number; losses: number; ties: number }) => team.wins + team.losses + team.ties;

describe("the demo's last regular-season week, final", () => {
  const clock = fixedClock(T0);
  let t: TestApp;
  let cookie: string;
  const get = async <T>(path: string) => {
    const response = await t.app.inject({ url: `/api/league/${t.ctx.leagueId}${path}`, headers: { cookie } });
    expect(response.statusCode, path).toBe(200);
    return response.json<T>();
  };
  let hook: FakeWebhook;
  beforeAll(async () => {
    hook = await startFakeWebhook();
    t = await createTestApp({ clock, env: { CHAT_WEBHOOK_ORIGINS: hook.origin } });
    cookie = await t.loginAs('member');
  });
  afterAll(async () => {
    await t?.close();
    await hook?.close();
  });

  it('before the Sunday: weeks 1-13 counted, nothing provisional, a seed that cannot change proven', async () => {
    const standings = await get<Standing[]>('/standings');
    expect(standings.map(games)).toEqual(standings.map(() => 13));
    const odds = await get<PlayoffOddsResponse>('/playoff-odds');
    expect(odds.regularWeeksLeft).toEqual([14]);
    expect(odds.provisionalWeeks).toEqual([]);
    const wireToWire = odds.teams.find((team) => team.teamName === 'Wire to Wire')!;
    expect([wireToWire.wins, wireToWire.losses]).toEqual([13, 0]);
    expect(wireToWire.seedRange).toEqual({ best: 1, worst: 1 });
    expect(wireToWire.seedOdds[0]).toBe(1);
    // Every sampled seed is one the team can still finish at.
    for (const team of odds.teams) {
      team.seedOdds.forEach((chance, i) => {
        if (i + 1 < team.seedRange.best || i + 1 > team.seedRange.worst) expect(chance).toBe(0);
      });
    }
    const bracket = await get<BracketResponse>('/bracket');
    expect(bracket.status).toBe('projected');
    const seeded = [...bracket.byes, ...bracket.winners.flatMap((g) => [g.a.team, g.b.team])];
    expect(seeded.find((team) => team?.teamName === 'Wire to Wire')).toMatchObject({
      seed: 1,
      seedProven: true,
    });
    expect((await get<RecapListResponse>('/recaps')).recaps[0]).toMatchObject({ season: '2025', week: 13 });
  });

  it('once every game is final: week 14 counts everywhere at once, provisionally', async () => {
    t.ctx.gameClock.watchStarted!(clock.now());
    clock.advance(DEMO_SUNDAY_MS + 1000);

    const week = await get<MatchupsResponse>('/matchups/14');
    expect(week.summary).toMatchObject({ state: 'final', gamesComplete: 6, totalGames: 6 });
    const standings = await get<Standing[]>('/standings');
    expect(standings.map(games)).toEqual(standings.map(() => 14));
    // The cards' records are the standings'.
    for (const side of week.pairs.flatMap((pair) => [pair.home, pair.away])) {
      const row = standings.find((s) => s.rosterId === side.rosterId)!;
      expect([side.wins, side.losses, side.ties]).toEqual([row.wins, row.losses, row.ties]);
    }
    // Each team's points for grew by its week-14 score, and every game gave one win and one loss.
    const wins = standings.reduce((sum, s) => sum + s.wins + s.ties / 2, 0);
    expect(wins).toBe(6 * 14);

    const odds = await get<PlayoffOddsResponse>('/playoff-odds');
    expect(odds.regularWeeksLeft).toEqual([]);
    expect(odds.provisionalWeeks).toEqual([14]);
    for (const team of odds.teams) {
      expect([0, 1], team.teamName).toContain(team.playoffs);
      expect(team.playoffStatus).not.toBe('fighting');
      expect(team.seedRange.best).toBe(team.seedRange.worst);
      expect(team.schedule).toEqual([]);
    }
    expect(odds.teams.filter((team) => team.playoffs === 1)).toHaveLength(odds.playoffTeams);

    const bracket = await get<BracketResponse>('/bracket');
    expect(bracket).toMatchObject({ status: 'seeded', provisionalWeeks: [14] });
    const seeds = new Map(standings.map((s) => [s.rosterId, s.seed]));
    for (const team of bracket.winners.flatMap((g) => [g.a.team, g.b.team]).filter((x) => x !== null)) {
      expect(team.seed).toBe(seeds.get(team.rosterId));
    }

    // The history page's season so far reads the same records.
    const history = await get<HistoryResponse>('/history');
    const season = history.seasons.find((s) => s.season === '2025')!;
    for (const team of season.standings) {
      const row = standings.find((s) => s.rosterId === team.rosterId)!;
      expect([team.wins, team.losses, team.ties], team.teamName).toEqual([row.wins, row.losses, row.ties]);
    }

    const rankings = await get<PowerRankingsResponse>('/power-rankings');
    expect(rankings.weeks.at(-1)).toBe(14);
    expect(rankings.provisionalWeeks).toEqual([14]);
    for (const team of rankings.teams) expect(games(team.record)).toBe(14);

    const list = await get<RecapListResponse>('/recaps');
    expect(list.recaps[0]).toMatchObject({ season: '2025', week: 14 });
    const recap = await get<RecapResponse>('/recaps/2025/14');
    expect(recap.provisional).toBe(true);
    for (const team of recap.teams) {
      const row = standings.find((s) => s.rosterId === team.rosterId)!;
      expect(team.standing.after).toEqual({ wins: row.wins, losses: row.losses, ties: row.ties });
    }
    expect((await get<RecapResponse>('/recaps/2025/13')).provisional).toBe(false);
    // The commissioner can post it to the group chat at once.
    const owner = await t.loginAs('owner');
    const admin = (method: 'PUT' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie: owner }, ...(payload ? { payload } : {}) });
    hook.answer({ status: 204 });
    expect(
      (await admin('PUT', '/api/admin/chat', { kind: 'discord', url: `${hook.origin}/hook` })).statusCode,
    ).toBe(200);
    const posted = await admin('POST', '/api/admin/chat/recap/2025/14');
    expect(posted.statusCode).toBe(200);
    expect(chatPostSchema.parse(posted.json())).toMatchObject({ subject: '2025:14', status: 'sent' });

    // A roast of each game quotes the records its card shows, and words the game as final.
    for (const pair of week.pairs) {
      const sheet = await matchupSheetFor(t.ctx, {
        matchupId: pair.matchupId,
        week: 14,
        season: '2025',
        team1: { teamName: pair.home.name, ownerName: pair.home.username, points: pair.home.points },
        team2: { teamName: pair.away.name, ownerName: pair.away.username, points: pair.away.points },
      });
      const recordOf = (name: string) => {
        const side = [pair.home, pair.away].find((s) => s.name === name)!;
        return record(side.wins, side.losses, side.ties);
      };
      expect(sheet.slots.recordA).toBe(recordOf(sheet.slots.teamA!));
      expect(sheet.slots.recordB).toBe(recordOf(sheet.slots.teamB!));
      expect(sheet.slots.weekFinal).toBe('final');
    }
  });

  it('says so when a stat correction turns a game after it was first counted final', async () => {
    // Each game's first final result is kept once (the week's answer of the previous test wrote them).
    const kept = t.ctx.db.select().from(finalResults).where(eq(finalResults.week, 14)).all();
    const week = await get<MatchupsResponse>('/matchups/14');
    expect(kept.map((row) => row.matchupId).sort()).toEqual(week.pairs.map((pair) => pair.matchupId).sort());
    expect(week.summary.correctedMatchupIds).toEqual([]);
    // As if Monday night's count had the other winner of the first game, before a correction.
    const [first] = week.pairs;
    const loser =
      first!.winnerRosterId === first!.home.rosterId ? first!.away.rosterId : first!.home.rosterId;
    t.ctx.db
      .update(finalResults)
      .set({ winnerRosterId: loser })
      .where(and(eq(finalResults.week, 14), eq(finalResults.matchupId, first!.matchupId)))
      .run();
    const after = await get<MatchupsResponse>('/matchups/14');
    expect(after.summary.correctedMatchupIds).toEqual([first!.matchupId]);
    // The first count is kept, not overwritten by the corrected one.
    const row = t.ctx.db
      .select()
      .from(finalResults)
      .where(and(eq(finalResults.week, 14), eq(finalResults.matchupId, first!.matchupId)))
      .get();
    expect(row?.winnerRosterId).toBe(loser);
  });
});
