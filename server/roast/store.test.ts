// Roast storage (docs/decisions/0021): a subject keeps its newest roasts only, and what pages read of
// them comes through the subject index.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roasts } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { ROASTS_KEPT_PER_SUBJECT, saveRoast, type StoredRoast } from './store';

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
