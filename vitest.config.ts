import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { appAliases } from './client/aliases';

export default defineConfig({
  resolve: {
    alias: [
      ...appAliases,
      // Its package sends Node to a CommonJS build, which would require React itself.
      {
        find: /^lucide-react$/,
        replacement: fileURLToPath(
          new URL('./node_modules/lucide-react/dist/esm/lucide-react.mjs', import.meta.url),
        ),
      },
    ],
  },
  test: {
    include: ['{server,common,client,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20000,
    hookTimeout: 30000,
    pool: 'forks',
    // The libraries that render or use hooks are bundled with the tests, so they get Preact through
    // the aliases above too (Node would load React itself for them).
    server: { deps: { inline: [/@tanstack\/react-query/, /@radix-ui/, /lucide-react/] } },
  },
});
