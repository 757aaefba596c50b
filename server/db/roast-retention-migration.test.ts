// The roast retention migration (docs/decisions/0021): a database from before the rule, with more
// roasts on a subject than it keeps, holds only each subject's newest 20 once it is migrated. The
// migration's own statement runs on a database holding such rows (the file is found by its name, so
// the test follows a renumbering).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../paths';
import { openDatabase } from './connection';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function trimStatement(): string {
  const file = readdirSync(MIGRATIONS_DIR).find((name) => name.endsWith('_roast_retention.sql'))!;
  const statements = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8').split('--> statement-breakpoint');
  return statements.find((statement) => /DELETE FROM `roasts`/.test(statement))!;
}

describe('the roast retention migration', () => {
  it("trims every subject to its newest 20 roasts, by time then by id, each league's apart", () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'huddle-db-'));
    const { sqlite } = openDatabase(dir);
    const insert = sqlite.prepare(
      `INSERT INTO roasts (league_id, subject_type, subject_key, persona, provider, text, created_at)
       VALUES (?, ?, ?, 'Huddle Bot', 'template', ?, ?)`,
    );
    // Three roasts per millisecond: the 20th newest shares its time with the 21st.
    for (let i = 0; i < 30; i += 1)
      insert.run('L1', 'matchup', '2024:1:1-2', `a${i}`, 1000 + Math.floor(i / 3));
    for (let i = 0; i < 22; i += 1) insert.run('L2', 'matchup', '2024:1:1-2', `b${i}`, 1000 + i);
    for (let i = 0; i < 5; i += 1) insert.run('L1', 'transaction', 't1', `c${i}`, 1000 + i);

    sqlite.exec(trimStatement());

    const texts = (league: string, type: string) =>
      (
        sqlite
          .prepare('SELECT text FROM roasts WHERE league_id = ? AND subject_type = ? ORDER BY id')
          .all(league, type) as Array<{ text: string }>
      ).map((row) => row.text);
    // a9 and a10 were stored in the same millisecond: the later one (a10) is the newer.
    expect(texts('L1', 'matchup')).toEqual(Array.from({ length: 20 }, (_, i) => `a${i + 10}`));
    expect(texts('L2', 'matchup')).toEqual(Array.from({ length: 20 }, (_, i) => `b${i + 2}`));
    expect(texts('L1', 'transaction')).toEqual(['c0', 'c1', 'c2', 'c3', 'c4']);
    sqlite.close();
  });
});
