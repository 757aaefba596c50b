// One runtime: Huddle needs Node 22.22 or later (React Router 8 and better-sqlite3 13 do; on Node 20
// the driver crashes the process). `npm install` on an older Node must stop at once with a message
// naming the version needed, not install and crash later. That is `engines` with `engine-strict`
// (.npmrc); here the project's own npm is run on a Node that reports itself as 20.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../server/paths';

const folder = mkdtempSync(path.join(os.tmpdir(), 'huddle-engines-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** npm's own script: the one running these tests (`npm test`), else the `npm` on PATH. */
function npmCli(): string {
  if (process.env.npm_execpath?.endsWith('.js')) return process.env.npm_execpath;
  const which = spawnSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).stdout.trim();
  if (!which) throw new Error('npm is not on PATH');
  return realpathSync(which);
}

describe('the Node version', () => {
  const pkg = JSON.parse(readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
    engines: { node: string };
  };

  it('is the LTS of .nvmrc, inside what package.json accepts', () => {
    expect(pkg.engines.node).toBe('>=22.22');
    expect(readFileSync(path.join(PROJECT_ROOT, '.nvmrc'), 'utf8').trim()).toBe('24');
    expect(readFileSync(path.join(PROJECT_ROOT, '.npmrc'), 'utf8')).toMatch(/^engine-strict=true$/m);
  });

  it('stops `npm install` on Node 20 at once, naming the version needed', { timeout: 60_000 }, () => {
    for (const file of ['package.json', 'package-lock.json', '.npmrc']) {
      copyFileSync(path.join(PROJECT_ROOT, file), path.join(folder, file));
    }
    const cli = npmCli();
    const asNode20 = `Object.defineProperty(process, 'version', { value: 'v20.20.2' });
      process.argv.splice(1, 1, ${JSON.stringify(cli)}, 'install', '--ignore-scripts', '--no-audit');
      require(${JSON.stringify(cli)});`;
    const result = spawnSync(process.execPath, ['-e', asNode20], {
      cwd: folder,
      encoding: 'utf8',
      env: { ...process.env, npm_config_loglevel: 'error' },
      timeout: 50_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(
      `Not compatible with your version of node/npm: ${pkg.name}@${pkg.version}`,
    );
    expect(result.stderr).toContain('Required: {"node":">=22.22"}');
    expect(result.stderr).toContain('"node":"v20.20.2"');
  });
});
