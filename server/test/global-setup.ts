// vitest's global setup (vitest.config.ts): compiles the server and the CLI once per run for the tests
// that start them as processes (server/test/test-build.ts).
import { buildServer } from '../../scripts/build-server.mjs';
import { TEST_BUILD } from './test-build';

export default async function setup(): Promise<void> {
  await Promise.all([
    buildServer({ entry: 'server/index.ts', outfile: TEST_BUILD.server }),
    buildServer({ entry: 'server/cli.ts', outfile: TEST_BUILD.cli }),
  ]);
}
