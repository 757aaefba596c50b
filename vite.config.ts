import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type BuildEnvironmentOptions } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appAliases } from './client/aliases.ts';

/**
 * The service worker (client/sw/sw.ts, docs/decisions/0012): production builds only, registered by the
 * app itself (client/src/lib/service-worker.ts). The web app manifest is served by the server
 * (server/modules/pwa), because its name follows APP_NAME at run time.
 */
const serviceWorker = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png}'] },
    devOptions: { enabled: false },
  });

/**
 * The packages a package needs, itself included, read from node_modules: the Markdown renderer's
 * (common/markdown-html.ts) are many small modules, which the 'common' group below would otherwise
 * put in the file every page loads, though only the commissioners' editors use them.
 */
function packageTree(roots: readonly string[]): Set<string> {
  const found = new Set<string>();
  const visit = (name: string) => {
    const manifest = path.join(import.meta.dirname, 'node_modules', name, 'package.json');
    if (found.has(name) || !existsSync(manifest)) return;
    found.add(name);
    const { dependencies = {} } = JSON.parse(readFileSync(manifest, 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const dependency of Object.keys(dependencies)) visit(dependency);
  };
  roots.forEach(visit);
  return found;
}
const MARKDOWN_PACKAGES = packageTree([
  'unified',
  'remark-parse',
  'remark-gfm',
  'remark-rehype',
  'rehype-slug',
  'rehype-sanitize',
  'rehype-stringify',
  'hast-util-to-string',
]);
/** The app's module an import names ('@/x', '@common/x', './x'), as a file, or null for a package. */
function appModuleOf(specifier: string, from: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(import.meta.dirname, 'client/src', specifier.slice(2))
    : specifier.startsWith('@common/')
      ? path.join(import.meta.dirname, 'common', specifier.slice(8))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : null;
  if (base === null) return null;
  return (
    ['', '.ts', '.tsx', '/index.ts']
      .map((ext) => base + ext)
      .find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null
  );
}

/** zod, and the Radix primitives with a runtime of their own (dialogs, tabs, switches; not Slot). */
const HEAVY_IMPORT = /^(zod|@radix-ui\/(?!react-slot$)[\w-]+)$/;
const dragsHeavy = new Map<string, boolean>();
/**
 * Whether one of the app's modules imports zod or a Radix primitive, itself or through the app's
 * modules it imports (types aside): such a module in the 'common' file would put the validation
 * library, or a dialog's machinery, in every page, since a captured module brings its imports with
 * it; left out, each goes with the pages that use it (the forms' pages load zod with their code).
 */
function importsHeavyLibrary(id: string): boolean {
  if (id.includes('node_modules') || !/\.tsx?$/.test(id)) return false;
  const known = dragsHeavy.get(id);
  if (known !== undefined) return known;
  dragsHeavy.set(id, false); // an import cycle ends here
  const specifiers = [
    ...readFileSync(id, 'utf8').matchAll(/^import (?!type )[^;]*?from ['"]([^'"]+)['"]/gm),
  ].map((match) => match[1] ?? '');
  const heavy = specifiers.some((specifier) => {
    if (HEAVY_IMPORT.test(specifier)) return true;
    const file = appModuleOf(specifier, id);
    return file !== null && importsHeavyLibrary(file);
  });
  dragsHeavy.set(id, heavy);
  return heavy;
}

/**
 * The zod schemas of common/ by name, for the bundler to treat their construction as free of side
 * effects (treeshake.manualPureFunctions): a page importing a helper or a constant from a contract
 * file then loads none of the file's schemas it does not use, nor zod for them. Rolldown already
 * treats `z.object(...)` chains as pure once `z` is named; a schema built from another one
 * (`paymentStatusSchema.extend(...)`) or by a helper (`pathNumber(...)`) needs its name listed.
 */
function schemaBuilders(): string[] {
  const dir = path.join(import.meta.dirname, 'common');
  const names = new Set(['z']);
  const declarations = readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .flatMap((file) => [
      ...readFileSync(path.join(dir, file), 'utf8').matchAll(
        // `const a = z...`, `const a = b.extend(...)`, and a builder: `const a = (...) => z...` or
        // `function a(...) { return z... }`.
        /^(?:export )?(?:const (\w+) =\s*(?:\([^)]*\)(?::[^=]+)? =>\s*)?|function (\w+)\([^)]*\)[^{]*\{\s*return\s+)(\w+)/gm,
      ),
    ])
    .map(([, constant, fn, root]) => [constant ?? fn ?? '', root ?? ''] as const);
  // A schema is built from zod or from another schema: repeat until no new name joins.
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, root] of declarations) {
      if (names.has(root) && !names.has(name)) {
        names.add(name);
        grew = true;
      }
    }
  }
  return [...names];
}

