// DATA_DIR at rest and at start: private modes after start and after a backup, and a bad DATA_DIR
// stopping the real server with one line naming it.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../paths';
import { testBuildEntry } from '../test/test-build';
import { openDatabase } from './connection';
import { DataDirError, prepareDataDir } from './data-dir';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'huddle-datadir-'));
});
afterEach(() => {
  chmodSync(root, 0o755);
  rmSync(root, { recursive: true, force: true });
});

const mode = (file: string) => statSync(file).mode & 0o777;

describe('files at rest', () => {
  it('makes the folder 0700 and the database, WAL and SHM 0600, whatever the umask', () => {
    const dir = path.join(root, 'data');
    const previous = process.umask(0o022);
    try {
      const { sqlite } = openDatabase(dir);
      sqlite.exec('CREATE TABLE t (x); INSERT INTO t VALUES (1);');
      expect(mode(dir)).toBe(0o700);
      for (const file of ['huddle.db', 'huddle.db-wal', 'huddle.db-shm']) {
        expect({ file, mode: mode(path.join(dir, file)) }).toEqual({ file, mode: 0o600 });
      }
      sqlite.close();
    } finally {
      process.umask(previous);
    }
  });

  it('tightens an existing install made before (0755 folder, 0644 database)', () => {
    const dir = path.join(root, 'old');
    mkdirSync(dir, { mode: 0o755 });
    writeFileSync(path.join(dir, 'huddle.db'), '', { mode: 0o644 });
    openDatabase(dir).sqlite.close();
    expect(mode(dir)).toBe(0o700);
    expect(mode(path.join(dir, 'huddle.db'))).toBe(0o600);
  });
});

describe('a bad DATA_DIR', () => {
  it.each([
    ['a missing parent', () => path.join(root, 'missing', 'data'), /its parent folder does not exist/],
    ['a file', () => (writeFileSync(path.join(root, 'file'), 'x'), path.join(root, 'file')), /is a file/],
    ['a pseudo-filesystem', () => '/proc/huddle-data', /pseudo-filesystem/],
  ])('%s is refused with one line naming DATA_DIR', (_what, make, message) => {
    const dir = make();
    expect(() => prepareDataDir(dir)).toThrow(DataDirError);
    expect(() => prepareDataDir(dir)).toThrow(message);
    expect(() => prepareDataDir(dir)).toThrow(/^Invalid configuration: DATA_DIR \(/);
  });

  it.skipIf(process.getuid?.() === 0)('a read-only folder is refused', () => {
    const dir = path.join(root, 'readonly');
    mkdirSync(dir, { mode: 0o500 });
    expect(() => prepareDataDir(dir)).toThrow(/is not writable/);
  });

  it('stops the real server at once with that one line and exit code 1', { timeout: 120_000 }, () => {
    for (const dataDir of ['/proc/huddle-data', path.join(root, 'missing', 'data')]) {
      const result = spawnSync(process.execPath, [testBuildEntry('server')], {
        cwd: PROJECT_ROOT,
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Invalid configuration: DATA_DIR \(/);
    }
  });
});
