// The offline demo league a server serves: the committed fixtures, or the same league built in memory
// for the format DEMO_FORMAT, DEMO_DIVISIONS, DEMO_MEDIAN and DEMO_PLAYOFFS ask for. Building takes
// about half a second at start, and writes nothing: no second copy of the files to keep in step.
// The league ids and the demo accounts are the same in every format (the generator's ids and people
// do not depend on it), so the committed manifest.json still names them.
import { eq } from 'drizzle-orm';
import { buildDemoLeague } from '../demo-league/build.ts';
import { appSettings, providerCache } from '../db/schema';
import type { Db } from '../db/types';
import { isDefaultDemoFormat, type DemoFormat } from './demo-format';
import { readDemoFixture } from './demo-fixtures';

export interface DemoLeagueFiles {
  /** What the demo transport reads: the fixtures' directory or the built files (path -> value). */
  source: string | ReadonlyMap<string, unknown>;
  /** One file's value by its path without .json (e.g. the live Sunday's plan). */
  read: (relPath: string) => unknown;
}

export function demoLeagueFiles(format: DemoFormat, fixturesDir: string): DemoLeagueFiles {
  if (isDefaultDemoFormat(format)) return { source: fixturesDir, read: readDemoFixture };
  const built = buildDemoLeague(format);
  return { source: built, read: (relPath) => built.get(relPath) };
}

const FORMAT_KEY = 'demoFormat';

/**
 * Forgets the provider copies of another format's demo: the data directory keeps a completed
 * season's copies for good, and the same paths would otherwise answer with the format served before.
 */
export function forgetOtherDemoFormat(db: Db, format: DemoFormat, now: number): void {
  const value = JSON.stringify(format);
  const row = db.select().from(appSettings).where(eq(appSettings.key, FORMAT_KEY)).get();
  // A data directory from before formats existed holds the committed (default) league's copies.
  const previous = row?.value ?? (isDefaultDemoFormat(format) ? value : null);
  if (previous === value) return;
  db.transaction((tx) => {
    tx.delete(providerCache).run();
    tx.insert(appSettings)
      .values({ key: FORMAT_KEY, value, updatedAt: now })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: now } })
      .run();
  });
}
