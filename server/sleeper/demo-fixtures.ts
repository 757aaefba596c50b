// Reads the generated offline demo league (fixtures/demo-league/, see scripts/generate-demo-league.ts).
// Used by the demo transport and by tests that want realistic provider data.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEMO_FIXTURES_DIR } from '../paths';

/** Parsed JSON of `fixtures/demo-league/<relPath>.json`, e.g. `league/<id>/rosters`. Not validated. */
export function readDemoFixture<T>(relPath: string): T {
  const clean = relPath.replace(/^\/+/, '').replace(/\.json$/, '');
  if (clean.split('/').includes('..')) throw new Error(`Bad demo fixture path: ${relPath}`);
  return JSON.parse(readFileSync(path.join(DEMO_FIXTURES_DIR, `${clean}.json`), 'utf8')) as T;
}

export const demoManifestSchema = z.object({
  currentLeagueId: z.string(),
  season: z.string(),
  seasons: z.array(z.object({ season: z.string(), leagueId: z.string(), draftId: z.string() })),
  accounts: z.array(
    z.object({
      username: z.string(),
      userId: z.string(),
      displayName: z.string(),
      teamName: z.string(),
      role: z.enum(['owner', 'member']),
      pin: z.string().regex(/^\d{4}$/),
    }),
  ),
  /** Where each demo property lives (free text for humans and test authors). */
  notes: z.record(z.string(), z.string()),
});
export type DemoManifest = z.infer<typeof demoManifestSchema>;

let manifestCache: DemoManifest | undefined;

/** The demo league's manifest: league ids per season and the demo accounts with their PINs. */
export function demoManifest(): DemoManifest {
  manifestCache ??= demoManifestSchema.parse(readDemoFixture<unknown>('manifest'));
  return manifestCache;
}
