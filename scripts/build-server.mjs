// Compiles the server (server/index.ts and what it imports) into one ES module, dist/server/index.js.
// The production process then runs plain JavaScript: no TypeScript compiler in memory (about 40 MB
// less resident than running the sources through tsx) and no compilation at start. Packages stay
// external and load from node_modules, except those bundled below.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { SERVER_ENTRY } from './server-process.mjs';

/**
 * Packages compiled into the server rather than loaded from node_modules: each is hundreds of small
 * ES modules under one very large package.json (drizzle-orm 179 KB, date-fns 199 KB), and Node 24
 * reads that package.json again for every module it resolves there (nodejs/node#60397): importing
 * them took 0.9 s and 3.2 s at start. Bundled, only what the server uses is there, in one file.
 */
export const BUNDLED_PACKAGES = ['drizzle-orm', 'date-fns', '@date-fns/tz'];

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Every bare import (a package) stays external unless its package is in BUNDLED_PACKAGES. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      BUNDLED_PACKAGES.includes(packageName(args.path)) ? undefined : { path: args.path, external: true },
    );
  },
};

/** Compiles `entry` (default: the server) into `outfile` (default: dist/server/index.js). */
export async function buildServer({ entry = 'server/index.ts', outfile = SERVER_ENTRY } = {}) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    plugins: [externalPackages],
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServer();
  console.log(`compiled the server into ${SERVER_ENTRY}`);
}
