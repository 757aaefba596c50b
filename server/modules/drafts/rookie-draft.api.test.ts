// A rookie draft (docs/decisions/0029) is flagged in every answer that titles a draft: the season
// picker's list, the board and the report card. The demo league, with its 2025 draft's picks all made
// rookies (years_exp "0"; keepers left as they are), stands in for a dynasty league's rookie draft.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftReportResponse } from '../../../common/almanac';
import type { DraftBoard, DraftHistoryResponse } from '../../../common/drafts';
import { DEMO_FIXTURES_DIR } from '../../paths';
import { demoManifest } from '../../sleeper/demo-fixtures';
import type { SleeperDraftPick } from '../../sleeper/schemas';
import { DemoTransport, type Transport } from '../../sleeper/transport';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness';

const ROOKIE_SEASON = '2025';

function withRookieDraft(): Transport {
  const inner = new DemoTransport(DEMO_FIXTURES_DIR);
  const { draftId } = demoManifest().seasons.find((s) => s.season === ROOKIE_SEASON)!;
  return {
    kind: 'demo',
    get: async (providerPath) => {
      const answer = await inner.get(providerPath);
      if (providerPath !== `draft/${draftId}/picks`) return answer;
      const picks = (answer.body as SleeperDraftPick[]).map((pick) =>
        pick.is_keeper ? pick : { ...pick, metadata: { ...pick.metadata, years_exp: '0' } },
      );
      return { ...answer, body: picks };
    },
  };
}

let t: TestApp;
let cookie: string;
let base: string;
const get = async <T>(url: string): Promise<T> => {
  const response = await t.app.inject({ url: `${base}${url}`, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
};

beforeAll(async () => {
  t = await createTestApp({ transport: withRookieDraft(), clock: fixedClock('2026-11-21T12:00:00Z') });
  base = `/api/league/${t.ctx.leagueId}`;
  cookie = await t.loginAs('member');
});
afterAll(async () => {
  await t.close();
});

describe('a rookie draft', () => {
  it("is flagged in the season picker's list, and no other season is", async () => {
    const { seasons } = await get<DraftHistoryResponse>('/drafts/history');
    expect(seasons.filter((s) => s.rookieDraft).map((s) => s.season)).toEqual([ROOKIE_SEASON]);
  });

  it('is flagged on its board and its report card; the startup draft before it is not', async () => {
    expect((await get<DraftBoard>(`/drafts/${ROOKIE_SEASON}`)).rookieDraft).toBe(true);
    expect((await get<DraftReportResponse>(`/drafts/${ROOKIE_SEASON}/report`)).rookieDraft).toBe(true);
    expect((await get<DraftBoard>('/drafts/2024')).rookieDraft).toBe(false);
    expect((await get<DraftReportResponse>('/drafts/2024/report')).rookieDraft).toBe(false);
  });
});
