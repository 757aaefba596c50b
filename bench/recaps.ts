// Benchmark of the weekly recaps: a past week's recap over real HTTP on the demo league, first (cold:
// the season's archive, two 10,000-run simulations, the text written and stored), then warm
// (memoized: the target), and the list of every recap. Prints figures, asserts nothing.
// Target: a past week's recap under 50 ms warm at the median. Run: node --import tsx bench/recaps.ts
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createTestApp } from '../server/test/harness';
import { percentile } from './lib';

const WARM_RUNS = 40;
const WARM_TARGET_MS = 50;
/** Past weeks: a regular week of the median season, a final, a week of the season in progress. */
const WEEKS = ['2024/9', '2023/17', '2025/12'];

async function timed(url: string, cookie: string): Promise<{ ms: number; status: number }> {
  const start = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  await response.arrayBuffer();
  return { ms: performance.now() - start, status: response.status };
}

async function main(): Promise<void> {
  const t = await createTestApp();
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const cookie = await t.loginAs('member');
    const base = `${origin}/api/league/${t.ctx.leagueId}`;
    console.log(
      `Recaps over HTTP, demo league (target: a past week's recap warm, median < ${WARM_TARGET_MS} ms)`,
    );
    console.log('call'.padEnd(40), 'status', 'cold'.padStart(9), 'median'.padStart(9), 'p95'.padStart(9));
    for (const path of ['/recaps', ...WEEKS.map((w) => `/recaps/${w}`)]) {
      const cold = await timed(base + path, cookie);
      const times: number[] = [];
      for (let i = 0; i < WARM_RUNS; i += 1) times.push((await timed(base + path, cookie)).ms);
      times.sort((a, b) => a - b);
      const median = percentile(times, 0.5);
      console.log(
        path.padEnd(40),
        String(cold.status).padEnd(6),
        `${cold.ms.toFixed(0)} ms`.padStart(9),
        `${median.toFixed(2)} ms`.padStart(9),
        `${percentile(times, 0.95).toFixed(2)} ms`.padStart(9),
        median < WARM_TARGET_MS ? '' : '  <-- over target',
      );
    }
  } finally {
    await t.close();
  }
}

await main();
