// The server and the command line compiled for the tests that start them as processes (a SIGKILL, a
// backup beside a running server, the logs): vitest's global setup compiles both before any test
// runs, as `npm start` compiles the server (scripts/build-server.mjs), so such a test starts the code
// that runs in production in about 2 s, where the sources through tsx took 5 s (the CLI 3 s).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../paths';

/** Where the compiled entries go, relative to the project root (dist/ is not committed). */
export const TEST_BUILD = {
  server: 'dist/test/server/index.js',
  cli: 'dist/test/cli/cli.js',
} as const;

/** The compiled entry's absolute path; a clear error when the tests were not started by vitest. */
export function testBuildEntry(which: keyof typeof TEST_BUILD): string {
  const entry = path.join(PROJECT_ROOT, TEST_BUILD[which]);
  if (!existsSync(entry)) {
    throw new Error(
      `${TEST_BUILD[which]} is missing: vitest's global setup compiles it (npm run test:unit).`,
    );
  }
  return entry;
}
