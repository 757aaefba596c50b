// Module aliases shared by the app's build (vite.config.ts) and its unit tests (vitest.config.ts):
// the '@' and '@common' paths.
import { fileURLToPath } from 'node:url';

export const appAliases = [
  { find: '@common', replacement: fileURLToPath(new URL('../common', import.meta.url)) },
  { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
];
