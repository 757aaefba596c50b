// `npm run bench`: every performance figure with its target, measured on this machine.
// Sections: the dashboard's, history's and recaps' own benchmarks (bench/dashboard.ts, bench/history.ts,
// bench/recaps.ts), the server under load (bench/load.ts), cold paths against a slow fake provider
// (bench/cold.ts), the browser (bench/browser.ts), server rendering (bench/ssr.ts), memory
// (bench/memory.ts), live scoring (bench/live.ts), the almanac (bench/almanac.ts: the playoff
// simulation and its endpoints), a login flood (bench/login-flood.ts), the manager pages beside
// 100,000 stored roasts (bench/roasts.ts) and the big answers' serialisation (bench/serialisation.ts);
// then a summary table to paste into docs/performance.md.
// Options: --quick (2 s per load run instead of 10), --only=load,cold,...
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CLIENT_DIST_DIR, PROJECT_ROOT } from '../server/paths';
import { runAlmanac } from './almanac';
import { runBrowser } from './browser';
import { runCold } from './cold';
import { figures, section } from './lib';
import { runLive } from './live';
import { runLoad } from './load';
import { runLoginFlood } from './login-flood';
import { runMemory } from './memory';
import { runRoasts } from './roasts';
import { runSerialisation } from './serialisation';
import { runSsr } from './ssr';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const wanted = (name: string) => !only || only.includes(name);

function runScript(file: string): void {
  const result = spawnSync(process.execPath, ['--import', 'tsx', file], {
    cwd: PROJECT_ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) console.log(`(${file} exited with ${result.status ?? result.signal})`);
}

console.log(`# Huddle benchmark, ${new Date().toISOString()}`);
console.log(
  `node ${process.version}, ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}, ` +
    `${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);

if (!existsSync(path.join(CLIENT_DIST_DIR, 'index.html'))) {
  section('Production build (dist/client missing: npm run build)');
  const build = spawnSync('npm', ['run', 'build'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(1);
}

if (wanted('pages')) {
  section('Dashboard (bench/dashboard.ts)');
  runScript('bench/dashboard.ts');
  section('History (bench/history.ts)');
  runScript('bench/history.ts');
  section('Recaps (bench/recaps.ts)');
  runScript('bench/recaps.ts');
}
if (wanted('ssr')) {
  section('Server rendering: each page warm, and the whole league at once (bench/ssr.ts)');
  await runSsr();
}
if (wanted('load')) {
  section('Server under load: autocannon against the production server');
  await runLoad({ connections: 50, durationS: quick ? 2 : 10 });
}
if (wanted('almanac')) {
  section('Almanac: playoff simulation and endpoints (bench/almanac.ts)');
  await runAlmanac({ durationS: quick ? 2 : 10 });
}
if (wanted('cold')) {
  section('Cold paths: fake provider with 100 ms latency');
  await runCold();
}
if (wanted('browser')) {
  section('Browser: headless Chromium, production build');
  await runBrowser();
}
if (wanted('memory')) {
  section('Memory');
  await runMemory();
}
if (wanted('live')) {
  section('Live scoring: 1 and 50 open pages, fake provider, LIVE_SCORING=always');
  await runLive();
}

if (wanted('login')) {
  section('Login flood: a member signs in while one address floods the login route');
  await runLoginFlood();
}

if (wanted('serialisation')) {
  section('Serialisation: the big answers written as served, by their schema, and checked');
  await runSerialisation();
}

if (wanted('roasts')) {
  section('Roasts: every manager page beside 100,000 stored roasts, /api/health meanwhile');
  await runRoasts();
}

section('Summary');
console.log('| Group | Figure | Measured | Target | Result |');
console.log('| --- | --- | --- | --- | --- |');
for (const f of figures) {
  const result = f.pass === null ? '' : f.pass ? 'pass' : '**FAIL**';
  console.log(`| ${f.group} | ${f.name.replaceAll('|', '\\|')} | ${f.value} | ${f.target} | ${result} |`);
}
const failed = figures.filter((f) => f.pass === false).length;
console.log(`\n${figures.length} figures, ${failed} over target.`);
process.exitCode = failed > 0 ? 1 : 0;
