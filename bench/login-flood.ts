// The login flood: a member signs in while one address floods the login route, and the member's
// sign-in time is compared with sign-ins on the quiet server. The review measured ~55 ms quiet and
// ~330 ms under 20 concurrent unknown-name logins, because every refusal ran scrypt.
//
// The production server runs behind a trusted proxy (TRUST_PROXY=loopback, as deploy/ sets it up), so
// each request's address is its X-Forwarded-For: each of the member's sign-ins comes from a phone of
// its own. Three floods from one address, 20 connections each:
//   - one unknown name again and again, from the machine itself (127.0.0.1, which the per-address rate
//     limit leaves alone): after 5 failures the name must wait, so the sign-in throttle refuses;
//   - a new unknown name each time from one address behind the proxy: each would need a PIN check,
//     and the per-address rate limit refuses all but 20 a minute;
//   - a new unknown name each time from 127.0.0.1: only the hashing cap (2 at once, one of them kept
//     for members, at most 64 waiting, the rest refused) stands between the flood and the member.
// The flood runs in a process of its own at a lower priority (an attacker's CPU is not the server's)
// and is switched on and off between blocks of the member's sign-ins, so quiet and flooded sign-ins
// alternate and whatever else the machine is doing weighs on both alike.
// "Refusals do not hash" is confirmed from the server process's own CPU time: a PIN check costs a
// whole scrypt (tens of ms of CPU); a refusal about as much as any small request.
//
// Run: npm run build, then node --import tsx bench/login-flood.ts (also a section of `npm run bench`).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PROJECT_ROOT } from '../server/paths';
import { demoManifest } from '../server/sleeper/demo-fixtures';
import type { SpawnedServer } from '../server/test/spawn-server';
import { cpuMs, ms, percentile, record, startProductionServer } from './lib';

const FLOOD_CONNECTIONS = 20;
/** Blocks of the member's sign-ins per flood, each on the quiet server and then under the flood. */
const BLOCKS = 6;
const SIGN_INS_PER_BLOCK = 5;
/** The flood builds up this long before the member's block under it. */
const BUILD_UP_MS = 500;
/** The member's sign-in under a flood, median: at most this many times the quiet median. */
const SLOWDOWN_TARGET = 2;
/** Server CPU per refused request, as a share of a sign-in's: a refusal that hashed would cost about 1. */
const REFUSAL_CPU_SHARE = 0.1;

const FLOOD_ADDRESS = '203.0.113.7';
const SELF = fileURLToPath(import.meta.url);
const member = demoManifest().accounts.find((account) => account.role === 'member')!;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function login(url: string, username: string, pin: string, address: string | null) {
  return fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(address ? { 'x-forwarded-for': address } : {}),
    },
    body: JSON.stringify({ sleeperUsername: username, pin }),
  });
}

/** Sign-ins so far: each comes from an address of its own (a phone), below any per-address limit. */
let signIns = 0;

