import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BUILD_OUTPUTS, clientBuildReason } from './build-freshness.mjs';

let root: string;

/** Writes a file under the temporary project, dated `secondsAgo` before now. */
function file(relative: string, secondsAgo: number): void {
  const full = path.join(root, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, '');
  const when = Date.now() / 1000 - secondsAgo;
  utimesSync(full, when, when);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'huddle-freshness-'));
  file('client/src/features/dashboard/DashboardPage.tsx', 300);
  file('common/league.ts', 300);
  file('vite.config.ts', 300);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('clientBuildReason', () => {
  it('asks for a build when there is none, or only half of one', () => {
    expect(clientBuildReason(root)).toBe('No production build yet');
    file(BUILD_OUTPUTS[0]!, 100);
    expect(clientBuildReason(root)).toBe('No production build yet');
  });

  it('is satisfied by a build newer than every source', () => {
    for (const output of BUILD_OUTPUTS) file(output, 100);
    expect(clientBuildReason(root)).toBeNull();
  });

  it('names the source edited after the build, in the client or the shared contract', () => {
    for (const output of BUILD_OUTPUTS) file(output, 100);
    file('common/league.ts', 10);
    expect(clientBuildReason(root)).toBe(`${path.join('common', 'league.ts')} changed since the last build`);
  });

  it('ignores node_modules inside the sources', () => {
    for (const output of BUILD_OUTPUTS) file(output, 100);
    file('client/node_modules/.vite/deps/chunk.js', 1);
    expect(clientBuildReason(root)).toBeNull();
  });
});
