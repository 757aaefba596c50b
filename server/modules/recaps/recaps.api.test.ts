// The recap API on the demo league: access and validation, the list of every final week, a recap
// against its contract, and its text: in the league's persona, grounded in the week's facts, written
// once and kept (also when two requests ask first), written again when the facts no longer hold it,
// and from the templates when an LLM states a number that is not in the facts.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recapListResponseSchema, recapResponseSchema, RECAP_AWARD_IDS } from '../../../common/recap';
import { roastPhrases, roasts } from '../../db/schema';
import { inventedNumbers } from '../../roast/number-check';
import { personas } from '../../roast/personas';
import type { LlmClient } from '../../roast/providers/llm';
import { createRoastWriter } from '../../roast/service';
import { saveRoast } from '../../roast/store';
import { demoManifest } from '../../sleeper/demo-fixtures';
import { DEMO_FIXTURES_DIR } from '../../paths';
import type { SleeperMatchup } from '../../sleeper/schemas';
import { DemoTransport, type Transport } from '../../sleeper/transport';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness';
import { seasonSubjects } from '../roasts/demo-subjects';
import { leagueOfSeason } from '../history/service';
import { computeRecap, getRecap } from './service';

const leagueId = demoManifest().currentLeagueId;
const api = (path: string) => `/api/league/${leagueId}${path}`;

let t: TestApp;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  member = await t.loginAs('member');
});
afterAll(() => t.close());

const get = (path: string, cookie = member) => t.app.inject({ url: api(path), headers: { cookie } });
const storedTexts = (key: string) =>
  t.ctx.db
    .select()
    .from(roasts)
    .where(and(eq(roasts.subjectType, 'recap'), eq(roasts.subjectKey, key)))
    .all();

describe('recap access and validation', () => {
  it('refuses visitors (401) and answers 404 for another league id', async () => {
    for (const path of ['/recaps', '/recaps/2024/5']) {
      expect((await t.app.inject({ url: api(path) })).statusCode, path).toBe(401);
      const other = await t.app.inject({ url: `/api/league/123${path}`, headers: { cookie: member } });
      expect(other.statusCode, path).toBe(404);
    }
  });

  it('answers 400 naming the field for a malformed season or week', async () => {
    for (const [path, field] of [
      ['/recaps/24/5', 'season'],
      ['/recaps/2024/abc', 'week'],
      ['/recaps/2024/0', 'week'],
      ['/recaps/2024/26', 'week'],
    ] as const) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().message, path).toMatch(new RegExp(`^Invalid ${field}:`));
    }
  });

  it('answers 404 for a season the league never had, a week not final yet and a week without games', async () => {
    for (const path of ['/recaps/2019/5', '/recaps/2025/14', '/recaps/2025/16', '/recaps/2022/18']) {
      const response = await get(path);
      expect(response.statusCode, path).toBe(404);
      expect(typeof response.json().message).toBe('string');
    }
  });
});

describe('the list', () => {
  it('names every final week of every season, newest first, with its page', async () => {
    const response = await get('/recaps');
    expect(response.statusCode).toBe(200);
    const { recaps } = recapListResponseSchema.parse(response.json());
    expect(recaps).toHaveLength(13 + 3 * 17);
    expect(recaps[0]).toMatchObject({ season: '2025', week: 13, playoffs: false, path: '/recaps/2025/13' });
    expect(recaps.at(-1)).toMatchObject({ season: '2022', week: 1, playoffs: false, path: '/recaps/2022/1' });
    const order = recaps.map((r) => Number(r.season) * 100 + r.week);
    expect(order).toEqual([...order].sort((a, b) => b - a));
    expect(recaps.filter((r) => r.playoffs).map((r) => r.week)).toEqual([17, 16, 15, 17, 16, 15, 17, 16, 15]);
  });

  it('gives each week its headline: the high score of its recap, the champion in the week of the final', async () => {
    const { recaps } = recapListResponseSchema.parse((await get('/recaps')).json());
    // The demo's finals: 2024, 2023 and 2022 week 17 (the 2024 title went to roster 8, Stu's Sack Lunch).
    const finals = recaps.filter((r) => r.headline?.kind === 'champion');
    expect(finals.map((r) => `${r.season}/${r.week}`)).toEqual(['2024/17', '2023/17', '2022/17']);
    expect(finals[0]!.headline).toEqual({ kind: 'champion', teamName: "Stu's Sack Lunch", points: null });
    for (const entry of [recaps[0]!, recaps[20]!, recaps.at(-1)!]) {
      const recap = recapResponseSchema.parse((await get(`/recaps/${entry.season}/${entry.week}`)).json());
      const high = recap.awards.find((a) => a.id === 'high-score')!;
      expect(entry.headline, `${entry.season} week ${entry.week}`).toEqual({
        kind: 'high-score',
        teamName: high.teamName,
        points: high.value,
      });
    }
  });
});

