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

/** Fresh servers measured: a single cold load swings with whatever else the machine is doing. */
const RUNS = 3;

interface ColdRun {
  signIn: { ms: number; calls: number };
  dashboard: { first: { ms: number; calls: number }; second: { ms: number; calls: number } };
  history: { first: { ms: number; calls: number }; second: { ms: number; calls: number } };
}

/** One fresh server and provider: the sign-in, then each page loaded twice. */
async function coldRun(): Promise<ColdRun> {
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
    let cookie = '';
    const signedIn = await measure(provider, async () => {
      cookie = await signIn(server.url, owner.username, owner.pin);
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
    const twice = async (load: () => Promise<void>) => ({
      first: await measure(provider, load),
      second: await measure(provider, load),
    });
    return { signIn: signedIn, dashboard: await twice(dashboard), history: await twice(history) };
  } finally {
    await server.stop();
    server.cleanup();
    await provider.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const spread = (values: number[]) =>
  `median of ${values.length} fresh servers; min ${ms(Math.min(...values))}, max ${ms(Math.max(...values))}`;

export async function runCold(): Promise<void> {
  const runs: ColdRun[] = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await coldRun());
  const signIns = runs.map((r) => r.signIn);
  record({
    group: 'cold',
    name: 'sign-in (first visit)',
    value: `${ms(median(signIns.map((s) => s.ms)))}, ${signIns[0]!.calls} upstream calls`,
    target: 'informational',
    pass: null,
  });
  for (const [name, target] of [
    ['dashboard', DASHBOARD_TARGET_MS],
    ['history', HISTORY_TARGET_MS],
  ] as const) {
    const firsts = runs.map((r) => r[name].first);
    const seconds = runs.map((r) => r[name].second);
    const firstMs = median(firsts.map((f) => f.ms));
    record({
      group: 'cold',
      name: `${name}: first load (upstream ${LATENCY_MS} ms)`,
      value: `${ms(firstMs)}, ${firsts[0]!.calls} upstream calls (${spread(firsts.map((f) => f.ms))})`,
      target: `< ${target} ms`,
      pass: firstMs < target,
    });
    const secondCalls = Math.max(...seconds.map((s) => s.calls));
    record({
      group: 'cold',
      name: `${name}: second load`,
      value: `${ms(median(seconds.map((s) => s.ms)))}, ${secondCalls} upstream calls (most of ${RUNS} runs)`,
      target: '0 upstream calls',
      pass: secondCalls === 0,
    });
  }
}
