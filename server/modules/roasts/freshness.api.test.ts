// The phrase memory through the real app: the roasts members ask for in one week
// never print the same sentence twice, also across a restart, because each roast's phrases are stored
// with its season, week, game and teams (server/roast/phrase-store.ts) and the next roast of that
// season avoids them.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roastPhrases } from '../../db/schema';
import { seasonSubjects, type SeasonSubjects } from './demo-subjects';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness';

const clock = fixedClock('2025-12-10T18:00:00Z');
// Kept across the restart below (the harness removes only the directories it made itself).
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'huddle-freshness-'));
let t: TestApp;
let current: SeasonSubjects;

beforeAll(async () => {
  t = await createTestApp({ clock, dataDir });
  current = await seasonSubjects(t.ctx, await t.ctx.sleeper.league(t.ctx.leagueId));
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function roast(app: TestApp, body: unknown): Promise<string> {
  const response = await app.app.inject({
    method: 'POST',
    url: `/api/league/${app.ctx.leagueId}/matchup-roast`,
    payload: body as object,
    headers: { cookie: await app.loginAs('member') },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { roast: string }).roast;
}

describe('the roasts of one week', () => {
  it('share no sentence, before and after a restart, and their phrases are stored with the week', async () => {
    const games = current.matchups.filter((m) => m.week === 5);
    expect(games.length).toBeGreaterThanOrEqual(6);
    const texts: string[] = [];
    for (const game of games.slice(0, 3)) texts.push(await roast(t, game));
    // A restart on the same database: the memory is the database's, not the process's.
    await t.close();
    t = await createTestApp({ clock, dataDir });
    for (const game of games.slice(3)) texts.push(await roast(t, game));

    const sentences = texts.flatMap((text) => text.split(/(?<=[.!?])\s+/));
    const repeated = sentences.filter((sentence, i) => sentences.indexOf(sentence) !== i);
    expect(repeated).toEqual([]);
    const stored = t.ctx.db.select().from(roastPhrases).all();
    expect(new Set(stored.map((row) => `${row.season}:${row.week}`))).toEqual(
      new Set([`${current.league.season}:5`]),
    );
    // An opener, two fact lines and a sign-off per roast, each with where it was read: the game and
    // its two teams (a member reads a line once in the roasts of their team).
    expect(stored.length).toBe(texts.length * 4);
    const roasted = new Set(stored.map((row) => `${row.subjectType} ${row.subjectKey}`));
    expect(roasted.size).toBe(texts.length);
    for (const row of stored) {
      expect(row.subjectType).toBe('matchup');
      const [low, high] = row.subjectKey.split(':')[2]!.split('-');
      expect(row.rosterIds.split(',').sort()).toEqual([low, high].sort());
    }
  });
});
