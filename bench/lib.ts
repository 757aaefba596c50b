// Shared pieces of `npm run bench`: the figures table, a production server process, sign-in, a
// process's CPU time.
import { readFileSync } from 'node:fs';
import { spawnServer, type SpawnedServer } from '../server/test/spawn-server';

export interface Figure {
  group: string;
  name: string;
  value: string;
  target: string;
  /** null: informational, no target. */
  pass: boolean | null;
}

export const figures: Figure[] = [];

export function record(figure: Figure): void {
  figures.push(figure);
  const mark = figure.pass === null ? '    ' : figure.pass ? 'PASS' : 'FAIL';
  console.log(`${mark}  ${figure.name.padEnd(52)} ${figure.value}   [target: ${figure.target}]`);
}

export function section(title: string): void {
  console.log(`\n## ${title}\n`);
}

/**
 * The production server (NODE_ENV=production, the compiled server and the built client) on 127.0.0.1, random port, fresh data
 * directory. LOG_LEVEL=warn: per-request info lines would be written into this process's pipe and cost
 * CPU on the same cores as the measurement.
 */
export function startProductionServer(env: Record<string, string> = {}): Promise<SpawnedServer> {
  return spawnServer({ compiled: true, env: { NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env } });
}

export async function signIn(url: string, username: string, pin: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sleeperUsername: username, pin }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

/** The value at fraction `p` (0.5: the median, 0.95: p95) of values sorted ascending. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))]!;
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** CPU time (user + system) the process has used so far, in ms (/proc/<pid>/stat, clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after "pid (comm) ".
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
