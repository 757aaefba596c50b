// The demo in another format: DEMO_FORMAT makes the offline demo serve the league built for that
// format, and a data directory that served another format forgets its copies of it.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FuturePicksResponse } from '../../common/picks';
import { createTestApp } from '../test/harness';

describe('DEMO_FORMAT', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'huddle-demo-format-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** The league answer and the future picks, as a member reads them, from a server on `dataDir`. */
  async function served(env: Record<string, string>) {
    const t = await createTestApp({ env, dataDir });
    try {
      const cookie = await t.loginAs('member');
      const base = `/api/league/${t.ctx.leagueId}`;
      const league = await t.app.inject({ url: base, headers: { cookie } });
      const picks = await t.app.inject({ url: `${base}/future-picks`, headers: { cookie } });
      return { league: league.json(), picks: picks.json<FuturePicksResponse>() };
    } finally {
      await t.close();
    }
  }

  it('serves the demo league built as a dynasty league, then the committed one again', async () => {
    const dynasty = await served({ DEMO_FORMAT: 'dynasty', DEMO_DIVISIONS: '1', DEMO_MEDIAN: '1' });
    expect(dynasty.league).toMatchObject({
      name: 'Sunday Scaries Dynasty League',
      format: { kind: 'dynasty', divisions: 2, medianGame: true, taxiSlots: 3 },
      offers: { keeperSelection: false, futurePicks: true, divisionStandings: true },
    });
    // The picks of the next two drafts, some traded away.
    const traded = dynasty.picks.picks.filter((p) => p.owner.rosterId !== p.original.rosterId);
    expect(new Set(traded.map((p) => p.season))).toEqual(new Set(['2026', '2027']));

    // The same data directory, the default format: its copies of the dynasty league are gone.
    const keeper = await served({});
    expect(keeper.league).toMatchObject({
      name: 'Sunday Scaries Keeper League',
      format: { kind: 'keeper', divisions: 0, taxiSlots: 0 },
      offers: { keeperSelection: true, futurePicks: false },
    });
  });
});