describe('a recap', () => {
  it('answers the contract: every award id the week allows, every team, neighbours in the list', async () => {
    const response = await get('/recaps/2023/9');
    expect(response.statusCode).toBe(200);
    const recap = recapResponseSchema.parse(response.json());
    expect(recap).toMatchObject({ season: '2023', week: 9, playoffs: false, median: null });
    expect(recap.path).toBe('/recaps/2023/9');
    expect(recap.teams).toHaveLength(12);
    expect(new Set(recap.awards.map((a) => a.id))).toEqual(new Set(RECAP_AWARD_IDS));
    expect(recap.previous).toEqual({ season: '2023', week: 8 });
    expect(recap.next).toEqual({ season: '2023', week: 10 });
    // Across seasons: the first week of 2023 follows the 2022 final.
    const first = recapResponseSchema.parse((await get('/recaps/2023/1')).json());
    expect(first.previous).toEqual({ season: '2022', week: 17 });
    const newest = recapResponseSchema.parse((await get('/recaps/2025/13')).json());
    expect(newest.next).toBeNull();
  });

  it('tells the week in a few paragraphs in the league’s persona, every number from the facts', async () => {
    const recap = recapResponseSchema.parse((await get('/recaps/2024/5')).json());
    expect(recap.text.split('\n\n').length).toBeGreaterThanOrEqual(3);
    expect(personas(t.ctx.config.appName).map((p) => p.name)).toContain(recap.persona);
    const { sheet } = await computeRecap(t.ctx, '2024', 5);
    expect(inventedNumbers(recap.text, sheet)).toEqual([]);
    // A median season's regular week: the median is part of the answer.
    expect(recap.median).toBeGreaterThan(0);
  });

  it('is written once and kept: the same text on every request, one stored text after concurrent first requests', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => get('/recaps/2022/7')));
    const texts = answers.map((a) => recapResponseSchema.parse(a.json()).text);
    expect(new Set(texts).size).toBe(1);
    expect(storedTexts('2022:7')).toHaveLength(1);
    expect(recapResponseSchema.parse((await get('/recaps/2022/7')).json()).text).toBe(texts[0]);
    expect(storedTexts('2022:7')).toHaveLength(1);
  });

  it('is written again when a stored text states a number the facts no longer have', async () => {
    saveRoast(
      t.ctx.db,
      {
        leagueId,
        subjectType: 'recap',
        subjectKey: '2022:8',
        personaName: 'Huddle Bot',
        provider: 'template',
        text: 'Somebody scored 999.9 this week.',
        requestedBy: null,
      },
      t.ctx.clock.now().getTime(),
    );
    const recap = recapResponseSchema.parse((await get('/recaps/2022/8')).json());
    expect(recap.text).not.toContain('999.9');
    const { sheet } = await computeRecap(t.ctx, '2022', 8);
    expect(inventedNumbers(recap.text, sheet)).toEqual([]);
    expect(storedTexts('2022:8')).toHaveLength(2);
  });

  it('uses an LLM’s grounded answer, and the templates when the answer invents a number', async () => {
    const { sheet } = await computeRecap(t.ctx, '2022', 9);
    const high = sheet.slots.highPoints!;
    const llm = (answer: string): LlmClient => ({ name: 'openai', complete: async () => answer });
    const grounded = `What a week. ${sheet.slots.highTeam} scored ${high} and nobody could keep up.`;
    const used = await getRecap(t.ctx, '2022', 9, createRoastWriter(t.ctx, { llm: llm(grounded) }));
    expect(used.text).toBe(grounded);

    const invented = `What a week. ${sheet.slots.highTeam} scored 987.6 and nobody could keep up.`;
    const fallback = await getRecap(t.ctx, '2022', 10, createRoastWriter(t.ctx, { llm: llm(invented) }));
    expect(fallback.text).not.toContain('987.6');
    expect(fallback.text.split('\n\n').length).toBeGreaterThanOrEqual(3);
    expect(storedTexts('2022:10')[0]!.provider).toBe('template');
  });
});

