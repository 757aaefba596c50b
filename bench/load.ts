// Server throughput with a warm cache: every member page endpoint of the route table (dashboard,
// keepers, history, drafts) loaded by autocannon (50 connections, 10 s each) against the production
// server on 127.0.0.1. Targets: p99 < 50 ms and no errors for each; >= 1,000 requests/s for standings.
import autocannon from 'autocannon';
import { demoUrl } from '../server/reliability/route-urls';
import { ALMANAC_ENDPOINTS } from './almanac';
import { demoManifest } from '../server/sleeper/demo-fixtures';
import { createTestApp } from '../server/test/harness';
import { ms, record, signIn, startProductionServer } from './lib';

const P99_TARGET_MS = 50;
/** As Chromium asks: answers are compressed as the pages receive them. */
const ACCEPT_ENCODING = 'gzip, deflate, br';
const STANDINGS_RPS_TARGET = 1000;
/** The calls as the pages make them: the dashboard asks for the last 10 transactions. */
const URLS: Record<string, string> = {
  '/api/league/:leagueId/transactions': `${demoUrl('/api/league/:leagueId/transactions')}?limit=10`,
};

/**
 * The season recap is a roast: limited per member (429 after a few a minute) by design, so one
 * member's load test measures the limiter, not the page. It is reported, not loaded.
 */
const RATE_LIMITED = new Set(['/api/league/:leagueId/season-analysis/:season']);

function pageOf(url: string): string {
  if (/payment-status|settings/.test(url)) return 'pre-draft';
  if (/keeper|roster-players/.test(url)) return 'keepers';
  if (/history|transaction-stats|season-analysis/.test(url)) return 'history';
  if (/drafts/.test(url)) return 'drafts';
  return 'dashboard';
}

/** The member GET endpoints behind the dashboard, keepers, history and draft pages (the almanac's are
 * loaded by bench/almanac.ts). */
async function pageEndpoints(): Promise<string[]> {
  const t = await createTestApp();
  try {
    return t.app.routeTable
      .filter((r) => r.method === 'GET' && r.access === 'member')
      .filter((r) => r.url.startsWith('/api/league/:leagueId') || r.url === '/api/nfl/state')
      .filter((r) => !(r.url in ALMANAC_ENDPOINTS))
      .map((r) => r.url);
  } finally {
    await t.close();
  }
}

export async function runLoad(options: { connections: number; durationS: number }): Promise<void> {
  const endpoints = await pageEndpoints();
  const server = await startProductionServer();
  try {
    const owner = demoManifest().accounts.find((a) => a.role === 'owner')!;
    const cookie = await signIn(server.url, owner.username, owner.pin);
    console.log(
      `${endpoints.length} endpoints, ${options.connections} connections x ${options.durationS} s each, demo league, warm cache\n`,
    );
    for (const route of endpoints) {
      if (RATE_LIMITED.has(route)) {
        record({
          group: `load: ${pageOf(route)}`,
          name: route,
          value: 'not loaded: rate-limited per member by design',
          target: 'n/a',
          pass: null,
        });
        continue;
      }
      const url = `${server.url}${URLS[route] ?? demoUrl(route)}`;
      // Warm the cache (and the JIT) before measuring.
      let status = 0;
      for (let i = 0; i < 5; i += 1) {
        const response = await fetch(url, { headers: { cookie, 'accept-encoding': ACCEPT_ENCODING } });
        await response.arrayBuffer();
        status = response.status;
      }
      if (status !== 200) {
        record({
          group: `load: ${pageOf(route)}`,
          name: route,
          value: `HTTP ${status}`,
          target: '200',
          pass: false,
        });
        continue;
      }
      const result = await autocannon({
        url,
        connections: options.connections,
        duration: options.durationS,
        headers: { cookie, 'accept-encoding': ACCEPT_ENCODING },
      });
      const errors = result.errors + result.timeouts + result.non2xx;
      const isStandings = route.endsWith('/standings');
      const rpsOk = !isStandings || result.requests.average >= STANDINGS_RPS_TARGET;
      const pass = result.latency.p99 < P99_TARGET_MS && errors === 0 && rpsOk;
      record({
        group: `load: ${pageOf(route)}`,
        name: route,
        value: `${Math.round(result.requests.average)} rps, p50 ${ms(result.latency.p50)}, p99 ${ms(result.latency.p99)}, ${errors} errors`,
        target: `p99 < ${P99_TARGET_MS} ms, 0 errors${isStandings ? `, >= ${STANDINGS_RPS_TARGET} rps` : ''}`,
        pass,
      });
    }
  } finally {
    await server.stop();
    server.cleanup();
  }
}
