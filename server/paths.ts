// Where the project's own files are, independent of the working directory and of whether this runs as
// TypeScript (server/paths.ts) or from the compiled server (dist/server/index.js).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The nearest folder above this file that holds package.json. */
function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${fileURLToPath(import.meta.url)}`);
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = projectRoot();
export const DEMO_FIXTURES_DIR = path.join(PROJECT_ROOT, 'fixtures', 'demo-league');
export const CLIENT_DIST_DIR = path.join(PROJECT_ROOT, 'dist', 'client');
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'server', 'db', 'migrations');
export const SSR_ENTRY = path.join(PROJECT_ROOT, 'dist', 'ssr', 'entry-server.js');
