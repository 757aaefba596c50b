// Pages read roasts through the subject index, never by scanning the table: a manager page once read every
// roast of the league to pick the twenty about one person, so 100,000 stored roasts stalled the server. Every
// statement a page runs against `roasts` is checked with SQLite's own plan.
import type Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoManifest } from '../../sleeper/demo-fixtures';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
const statements = new Set<string>();

beforeAll(async () => {
  t = await createTestApp();
  // Record every SQL text the app prepares from here on (each is prepared at its first run).
  const sqlite = t.ctx.sqlite;
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    statements.add(source);
    return prepare(source);
  }) as Database.Database['prepare'];
});
afterAll(() => t.close());

/** SQLite's plan of a statement (its parameters bound to null: the plan does not depend on them). */
function planOf(sql: string): string[] {
  const parameters = (sql.match(/\?/g) ?? []).map(() => null);
  const rows = t.ctx.sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...parameters) as Array<{
    detail: string;
  }>;
  return rows.map((row) => row.detail);
}

describe('reading roasts', () => {
  it('the manager pages and the transactions a page shows seek each subject in the index', async () => {
    const cookie = await t.loginAs('member');
    const league = `/api/league/${t.ctx.leagueId}`;
    for (const account of demoManifest().accounts) {
      const page = await t.app.inject({ url: `${league}/managers/${account.userId}`, headers: { cookie } });
      expect(page.statusCode).toBe(200);
    }
    expect(
      (await t.app.inject({ url: `${league}/transactions?limit=50`, headers: { cookie } })).statusCode,
    ).toBe(200);
    const reads = [...statements].filter(
      (sql) => /^\s*select\b/i.test(sql) && /["`\s]roasts["`\s]/.test(sql),
    );
    expect(reads.length).toBeGreaterThan(0);
    for (const sql of reads) {
      const plan = planOf(sql);
      // The table's own rows are reached by id, or by the subject index with all three of its key
      // columns: a page reads a bounded number of rows per subject, whatever the table holds.
      const touches = plan.filter((step) => /\broasts\b/.test(step) || /roasts_subject_idx/.test(step));
      expect(touches.length, sql).toBeGreaterThan(0);
      for (const step of touches) {
        expect(step, sql).not.toMatch(/^SCAN/);
        expect(step, sql).toMatch(/subject_key=\?|rowid=\?|INTEGER PRIMARY KEY/);
      }
    }
  });
});
