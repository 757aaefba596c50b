import { defineConfig } from 'vitest/config';
import { appAliases } from './client/aliases.ts';

export default defineConfig({
  resolve: {
    alias: appAliases,
  },
  test: {
    include: ['{server,common,client,scripts}/**/*.test.{ts,tsx}'],
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
