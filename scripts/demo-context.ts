// The offline demo league for a one-off script (roast samples, roast freshness): a context over a
// temporary database, whatever LEAGUE_ID says, closed and removed afterwards. A failure prints its
// message and exits non-zero.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createContext } from '../server/bootstrap';
import { loadConfig, type Config } from '../server/config';
import type { AppContext } from '../server/context';
import { createLogger } from '../server/logger';
import { DemoTransport } from '../server/sleeper/transport';

export function runWithDemo(
  name: string,
  work: (ctx: AppContext, config: Config) => Promise<void>,
  /** Another league's files, built like the demo's (server/demo-league/other-league.ts). */
  files?: ReadonlyMap<string, unknown>,
): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `huddle-${name}-`));
  const config = loadConfig({ ...process.env, LEAGUE_ID: '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const ctx = createContext(config, {
    log: createLogger('silent'),
    ...(files ? { transport: new DemoTransport(files) } : {}),
  });
  return work(ctx, config)
    .finally(() => {
      ctx.sqlite.close();
      rmSync(dataDir, { recursive: true, force: true });
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