/** The member signs in `count` times, one after the other; the time of each, in ms. */
async function memberSignIns(url: string, count: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const n = signIns++;
    const start = performance.now();
    const response = await login(url, member.username, member.pin, `198.51.${n >> 8}.${n & 255}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`member sign-in: ${response.status}`);
    times.push(performance.now() - start);
    await sleep(100);
  }
  return times;
}

interface Flood {
  name: string;
  /** The names typed: one name again and again, or a new name each time (prefix + a counter). */
  username: { same: string } | { prefix: string };
  /** Sent as X-Forwarded-For; null: straight from the machine (127.0.0.1). */
  address: string | null;
}

interface FloodCounts {
  statuses: Record<string, number>;
  requests: number;
}

/**
 * The flood process: reads commands on stdin (`go`, `pause`, `stop`) and answers each on stdout once
 * done (`flooding`; `paused` when every connection is idle; the counts as JSON, then it exits).
 */
async function floodProcess(flood: Flood, url: string): Promise<void> {
  const statuses: Record<string, number> = {};
  let sent = 0;
  let flooding = false;
  let batch: Promise<void[]> = Promise.resolve([]);
  const connection = async () => {
    while (flooding) {
      const n = sent++;
      const username = 'same' in flood.username ? flood.username.same : `${flood.username.prefix}${n}`;
      const response = await login(url, username, '9090', flood.address);
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  };
  console.log('ready');
  for await (const command of createInterface({ input: process.stdin })) {
    if (command === 'go') {
      flooding = true;
      batch = Promise.all(Array.from({ length: FLOOD_CONNECTIONS }, connection));
      console.log('flooding');
    } else if (command === 'pause') {
      flooding = false;
      await batch;
      console.log('paused');
    } else if (command === 'stop') {
      const requests = Object.values(statuses).reduce((sum, n) => sum + n, 0);
      console.log(JSON.stringify({ statuses, requests } satisfies FloodCounts));
      process.exit(0);
    }
  }
}

/** Starts a flood process (at `nice` 10); `command` sends it a command and waits for its answer. */
async function startFlood(flood: Flood, url: string) {
  const child = spawn(
    'nice',
    ['-n', '10', process.execPath, '--import', 'tsx', SELF, '--flood', JSON.stringify({ flood, url })],
    { cwd: PROJECT_ROOT, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  const next = async (): Promise<string> => {
    const line = await lines.next();
    if (line.done) throw new Error('the flood process ended early');
    return line.value as string;
  };
  if ((await next()) !== 'ready') throw new Error('the flood process did not start');
  return {
    async command(command: 'go' | 'pause' | 'stop'): Promise<string> {
      child.stdin.write(`${command}\n`);
      return next();
    },
  };
}

interface Phase {
  times: number[];
  cpuMs: number;
  seconds: number;
}
const emptyPhase = (): Phase => ({ times: [], cpuMs: 0, seconds: 0 });

/** Runs `during`, adding its sign-in times, its wall time and the server's CPU time to `phase`. */
async function measure(pid: number, phase: Phase, during: () => Promise<number[]>): Promise<void> {
  const cpuBefore = cpuMs(pid);
  const start = performance.now();
  phase.times.push(...(await during()));
  phase.seconds += (performance.now() - start) / 1000;
  phase.cpuMs += cpuMs(pid) - cpuBefore;
}

/** Alternates blocks of the member's sign-ins on the quiet server and under `flood`. */
async function underFlood(server: SpawnedServer, flood: Flood) {
  const pid = server.child.pid!;
  const flooder = await startFlood(flood, server.url);
  const quiet = emptyPhase();
  const flooded = emptyPhase();
  for (let block = 0; block < BLOCKS; block += 1) {
    await measure(pid, quiet, () => memberSignIns(server.url, SIGN_INS_PER_BLOCK));
    await measure(pid, flooded, async () => {
      await flooder.command('go');
      await sleep(BUILD_UP_MS);
      const times = await memberSignIns(server.url, SIGN_INS_PER_BLOCK);
      await flooder.command('pause');
      return times;
    });
  }
  const counts = JSON.parse(await flooder.command('stop')) as FloodCounts;
  return { quiet, flooded, counts };
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
};
const describeStatuses = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([status, n]) => `${n} x ${status}`)
    .join(', ');

const FLOODS: Flood[] = [
  { name: 'one unknown name, throttled', username: { same: 'not_a_member' }, address: null },
  { name: 'new unknown names, one address', username: { prefix: 'stranger' }, address: FLOOD_ADDRESS },
  { name: 'new unknown names, not rate-limited', username: { prefix: 'local' }, address: null },
];

export async function runLoginFlood(): Promise<void> {
  const server = await startProductionServer({ TRUST_PROXY: 'loopback' });
  try {
    const pid = server.child.pid!;
    // Warm up (the first hash, the JIT, the member lookup), then the server's CPU while idle.
    await memberSignIns(server.url, SIGN_INS_PER_BLOCK);
    const idle = emptyPhase();
    await measure(pid, idle, async () => (await sleep(3000), []));
    const idleCpuPerSecond = idle.cpuMs / idle.seconds;

    for (const flood of FLOODS) {
      const { quiet, flooded, counts } = await underFlood(server, flood);
      const calm = summary(quiet.times);
      const busy = summary(flooded.times);
      record({
        group: 'login',
        name: `member sign-in, flood of ${flood.name}`,
        value: `median ${ms(busy.median)}, p95 ${ms(busy.p95)} (quiet: ${ms(calm.median)}, ${ms(calm.p95)})`,
        target: `median < ${SLOWDOWN_TARGET}x quiet`,
        pass: busy.median < SLOWDOWN_TARGET * calm.median,
      });
      // A PIN check costs what a quiet sign-in costs the server. Under the flood, the server's CPU
      // beyond idling, the member's sign-ins and the flood's PIN checks (its 401s) is the refusals'.
      const perSignIn = (quiet.cpuMs - idleCpuPerSecond * quiet.seconds) / quiet.times.length;
      const checked = counts.statuses['401'] ?? 0;
      const refused = counts.requests - checked;
      const refusalsCpu =
        flooded.cpuMs - idleCpuPerSecond * flooded.seconds - (flooded.times.length + checked) * perSignIn;
      const perRefusal = refused > 0 ? Math.max(0, refusalsCpu) / refused : 0;
      record({
        group: 'login',
        name: `  server CPU per refusal (${flood.name})`,
        value:
          `${ms(perRefusal)}: ${counts.requests} requests in ${flooded.seconds.toFixed(1)} s ` +
          `(${describeStatuses(counts.statuses)})`,
        target: `< ${REFUSAL_CPU_SHARE * 100}% of a PIN check (${ms(perSignIn)})`,
        pass: perRefusal < REFUSAL_CPU_SHARE * perSignIn,
      });
    }
  } finally {
    await server.stop();
    server.cleanup();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const floodAt = process.argv.indexOf('--flood');
  if (floodAt > 0) {
    const { flood, url } = JSON.parse(process.argv[floodAt + 1]!) as { flood: Flood; url: string };
    await floodProcess(flood, url);
  } else {
    await runLoginFlood();
  }
}
