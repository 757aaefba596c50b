// Dashboard speed: prints figures, asserts nothing. Run: node --import tsx bench/dashboard.ts
//  1. Warm cache: each dashboard API call, sequentially over real HTTP, median and p95 (target < 20 ms median).
//  2. Cold: a fresh server whose upstream answers after 100 ms; the dashboard's calls fired together as
//     the browser does; wall time until all answered (target < 1.5 s) and how often each upstream path
//     was called (target: once each).
import type { AddressInfo } from 'node:net';
import { DEMO_FIXTURES_DIR } from '../server/paths';
import { DemoTransport, type Transport, type TransportResponse } from '../server/sleeper/transport';
import { createTestApp, type TestApp } from '../server/test/harness';
import { percentile } from './lib';

const UPSTREAM_LATENCY_MS = 100;
const WARM_ROUNDS = 60;

/** The demo league behind a slow network, counting calls per provider path. */
class SlowCountingTransport implements Transport {
  readonly kind = 'sleeper';
  readonly calls = new Map<string, number>();
  private readonly inner = new DemoTransport(DEMO_FIXTURES_DIR);

  async get(providerPath: string, _signal: AbortSignal): Promise<TransportResponse> {
    this.calls.set(providerPath, (this.calls.get(providerPath) ?? 0) + 1);
    await new Promise((resolve) => setTimeout(resolve, UPSTREAM_LATENCY_MS));
    return this.inner.get(providerPath);
  }
}

/** What the dashboard requests on load, one call per card. */
function dashboardCalls(leagueId: string, week: number): string[] {
  const base = `/api/league/${leagueId}`;
  return [
    '/api/nfl/state',
    base,
    `${base}/standings`,
    `${base}/matchups/${week}`,
    `${base}/transactions?limit=10`,
    `${base}/payouts/2025`,
  ];
}

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

async function timed(url: string, cookie: string): Promise<{ ms: number; status: number }> {
  const start = performance.now();
  const response = await fetch(url, { headers: { cookie } });
  await response.arrayBuffer();
  return { ms: performance.now() - start, status: response.status };
}

async function warm(): Promise<void> {
  const t = await createTestApp();
  try {
    const origin = await listen(t);
    const cookie = await t.loginAs('member');
    const week = 14;
    console.log(
      `\nWarm cache: ${WARM_ROUNDS} sequential requests per call over HTTP (target: median < 20 ms)`,
    );
    console.log('call'.padEnd(64), 'status', 'median'.padStart(8), 'p95'.padStart(8));
    const calls = dashboardCalls(t.ctx.leagueId, week);
    // Fill the cache and warm the JIT on every call before measuring any.
    for (let i = 0; i < 10; i++) for (const path of calls) await timed(origin + path, cookie);
    for (const path of calls) {
      const times: number[] = [];
      let status = 0;
      for (let i = 0; i < WARM_ROUNDS; i++) {
        const result = await timed(origin + path, cookie);
        times.push(result.ms);
        status = result.status;
      }
      times.sort((a, b) => a - b);
      const median = percentile(times, 0.5);
      console.log(
        path.padEnd(64),
        String(status).padEnd(6),
        `${median.toFixed(2)} ms`.padStart(8),
        `${percentile(times, 0.95).toFixed(2)} ms`.padStart(8),
        median < 20 ? '' : '  <-- over target',
      );
    }
  } finally {
    await t.close();
  }
}

async function cold(): Promise<void> {
  const transport = new SlowCountingTransport();
  const t = await createTestApp({ transport });
  try {
    const origin = await listen(t);
    const cookie = await t.loginAs('member');
    // Sign-in fetched the league users; start the dashboard from an empty cache, as on a first visit.
    t.ctx.providerCache.invalidate();
    transport.calls.clear();

    const start = performance.now();
    // As the page does: the league, standings and activity at once; the week's matchups and the
    // season's payouts once the league has answered (it gives the week and the season).
    const base = `/api/league/${t.ctx.leagueId}`;
    const firstPaths = ['/api/nfl/state', base, `${base}/standings`, `${base}/transactions?limit=10`];
    const restPaths = [`${base}/matchups/14`, `${base}/payouts/2025`];
    const firstCalls = firstPaths.map((path) => timed(origin + path, cookie));
    const restCalls = firstCalls[1]!.then(() =>
      Promise.all(restPaths.map((path) => timed(origin + path, cookie))),
    );
    const [first, rest] = await Promise.all([Promise.all(firstCalls), restCalls]);
    const total = performance.now() - start;

    const statuses = [...first, ...rest].map((r) => r.status);
    const paths = [...firstPaths, ...restPaths];
    const perCall = [...first, ...rest].map((r, i) => `${paths[i]} ${r.ms.toFixed(0)} ms`);
    const repeated = [...transport.calls].filter(([, count]) => count > 1);
    console.log(
      `\nCold dashboard, upstream latency ${UPSTREAM_LATENCY_MS} ms (target: ready < 1500 ms, each upstream call once)`,
    );
    console.log(`ready in ${total.toFixed(0)} ms; statuses ${statuses.join(', ')}`);
    console.log(`  at once: ${perCall.slice(0, firstPaths.length).join('; ')}`);
    console.log(`  once the league answered: ${perCall.slice(firstPaths.length).join('; ')}`);
    console.log(
      `upstream calls: ${[...transport.calls.values()].reduce((a, b) => a + b, 0)} over ${transport.calls.size} paths`,
    );
    console.log(
      repeated.length === 0
        ? 'every upstream path called once'
        : `called more than once: ${JSON.stringify(repeated)}`,
    );
    for (const [path, count] of [...transport.calls].sort()) console.log(`  ${count}x ${path}`);
  } finally {
    await t.close();
  }
}

await warm();
await cold();
