import { defineConfig } from 'vitest/config';
import { appAliases } from './client/aliases.ts';

/**
 * The test that runs `npm run dev` itself (a server, Vite and their restart, for two minutes) runs on
 * its own after the suite (`npm run test:dev-server`): beside the suite's two busy workers, its
 * restarted server took more than its 90 s to answer again.
 */
const DEV_SERVER_TEST = 'server/reliability/dev-server.test.ts';
const devServerAlone = process.env.HUDDLE_DEV_SERVER_TEST === '1';

export default defineConfig({
  resolve: {
    alias: appAliases,
  },
  test: {
    include: devServerAlone ? [DEV_SERVER_TEST] : ['{server,common,client,scripts}/**/*.test.{ts,tsx}'],
    exclude: devServerAlone ? [] : [DEV_SERVER_TEST, '**/node_modules/**'],
    environment: 'node',
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 20000,
    hookTimeout: 30000,
    pool: 'forks',
    maxWorkers: 2,
    // Test files share their worker's modules (docs/testing.md): each still builds its own app, database
    // and clock; loading the modules once per worker instead of once per file halves the run.
    isolate: false,
    deps: {
      optimizer: {
        ssr: { enabled: true, include: ['drizzle-orm', 'date-fns', '@date-fns/tz'] },
      },
    },
  },
});
