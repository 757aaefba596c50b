// `npm run dev` as a developer runs it: the npm script itself, as a child process, not the
// function inside it. Before: it listened on every address, Vite served `/@fs/<repository>/data/
// app-secret?raw` and the database to anyone on the network, and Node's watch restarted it in a loop
// (17 restarts in 65 s). Now it is up within a bound, answers for a whole minute without one restart,
// renders a member's page on the server, refuses the data folder, `.env*` and `/etc/passwd` however
// asked for, listens on this computer only, and restarts once when a server file is saved.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  utimesSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../paths';

const UP_WITHIN_MS = 90_000;
const STAYS_UP_MS = 60_000;

// The data folder inside the repository, where the default `./data` is (`.tmp/` is git-ignored).
mkdirSync(path.join(PROJECT_ROOT, '.tmp'), { recursive: true });
const dataDir = mkdtempSync(path.join(PROJECT_ROOT, '.tmp', 'dev-server-'));

let child: ChildProcess | undefined;
let output = '';

/** The whole process group (npm, the script, Node's watcher, the server): started detached for this. */
function stopAll(signal: NodeJS.Signals): void {
  if (child?.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}
// A worker that dies mid-test leaves no server behind.
process.once('exit', () => stopAll('SIGKILL'));

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    stopAll('SIGTERM');
    const force = setTimeout(() => stopAll('SIGKILL'), 10_000);
    await exited;
    clearTimeout(force);
    // The server under npm may outlive npm by a moment.
    stopAll('SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Each start prints this line; with PORT=0 each start has a port of its own. */
const origins = () => [...output.matchAll(/Huddle listening on (http:\/\/\S+)/g)].map((m) => m[1]!);

async function waitFor<T>(what: string, withinMs: number, probe: () => T | undefined): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} not within ${withinMs} ms:\n${output}`);
    await sleep(250);
  }
}

/** The pids of the process group's members (npm and everything it started). */
function groupPids(groupId: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((pid) => {
      try {
        // After "(command)": state, ppid, pgrp.
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        return Number(fields[2]) === groupId;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** Every listening TCP socket of these processes, as its local address (from /proc/net). */
function listeningAddresses(pids: number[]): string[] {
  const inodes = new Set<string>();
  for (const pid of pids) {
    try {
      for (const fd of readdirSync(`/proc/${pid}/fd`)) {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (match) inodes.add(match[1]!);
      }
    } catch {
      // A process that ended meanwhile.
    }
  }
  const addresses: string[] = [];
  for (const [file, v6] of [
    ['/proc/net/tcp', false],
    ['/proc/net/tcp6', true],
  ] as const) {
    for (const line of readFileSync(file, 'utf8').trim().split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // st 0A is LISTEN; column 9 the socket's inode.
      if (cols[3] !== '0A' || !inodes.has(cols[9]!)) continue;
      const [hex, port] = cols[1]!.split(':') as [string, string];
      addresses.push(`${v6 ? v6Address(hex) : v4Address(hex)}:${parseInt(port, 16)}`);
    }
  }
  return addresses;
}
/** /proc/net/tcp writes an IPv4 address as one little-endian word. */
const v4Address = (hex: string) =>
  (hex.match(/../g) ?? [])
    .map((byte) => parseInt(byte, 16))
    .reverse()
    .join('.');
/** And an IPv6 address as four little-endian words. */
const v6Address = (hex: string) => {
  const bytes = (hex.match(/.{8}/g) ?? []).flatMap((word) => (word.match(/../g) ?? []).reverse());
  const groups = (bytes.join('').match(/.{4}/g) ?? []).map((group) => parseInt(group, 16).toString(16));
  return `[${groups.join(':')}]`;
};
const isLoopback = (address: string) => /^127\./.test(address) || address.startsWith('[0:0:0:0:0:0:0:1]');

/** Whether a TCP connection to this address is accepted. */
const connects = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port, timeout: 3000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

describe('npm run dev', () => {
  it('is up within a bound, stays up a minute, serves no secret, listens on loopback, restarts once per save', async () => {
    child = spawn('npm', ['run', 'dev'], {
      cwd: PROJECT_ROOT,
      // A process group of its own, so that the test ends all of it.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.tmpdir(),
        PORT: '0',
        DATA_DIR: dataDir,
        // HOST empty: its default, whatever a developer's `.env` says (the environment wins over it).
        HOST: '',
        LIVE_SCORING: 'off',
      },
    });
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));

    const origin = await waitFor('Huddle listening', UP_WITHIN_MS, () => origins()[0]);
    // Says where it listens: this computer only.
    expect(origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(output).toContain('this computer only');
    const port = Number(new URL(origin).port);

    // A member's page rendered on the server from source, with Vite's client beside it.
    const login = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sleeperUsername: 'bigplaybrenda', pin: '2468' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const page = await fetch(`${origin}/`, { headers: { accept: 'text/html', cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('aria-label="Current Standings"');
    expect(html).toContain('/@vite/client');

    // Nothing outside the client's sources, common/ and the dependencies, however it is asked for:
    // no answer holds a file's first 48 bytes, and none answers 200 (each is 403 today).
    const files = [
      path.join(dataDir, 'app-secret'),
      path.join(dataDir, 'huddle.db'),
      path.join(PROJECT_ROOT, '.env'),
      path.join(PROJECT_ROOT, '.env.example'),
      path.join(PROJECT_ROOT, 'server', 'config.ts'),
      '/etc/passwd',
    ].filter((file) => existsSync(file) && statSync(file).size > 0);
    expect(files).toContain(path.join(dataDir, 'app-secret'));
    const asked = ['', '?raw', '?import', '?raw??', '?import&raw??', '?inline&import', '?url', '?import&url'];
    for (const file of files) {
      const start = readFileSync(file).subarray(0, 48);
      for (const query of asked) {
        const url = `${origin}/@fs${file}${query}`;
        const answer = await fetch(url, { headers: { cookie } });
        const body = Buffer.from(await answer.arrayBuffer());
        expect(body.includes(start), url).toBe(false);
        expect(answer.status, url).not.toBe(200);
      }
    }

    // Listening on loopback only: every listening socket of the whole process tree, and a connection
    // to each of this machine's other addresses is refused.
    const sockets = listeningAddresses(groupPids(child.pid!));
    expect(sockets).toContain(`127.0.0.1:${port}`);
    expect(sockets.filter((address) => !isLoopback(address))).toEqual([]);
    const others = Object.values(os.networkInterfaces())
      .flat()
      .filter((nic) => nic && !nic.internal)
      .map((nic) => nic!.address);
    for (const address of others) expect(await connects(address, port), address).toBe(false);

    // A minute up, answering every check, and no restart.
    const until = Date.now() + STAYS_UP_MS;
    let checks = 0;
    while (Date.now() < until) {
      const health = await fetch(`${origin}/api/health`);
      expect(health.status).toBe(200);
      checks++;
      await sleep(2000);
    }
    expect(checks).toBeGreaterThan(20);
    expect(origins()).toHaveLength(1);
    expect(output).not.toMatch(/Restarting/);

    // A saved server file restarts it once, and it answers again.
    const now = new Date();
    utimesSync(path.join(PROJECT_ROOT, 'server', 'version.ts'), now, now);
    const restarted = await waitFor('the restart', UP_WITHIN_MS, () => origins()[1]);
    await sleep(5000);
    expect(origins()).toHaveLength(2);
    expect((await fetch(`${restarted}/api/health`)).status).toBe(200);
  }, 300_000);
});
