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
    deps: {
      optimizer: {
        ssr: { enabled: true, include: ['drizzle-orm', 'date-fns', '@date-fns/tz'] },
      },
    },
  },
});
