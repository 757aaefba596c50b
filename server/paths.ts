// Where the project's own files are, independent of the working directory.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEMO_FIXTURES_DIR = path.join(PROJECT_ROOT, 'fixtures', 'demo-league');
export const CLIENT_DIST_DIR = path.join(PROJECT_ROOT, 'dist', 'client');
export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'server', 'db', 'migrations');
