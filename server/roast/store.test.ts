// Roast storage (docs/decisions/0021): a subject keeps its newest roasts only, and what pages read of
// them comes through the subject index.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roasts } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import {
  newestRoastOfEach,
  newestRoastsOf,
  ROASTS_KEPT_PER_SUBJECT,
  saveRoast,
  type StoredRoast,
} from './store';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const roastOf = (subjectKey: string, text: string): StoredRoast => ({
  leagueId: t.ctx.leagueId,
  subjectType: 'matchup',
  subjectKey,
  personaName: 'Huddle Bot',
  provider: 'template',
  text,
  requestedBy: null,
});
const textsOf = (subjectKey: string) =>
  t.ctx.db
    .select({ key: roasts.subjectKey, text: roasts.text })
    .from(roasts)
    .all()
    .filter((row) => row.key === subjectKey)
    .map((row) => row.text);

describe('retention', () => {
  it('keeps the newest roasts of a subject, and no other subject loses any', () => {
    for (let i = 0; i < 3; i += 1) saveRoast(t.ctx.db, roastOf('2024:2:3-9', `other ${i}`), 1000 + i);
    for (let i = 0; i < 25; i += 1) saveRoast(t.ctx.db, roastOf('2024:1:1-2', `roast ${i}`), 2000 + i);
    expect(textsOf('2024:1:1-2').sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `roast ${i + 5}`).sort(),
    );
    expect(textsOf('2024:2:3-9')).toHaveLength(3);
    expect(ROASTS_KEPT_PER_SUBJECT).toBe(20);
  });
});

describe('reading by subject', () => {
  it('the newest roasts over some subjects, newest first, and the newest of each', () => {
    saveRoast(t.ctx.db, roastOf('2023:5:1-2', 'older'), 5000);
    saveRoast(t.ctx.db, roastOf('2023:5:3-4', 'newest'), 5002);
    saveRoast(t.ctx.db, roastOf('2023:5:1-2', 'newer'), 5001);
    saveRoast(t.ctx.db, roastOf('2023:5:5-6', 'not asked'), 5003);
    const subjects = [
      ['matchup', '2023:5:1-2'],
      ['matchup', '2023:5:3-4'],
      ['roster', '2023:5:1-2'],
    ] as const;
    const texts = (rows: Array<{ text: string }>) => rows.map((row) => row.text);
    expect(texts(newestRoastsOf(t.ctx.db, t.ctx.leagueId, subjects, 20))).toEqual([
      'newest',
      'newer',
      'older',
    ]);
    expect(texts(newestRoastsOf(t.ctx.db, t.ctx.leagueId, subjects, 2))).toEqual(['newest', 'newer']);
    expect(texts(newestRoastsOf(t.ctx.db, 'another league', subjects, 20))).toEqual([]);
    expect(texts(newestRoastOfEach(t.ctx.db, t.ctx.leagueId, subjects)).sort()).toEqual(['newer', 'newest']);
  });
});
