// The database driver on the runtime Huddle runs on. better-sqlite3 12, built against the headers of
// Node 24.19 or later, aborted the whole process ("Assertion failed: (env) != nullptr",
// nodejs/node#65446) whenever one of its statements was garbage-collected: the server died now and
// then under normal use. Version 13 is a Node-API module shipped compiled in its npm package and does
// not wrap its objects that way. Here a process of this Node prepares and drops statements by the
// thousand, is made to collect them, and must exit normally.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../paths';

const DROP_AND_COLLECT = `
  const Database = require('better-sqlite3');
  const db = new Database(':memory:');
  db.exec('CREATE TABLE t (n INTEGER)');
  for (let round = 0; round < 4; round += 1) {
    for (let i = 0; i < 5000; i += 1) db.prepare('INSERT INTO t VALUES (' + i + ')').run();
    globalThis.gc();
  }
  const { count } = db.prepare('SELECT count(*) AS count FROM t').get();
  db.close();
  console.log(JSON.stringify({ count, driver: require('better-sqlite3/package.json').version }));
`;

describe('better-sqlite3 on this Node', () => {
  it('survives 20,000 statements garbage-collected', { timeout: 60_000 }, () => {
    const result = spawnSync(process.execPath, ['--expose-gc', '-e', DROP_AND_COLLECT], {
      cwd: PROJECT_ROOT,
      encoding: 'utf8',
      timeout: 50_000,
    });
    expect({ status: result.status, signal: result.signal, stderr: result.stderr }).toEqual({
      status: 0,
      signal: null,
      stderr: '',
    });
    const { count, driver } = JSON.parse(result.stdout) as { count: number; driver: string };
    expect(count).toBe(20_000);
    expect(driver).toMatch(/^13\./);
  });
});
