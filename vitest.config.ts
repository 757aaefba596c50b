import { defineConfig } from 'vitest/config';
import { appAliases } from './client/aliases';

export default defineConfig({
  resolve: {
    alias: appAliases,
  },
  test: {
    include: ['{server,common,client,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20000,
    hookTimeout: 30000,
    pool: 'forks',
  },
});