describe('what the league has read', () => {
  it('a recap remembers the season’s other recaps, never the roasts read: the same words in every copy that wrote them in the same order, and no line within 4 weeks whichever week was written first', async () => {
    const [quiet, busy] = [await createTestApp(), await createTestApp()];
    try {
      const text = async (app: TestApp, week: number) => {
        const response = await app.app.inject({
          url: api(`/recaps/2023/${week}`),
          headers: { cookie: await app.loginAs('member') },
        });
        return recapResponseSchema.parse(response.json()).text;
      };
      // One copy's members asked for roasts of the weeks' games first; the recaps do not move.
      const games = (await seasonSubjects(busy.ctx, await leagueOfSeason(busy.ctx, '2023'))).matchups;
      for (const week of [1, 2, 3, 4]) {
        const game = games.find((m) => m.week === week)!;
        const roast = await busy.app.inject({
          method: 'POST',
          url: api('/matchup-roast'),
          payload: game,
          headers: { cookie: await busy.loginAs('member') },
        });
        expect(roast.statusCode).toBe(200);
      }
      for (const week of [1, 2, 3, 4]) expect(await text(busy, week)).toBe(await text(quiet, week));
      // Week 6 opened before week 5: week 5 still shares no line with any recap within 4 weeks of it.
      await text(quiet, 6);
      const fifth = await text(quiet, 5);
      expect(await text(quiet, 5)).toBe(fifth);
      const uses = quiet.ctx.db.select().from(roastPhrases).all();
      expect(new Set(uses.map((use) => `${use.subjectType} ${use.subjectKey}`))).toEqual(
        new Set([1, 2, 3, 4, 5, 6].map((week) => `recap 2023:${week}`)),
      );
      const byWeek = (week: number) => new Set(uses.filter((use) => use.week === week).map((u) => u.phrase));
      for (const phrase of byWeek(5))
        for (const week of [1, 2, 3, 4, 6]) expect(byWeek(week).has(phrase), `week ${week}`).toBe(false);
    } finally {
      await quiet.close();
      await busy.close();
    }
  }, 60_000);
});

describe('the season in progress', () => {
  it('keeps its recaps while the week being played changes (only its pairs matter)', async () => {
    // Every read of the week being played brings new scores, as during games.
    const inner = new DemoTransport(DEMO_FIXTURES_DIR);
    let reads = 0;
    const transport: Transport = {
      kind: 'demo',
      get: async (providerPath) => {
        const answer = await inner.get(providerPath);
        if (!providerPath.endsWith('/matchups/14')) return answer;
        reads += 1;
        const rows = answer.body as SleeperMatchup[];
        return { ...answer, body: rows.map((row) => ({ ...row, points: (row.points ?? 0) + reads })) };
      },
    };
    const clock = fixedClock('2025-12-10T18:00:00Z');
    const live = await createTestApp({ transport, clock, env: { LIVE_SCORING: 'off' } });
    try {
      const first = await computeRecap(live.ctx, '2025', 12);
      clock.advance(10 * 60_000);
      const week14 = await live.ctx.sleeper.matchups(leagueId, 14);
      expect(reads).toBe(2);
      expect(await computeRecap(live.ctx, '2025', 12)).toBe(first);
      expect(await live.ctx.sleeper.matchups(leagueId, 14)).toBe(week14);
    } finally {
      await live.close();
    }
  });
});
