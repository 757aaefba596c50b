// Runs the command line (`npm run cli -- <args>`) as its own process on a data directory, compiled
// as the tests compile the server (server/test/test-build.ts), for tests of it beside a running server.
import { spawn } from 'node:child_process';
import { PROJECT_ROOT } from '../paths';
import { testBuildEntry } from './test-build';

export function runCli(
  dataDir: string,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [testBuildEntry('cli'), ...args], {
      cwd: PROJECT_ROOT,
      env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}
