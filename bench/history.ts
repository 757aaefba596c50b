// Benchmark of the league history: the cold history (and transaction stats) against an upstream
// answering every provider call after 100 ms, then warm requests (median of 30).
// Targets: cold history under 3 s, warm under 50 ms at the median.
// Run: node --import tsx bench/history.ts
import { performance } from 'node:perf_hooks';
import { DEMO_FIXTURES_DIR } from '../server/paths';
import { demoManifest } from '../server/sleeper/demo-fixtures';
import { DemoTransport, type Transport } from '../server/sleeper/transport';
import { createTestApp } from '../server/test/harness';

const LATENCY_MS = 100;
const WARM_RUNS = 30;
const COLD_TARGET_MS = 3000;
const WARM_TARGET_MS = 50;

/** The demo league served with a fixed delay per call, counting the calls. */
function slowTransport(): Transport & { calls: number } {
  const inner = new DemoTransport(DEMO_FIXTURES_DIR);
  const transport = {
    kind: 'demo' as const,
    calls: 0,
    async get(providerPath: string) {
      transport.calls += 1;
      await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
      return inner.get(providerPath);
    },
  };
  return transport;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function main() {
  const transport = slowTransport();
  const t = await createTestApp({ transport });
  try {
    const cookie = await t.loginAs('member');
    const leagueId = demoManifest().currentLeagueId;
    const timed = async (path: string) => {
      const start = performance.now();
      const response = await t.app.inject({ url: `/api/league/${leagueId}/${path}`, headers: { cookie } });
      const ms = performance.now() - start;
      if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${response.body}`);
      return ms;
    };

    const callsBefore = transport.calls;
    const coldHistory = await timed('history');
    const historyCalls = transport.calls - callsBefore;
    const coldStats = await timed('transaction-stats');
    const statsCalls = transport.calls - callsBefore - historyCalls;
    const warmHistory: number[] = [];
    const warmStats: number[] = [];
    for (let i = 0; i < WARM_RUNS; i += 1) {
      warmHistory.push(await timed('history'));
      warmStats.push(await timed('transaction-stats'));
    }

    const rows = [
      ['cold /history', coldHistory, COLD_TARGET_MS, `${historyCalls} provider calls at ${LATENCY_MS} ms`],
      [
        'cold /transaction-stats',
        coldStats,
        COLD_TARGET_MS,
        `${statsCalls} provider calls at ${LATENCY_MS} ms`,
      ],
      [
        'warm /history (median)',
        median(warmHistory),
        WARM_TARGET_MS,
        `${WARM_RUNS} runs, max ${Math.max(...warmHistory).toFixed(1)} ms`,
      ],
      [
        'warm /transaction-stats (median)',
        median(warmStats),
        WARM_TARGET_MS,
        `${WARM_RUNS} runs, max ${Math.max(...warmStats).toFixed(1)} ms`,
      ],
    ] as const;
    let failed = false;
    for (const [name, ms, target, note] of rows) {
      const ok = ms < target;
      failed ||= !ok;
      console.log(
        `${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(34)} ${ms.toFixed(1).padStart(8)} ms  (target < ${target} ms; ${note})`,
      );
    }
    process.exitCode = failed ? 1 : 0;
  } finally {
    await t.close();
  }
}

await main();
