// Module aliases shared by the app's build (vite.config.ts) and its unit tests (vitest.config.ts),
// so the tests run the code the browser gets: the '@' and '@common' paths, and React's API served by
// Preact (docs/decisions/0017-preact.md).
import { fileURLToPath } from 'node:url';

export const appAliases = [
  { find: '@common', replacement: fileURLToPath(new URL('../common', import.meta.url)) },
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];
