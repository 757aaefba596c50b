// Starts the real server as a child process on 127.0.0.1 with a random port and a temporary (or given)
// data directory, for tests and benchmarks that need a process: its logs, a SIGKILL, a backup taken
// beside it. It runs the server the unit tests compiled (server/test/test-build.ts; they run before
// any build), or the production build exactly as `npm start` runs it.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ENTRY, SERVER_NODE_ARGS, SERVER_PROCESS_ENV } from '../../scripts/server-process.mjs';
import { PROJECT_ROOT } from '../paths';
import { testBuildEntry } from './test-build';

export interface SpawnedServer {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** SIGTERM (a clean stop), or SIGKILL when `kill: true`; waits for the exit. */
  stop(options?: { kill?: boolean }): Promise<void>;
  /** Removes the data directory if this helper created it. */
  cleanup(): void;
}

export interface SpawnOptions {
  env?: Record<string, string>;
  dataDir?: string;
  startTimeoutMs?: number;
  /** Run the production build (`npm run build` first) instead of the unit tests' build. */
  compiled?: boolean;
  /** The working directory (default: the project root), where a relative DATA_DIR or `.env` is. */
  cwd?: string;
  /** Node flags before the entry, after the production ones (e.g. ENV_FILE_ARG). */
  nodeArgs?: string[];
}

function serverEntry(compiled: boolean): string {
  if (!compiled) return testBuildEntry('server');
  const entry = path.join(PROJECT_ROOT, SERVER_ENTRY);
  if (!existsSync(entry)) throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first.`);
  return entry;
}

export async function spawnServer(options: SpawnOptions = {}): Promise<SpawnedServer> {
  const ownDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'huddle-proc-'));
  const args = [...SERVER_NODE_ARGS, ...(options.nodeArgs ?? []), serverEntry(options.compiled ?? false)];
  const child = spawn(process.execPath, args, {
    cwd: options.cwd ?? PROJECT_ROOT,
    env: {
      ...SERVER_PROCESS_ENV,
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async ({ kill = false } = {}) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(kill ? 'SIGKILL' : 'SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    }
  };
  const cleanup = () => {
    if (ownDir) rmSync(dataDir, { recursive: true, force: true });
  };

  const timeoutMs = options.startTimeoutMs ?? 60_000;
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const check = () => {
      const match = /Huddle listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!.replace(/\/$/, ''));
      }
    };
    child.stdout.on('data', check);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${output}`));
    });
  }).catch(async (error: unknown) => {
    await stop({ kill: true });
    cleanup();
    throw error;
  });

  return { url, dataDir, child, output: () => output, stop, cleanup };
}
