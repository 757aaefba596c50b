// The deployment files in deploy/ (docs/deployment.md) stay true to the app: the systemd units pass
// `systemd-analyze verify`, start the server exactly as `npm start` does, run a backup command the CLI
// accepts, and the Caddyfile proxies to the address the unit binds, which TRUST_PROXY believes.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ENV_FILE_ARG,
  SERVER_ENTRY,
  SERVER_NODE_ARGS,
  SERVER_PROCESS_ENV,
} from '../../scripts/server-process.mjs';
import { parseKeep } from '../backup';
import { loadConfig } from '../config';
import { PROJECT_ROOT } from '../paths';

const deploy = (name: string) => path.join(PROJECT_ROOT, 'deploy', name);
const read = (name: string) => readFileSync(deploy(name), 'utf8');

/** `Key=value` lines of a unit file (a key may repeat: Environment). */
function directives(unit: string, key: string): string[] {
  return unit
    .split('\n')
    .filter((line) => line.startsWith(`${key}=`))
    .map((line) => line.slice(key.length + 1));
}

function environment(unit: string): Record<string, string> {
  return Object.fromEntries(
    directives(unit, 'Environment')
      .flatMap((value) => value.split(' '))
      .map((pair) => pair.split('=') as [string, string]),
  );
}

describe('deploy/', () => {
  it('has units that systemd accepts', () => {
    const files = ['huddle.service', 'huddle-backup.service', 'huddle-backup.timer'].map(deploy);
    expect(existsSync('/usr/bin/systemd-analyze')).toBe(true);
    const verify = spawnSync('/usr/bin/systemd-analyze', ['verify', ...files], { encoding: 'utf8' });
    // Errors fail the run; unknown or misspelt keys are only warned about, so no output is allowed.
    expect({ status: verify.status, output: verify.stdout + verify.stderr }).toEqual({
      status: 0,
      output: '',
    });
  });

  it('starts the compiled server as `npm start` does, with a valid configuration', () => {
    const unit = read('huddle.service');
    // The app folder's .env is read as `npm start` reads it; the unit's own settings win over it.
    expect(directives(unit, 'ExecStart')).toEqual([
      ['/usr/bin/node', ENV_FILE_ARG, ...SERVER_NODE_ARGS, SERVER_ENTRY].join(' '),
    ]);
    const env = environment(unit);
    expect(env).toMatchObject({ NODE_ENV: 'production', ...SERVER_PROCESS_ENV });
    const config = loadConfig(env);
    expect(config).toMatchObject({ production: true, host: '127.0.0.1', trustProxy: 'loopback' });
    expect(directives(unit, 'StateDirectory')).toEqual([path.basename(config.dataDir)]);
  });

  it('backs up nightly with a command the CLI accepts, into a rotated folder', () => {
    const unit = read('huddle-backup.service');
    const [command] = directives(unit, 'ExecStart');
    const args = command!.split(' ').slice(command!.split(' ').indexOf('--') + 1);
    expect(args[0]).toBe('backup');
    expect(args[1]).toMatch(/\/$/); // a folder: time-stamped copies
    expect(parseKeep(args[args.indexOf('--keep') + 1])).toBeGreaterThan(1);
    expect(directives(unit, 'ReadWritePaths')).toEqual([args[1]!.replace(/\/$/, '')]);
    expect(environment(unit).DATA_DIR).toBe(environment(read('huddle.service')).DATA_DIR);
    expect(directives(read('huddle-backup.timer'), 'OnCalendar')).toHaveLength(1);
  });

  it('proxies HTTPS to the address and port the service listens on', () => {
    const env = environment(read('huddle.service'));
    expect(read('Caddyfile')).toContain(`reverse_proxy ${env.HOST}:${env.PORT}`);
  });
});