/** The package a module of node_modules belongs to ('@scope/name' or 'name'), else null. */
function packageOf(id: string): string | null {
  const parts = id.split(/[\\/]node_modules[\\/]/);
  if (parts.length < 2) return null;
  const [first = '', second = ''] = parts.at(-1)!.split(/[\\/]/);
  return first.startsWith('@') ? `${first}/${second}` : first;
}

const browserBuild: BuildEnvironmentOptions = {
  outDir: '../dist/client',
  emptyOutDir: true,
  sourcemap: false,
  chunkSizeWarningLimit: 400,
  // .vite/manifest.json: the server preloads each page's chunks from it (server/http/page-preloads.ts).
  manifest: true,
  rolldownOptions: {
    treeshake: { manualPureFunctions: schemaBuilders() },
    output: {
      // Everything the entry imports statically in the entry's one file: left to itself Rolldown
      // split it into eight (the modules pages share with it), eight requests before any page can
      // hydrate on a phone's round trips.
      // And the small modules pages share (icons, UI parts, helpers) in one 'common' file: split by
      // the pages using them they were 7-27 files per page, most under 2 KB, each a queued request
      // over HTTP/1.1's six connections (round trips of 150 ms on the phone profile). A page loads it
      // beside its own chunk, so what only some pages use stays out, with the modules that import
      // it: zod (the forms' pages load it), the Radix primitives (dialogs, tabs, switches), the
      // charts' visx and d3 (loaded with a chart) and the Markdown renderer (common/markdown-html.ts,
      // its packages and MarkdownField, the editors' field: loaded with a commissioner's editor).
      codeSplitting: {
        groups: [
          { name: 'index', tags: ['$initial'] },
          // Radix's small shared parts (its primitive element, refs, context, ids, hooks) apart from
          // any one component's chunk: left to the bundler they joined the dialog's chunk, which the
          // 'common' file then imported for them, so every page loaded the dialog machinery.
          {
            name: 'radix',
            test: /[\\/]node_modules[\\/]@radix-ui[\\/](primitive|react-(primitive|compose-refs|context|id|slot|direction|label|presence|use-[\w-]+))[\\/]/,
          },
          {
            name: 'dialog',
            test: /[\\/]node_modules[\\/](@radix-ui[\\/]react-(dialog|alert-dialog|dismissable-layer|focus-scope|focus-guards|portal)|react-remove-scroll[\w-]*|aria-hidden|use-sidecar|react-style-singleton|use-callback-ref|detect-node-es|get-nonce|tslib)[\\/]/,
          },
          {
            name: 'common',
            test: (id: string) =>
              !/Page\.tsx$|[\\/]MarkdownField\.tsx$|[\\/]common[\\/]markdown-html\.ts$|[\\/]node_modules[\\/](zod|@visx|d3-[\w-]+|internmap)[\\/]/.test(
                id,
              ) &&
              !MARKDOWN_PACKAGES.has(packageOf(id) ?? '') &&
              !importsHeavyLibrary(id),
            // Shared by three pages or more: a module two pages share (the keeper admin's hooks, the
            // sign-in's helpers) goes with those two, not into every page (about 3 KB each).
            minShareCount: 3,
            maxModuleSize: 2000,
          },
        ],
      },
    },
  },
};

/** The server-side entry (`vite build --ssr`): packages stay external, loaded by Node from node_modules. */
const serverBuild: BuildEnvironmentOptions = {
  outDir: '../dist/ssr',
  emptyOutDir: true,
  sourcemap: true,
  target: 'node22',
};

// Two builds from this config: the browser's (dist/client) and, with `--ssr`, the server-side entry
// (dist/ssr/entry-server.js) the server renders every page with (docs/decisions/0020).
export default defineConfig(({ isSsrBuild }) => ({
  root: 'client',
  // The server's build needs none of the public files (icons, images): the browser's build has them.
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [serviceWorker()])],
  resolve: { alias: appAliases },
  ssr: { noExternal: ['react-router'] },
  build: isSsrBuild ? serverBuild : browserBuild,
}));
