// The client's development contract check (client/src/lib/contract-check.ts) against the API's real
// answers on the demo league: every endpoint it holds a schema for answers what that schema accepts,
// so the check logs only answers that changed, never the ones the pages read every day.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACTS, contractOf } from '../../client/src/lib/contract-check';
import { demoManifest } from '../sleeper/demo-fixtures';
import { createTestApp, type TestApp } from '../test/harness';

const manifest = demoManifest();
let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAs('owner');
});
afterAll(() => t.close());

/** A demo league's value for each of the patterns' `:name` segments. */
async function sampleValues(): Promise<Record<string, string>> {
  const get = async (url: string) => (await t.app.inject({ url, headers: { cookie: owner } })).json();
  const leagueId = manifest.currentLeagueId;
  const managers = (await get(`/api/league/${leagueId}/managers`)) as { managers: { ownerId: string }[] };
  const rosters = (await get(`/api/league/${leagueId}/rosters`)) as { rosterId: number }[];
  return {
    id: leagueId,
    week: '1',
    // A season over, so its recap roast (season-analysis) is there too.
    season: '2024',
    year: '2024',
    version: '1',
    userId: managers.managers[0]!.ownerId,
    rosterId: String(rosters[0]!.rosterId),
  };
}

describe("the client's answer contracts", () => {
  it('every endpoint with a schema answers the demo league with what its schema accepts', async () => {
    const values = await sampleValues();
    const answered: string[] = [];
    const broken: string[] = [];
    for (const [pattern] of CONTRACTS) {
      const url = pattern.replace(/:(\w+)/g, (_match, name: string) => values[name] ?? name);
      const response = await t.app.inject({ url, headers: { cookie: owner } });
      if (response.statusCode !== 200) continue;
      answered.push(url);
      const result = contractOf('GET', url)!.safeParse(response.json());
      if (!result.success) {
        broken.push(
          `${url}: ${result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
        );
      }
    }
    expect(broken).toEqual([]);
    // Only the changes between two rulebook versions need a query (`?from=`) the table does not say.
    expect(answered.length).toBe(CONTRACTS.length - 1);
  });
});
