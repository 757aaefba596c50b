// Cold paths: a fresh production server whose provider is a local fake answering every call after
// 100 ms. The dashboard's and the history page's calls are fired as the pages fire them; the wall
// time until all answered, the upstream calls they caused, and the calls of a second load (target 0).
import { demoManifest } from '../server/sleeper/demo-fixtures';
import { startFakeProvider, type FakeProvider } from '../server/test/fake-provider';
import { ms, record, signIn, startProductionServer } from './lib';

const LATENCY_MS = 100;
const DASHBOARD_TARGET_MS = 1500;
const HISTORY_TARGET_MS = 3000;

async function getJson(url: string, cookie: string): Promise<unknown> {
  const response = await fetch(url, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}

/** Runs a page load (waves of parallel calls) and reports its time and upstream calls. */
async function measure(provider: FakeProvider, load: () => Promise<void>) {
  const before = provider.calls.length;
  const start = performance.now();
  await load();
  return { ms: performance.now() - start, calls: provider.calls.length - before };
}

export async function runCold(): Promise<void> {
  const manifest = demoManifest();
  const owner = manifest.accounts.find((a) => a.role === 'owner')!;
  const provider = await startFakeProvider({ latencyMs: LATENCY_MS });
  const server = await startProductionServer({
    LEAGUE_ID: manifest.currentLeagueId,
    SLEEPER_API_URL: provider.url,
    OWNER_USERNAME: owner.username,
    OWNER_PIN: owner.pin,
  });
  try {
    const base = `${server.url}/api/league/${manifest.currentLeagueId}`;
    const signInStart = performance.now();
    const callsBefore = provider.calls.length;
    const cookie = await signIn(server.url, owner.username, owner.pin);
    record({
      group: 'cold',
      name: 'sign-in (first visit)',
      value: `${ms(performance.now() - signInStart)}, ${provider.calls.length - callsBefore} upstream calls`,
      target: 'informational',
      pass: null,
    });

    // As the dashboard does: state, league, standings and activity at once; then the week's matchups
    // and the season's payouts, which need the week and season from the first answers.
    const dashboard = async () => {
      const [state, league] = (await Promise.all([
        getJson(`${server.url}/api/nfl/state`, cookie),
        getJson(base, cookie),
        getJson(`${base}/standings`, cookie),
        getJson(`${base}/transactions?limit=10`, cookie),
      ])) as unknown as [{ week: number }, { season: string }];
      await Promise.all([
        getJson(`${base}/matchups/${state.week}`, cookie),
        getJson(`${base}/payouts/${league.season}`, cookie),
      ]);
    };
    const history = async () => {
      await Promise.all([getJson(`${base}/history`, cookie), getJson(`${base}/transaction-stats`, cookie)]);
    };

    for (const [name, load, target] of [
      ['dashboard', dashboard, DASHBOARD_TARGET_MS],
      ['history', history, HISTORY_TARGET_MS],
    ] as const) {
      const first = await measure(provider, load);
      record({
        group: 'cold',
        name: `${name}: first load (upstream ${LATENCY_MS} ms)`,
        value: `${ms(first.ms)}, ${first.calls} upstream calls`,
        target: `< ${target} ms`,
        pass: first.ms < target,
      });
      const second = await measure(provider, load);
      record({
        group: 'cold',
        name: `${name}: second load`,
        value: `${ms(second.ms)}, ${second.calls} upstream calls`,
        target: '0 upstream calls',
        pass: second.calls === 0,
      });
    }
  } finally {
    await server.stop();
    server.cleanup();
    await provider.close();
  }
}
