// Benchmark of the almanac: the playoff simulation's time for 10,000 runs (in process, the demo
// league: the week left of 2025, and a whole 14-week season left), then the almanac endpoints of the
// production server (the verdicts' among them: trades, draft report cards, keeper values, moves, the
// record book): the first (cold) answer of each, warm answers one at a time, and autocannon load with
// a warm cache.
// Targets: 10,000 runs well under a second (< 500 ms with the whole season left); p99 < 50 ms and no
// errors under load. Run alone: node --import tsx bench/almanac.ts [--quick]
import autocannon from 'autocannon';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { simulatePlayoffOdds, PLAYOFF_ODDS_RUNS } from '../server/league/playoff-odds';
import { seasonOddsInput, type SeasonOddsData } from '../server/league/playoff-odds-input';
import { demoManifest } from '../server/sleeper/demo-fixtures';
import { demoSeasonOddsData } from '../server/test/demo-season-odds';
import { ms, record, section, signIn, startProductionServer } from './lib';

const SIMULATION_TARGET_MS = 500;
const P99_TARGET_MS = 50;
const TIMED_RUNS = 7;
const SEQUENTIAL_REQUESTS = 21;
const ACCEPT_ENCODING = 'gzip, deflate, br';

/** Loaded beside the almanac's endpoints, as a reference for how busy the machine is. */
const REFERENCE = { route: '/api/league/:leagueId/standings (reference)', path: '/standings' };

/** The almanac's endpoints, as the pages call them (bench/load.ts leaves these to this script). */
export const ALMANAC_ENDPOINTS: Readonly<Record<string, string>> = {
  '/api/league/:leagueId/playoff-odds': '/playoff-odds',
  '/api/league/:leagueId/power-rankings': '/power-rankings',
  '/api/league/:leagueId/head-to-head': '/head-to-head',
  '/api/league/:leagueId/records': '/records',
  '/api/league/:leagueId/trades': '/trades',
  '/api/league/:leagueId/moves': '/moves',
  '/api/league/:leagueId/drafts/:season/report': '/drafts/2024/report',
  '/api/league/:leagueId/keeper-value': '/keeper-value',
  '/api/league/:leagueId/managers': '/managers',
  '/api/league/:leagueId/managers/:userId': `/managers/${demoManifest().accounts[0]!.userId}`,
  '/api/league/:leagueId/games/:season/:week': '/games/2024/1',
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The 2025 demo season as of kickoff: no record yet, every regular-season week left. */
function seasonAtKickoff(data: SeasonOddsData): SeasonOddsData {
  return {
    ...data,
    rosters: data.rosters.map((r) => ({
      ...r,
      settings: { ...r.settings, wins: 0, losses: 0, ties: 0, fpts: 0, fpts_decimal: 0 },
    })),
  };
}

function timeSimulation(name: string, data: SeasonOddsData): void {
  const odds = seasonOddsInput(data);
  const times: number[] = [];
  // CPU time beside the wall time: on a shared machine the wall time also counts the waits for a core.
  const cpuTimes: number[] = [];
  for (let i = 0; i < TIMED_RUNS + 1; i += 1) {
    const cpu = process.cpuUsage();
    const start = performance.now();
    simulatePlayoffOdds(odds.input, { runs: PLAYOFF_ODDS_RUNS, seed: odds.seed + i, model: odds.model });
    // The first run warms the JIT.
    if (i === 0) continue;
    times.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
  }
  const value = median(times);
  record({
    group: 'almanac: simulation',
    name: `${PLAYOFF_ODDS_RUNS.toLocaleString('en-US')} runs, ${name} (${odds.regularWeeksLeft.length} regular weeks + ${odds.playoffWeeksLeft.length} playoff rounds)`,
    value: `${ms(value)} (median of ${TIMED_RUNS}; min ${ms(Math.min(...times))}, max ${ms(Math.max(...times))}; CPU time median ${ms(median(cpuTimes))})`,
    target: `< ${SIMULATION_TARGET_MS} ms`,
    pass: value < SIMULATION_TARGET_MS,
  });
}

async function loadEndpoints(durationS: number): Promise<void> {
  const server = await startProductionServer();
  try {
    const owner = demoManifest().accounts.find((a) => a.role === 'owner')!;
    const cookie = await signIn(server.url, owner.username, owner.pin);
    const base = `${server.url}/api/league/${demoManifest().currentLeagueId}`;
    const headers = { cookie, 'accept-encoding': ACCEPT_ENCODING };
    const endpoints: [string, string][] = [
      ...Object.entries(ALMANAC_ENDPOINTS),
      [REFERENCE.route, REFERENCE.path],
    ];
    // First answers, in page order: the first builds the season archives (and the odds run the
    // simulation); the others reuse what it read.
    const cold = new Map<string, { status: number; ms: number }>();
    for (const [route, path] of endpoints) {
      const start = performance.now();
      const first = await fetch(`${base}${path}`, { headers });
      await first.arrayBuffer();
      cold.set(route, { status: first.status, ms: performance.now() - start });
    }
    // Then each warm: one at a time (what a member waits for on a quiet server), then under load. Every
    // endpoint has answered once before any is measured, so the first is not paying for the JIT.
    for (const [route, path] of endpoints) {
      const url = `${base}${path}`;
      const first = cold.get(route)!;
      if (first.status !== 200) {
        record({
          group: 'almanac: load',
          name: route,
          value: `HTTP ${first.status}`,
          target: '200',
          pass: false,
        });
        continue;
      }
      const warm: number[] = [];
      for (let i = 0; i < SEQUENTIAL_REQUESTS; i += 1) {
        const sent = performance.now();
        await (await fetch(url, { headers })).arrayBuffer();
        warm.push(performance.now() - sent);
      }
      const result = await autocannon({ url, connections: 50, duration: durationS, headers });
      const errors = result.errors + result.timeouts + result.non2xx;
      record({
        group: 'almanac: load',
        name: route,
        value: `${Math.round(result.requests.average)} rps, p50 ${ms(result.latency.p50)}, p99 ${ms(result.latency.p99)}, ${errors} errors; first answer ${ms(first.ms)}, warm one at a time median ${ms(median(warm))}`,
        target: `p99 < ${P99_TARGET_MS} ms, 0 errors`,
        pass: result.latency.p99 < P99_TARGET_MS && errors === 0,
      });
    }
  } finally {
    await server.stop();
    server.cleanup();
  }
}

export async function runAlmanac(options: { durationS: number }): Promise<void> {
  const current = demoSeasonOddsData('2025', { projections: true });
  timeSimulation('2025, week 14 left', current);
  timeSimulation('2025 from kickoff', seasonAtKickoff(current));
  console.log(
    `\n${Object.keys(ALMANAC_ENDPOINTS).length} endpoints, 50 connections x ${options.durationS} s each\n`,
  );
  await loadEndpoints(options.durationS);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  section('Almanac (bench/almanac.ts)');
  await runAlmanac({ durationS: process.argv.includes('--quick') ? 2 : 10 });
}
