// One fact told one way: a manager's head-to-head games (regular season, against every opponent) add up
// to the games of their career record, ties included, for every manager of the demo league in every
// format it is served in. The recorded league of server/test/post-season-league.ts (weeks before its
// start_week counted by the provider) is held to the same in server/modules/history/post-season.api.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HeadToHeadResponse, ManagersResponse } from '../../../common/almanac';
import { createTestApp, type TestApp } from '../../test/harness';

/** Every format the demo is served in, two options a league to keep the apps few. */
const FORMATS: Array<[string, Record<string, string>]> = [
  ['as committed', {}],
  ['dynasty, with divisions', { DEMO_FORMAT: 'dynasty', DEMO_DIVISIONS: '1' }],
  ['redraft, with the median game', { DEMO_FORMAT: 'redraft', DEMO_MEDIAN: '1' }],
  ['best ball, with a two-week final', { DEMO_FORMAT: 'bestball', DEMO_PLAYOFFS: 'two-week-final' }],
];

describe.each(FORMATS)('the demo league %s', (_, env) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { LIVE_SCORING: 'off', ...env } });
    cookie = await t.loginAs('member');
  });
  afterAll(() => t.close());

  const get = async <T>(path: string): Promise<T> => {
    const response = await t.app.inject({ url: `/api/league/${t.ctx.leagueId}${path}`, headers: { cookie } });
    expect(response.statusCode, path).toBe(200);
    return response.json<T>();
  };

  it('every manager’s head-to-head games add up to their career games, ties included', async () => {
    const [{ managers }, { cells }] = await Promise.all([
      get<ManagersResponse>('/managers'),
      get<HeadToHeadResponse>('/head-to-head'),
    ]);
    expect(managers.length).toBeGreaterThan(12);
    for (const manager of managers) {
      const own = cells.filter((cell) => cell.ownerId === manager.ownerId);
      const sum = (pick: 'games' | 'ties') => own.reduce((total, cell) => total + cell.regular[pick], 0);
      expect(sum('games'), manager.ownerName).toBe(manager.wins + manager.losses + manager.ties);
      expect(sum('ties'), manager.ownerName).toBe(manager.ties);
    }
  });
});
