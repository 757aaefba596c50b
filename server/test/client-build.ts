// A small stand-in for the browser's build (dist/client) in a temporary folder, and an app serving it
// with the server-side entry from its source: for the tests of serving and rendering pages.
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { renderPage } from '../../client/src/entry-server';
import type { RenderPage } from '../../common/page-render';
import { buildApp } from '../app';
import { createTestApp, type TestApp, type TestAppOptions } from './harness';

/** The entry script, long enough to be worth compressing. */
export const ENTRY_SCRIPT = 'console.log("huddle");'.repeat(100);

/** The build's stylesheet, with what a replacement pattern would expand (a content: '$&' rule). */
export const STYLESHEET = '.a{color:red}.b::after{content:"$& $\' $`"}';

/** client/index.html as Vite builds it. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <!--app-head-->
    <title>Huddle FFB Dashboard</title>
    <meta name="description" content="Huddle: standings, matchups, keepers." />
    <!--/app-head-->
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-def456.css">
  </head>
  <body><div id="root"><!--app-html--></div></body>
</html>`;

/** Vite's build manifest: the entry and two pages sharing a chunk with the entry. */
const MANIFEST = {
  '_index.js': { file: 'assets/index-abc123.js', imports: ['_cn.js'] },
  '_cn.js': { file: 'assets/cn-1.js' },
  '_card.js': { file: 'assets/card-1.js', imports: ['_cn.js'] },
  'src/features/history/HistoryPage.tsx': {
    file: 'assets/HistoryPage-1.js',
    imports: ['_card.js', '_index.js'],
  },
  'src/features/auth/SecureLoginPage.tsx': { file: 'assets/SecureLoginPage-1.js', imports: ['_index.js'] },
};

function writeClientBuild(): string {
  const clientDir = mkdtempSync(path.join(os.tmpdir(), 'huddle-client-'));
  mkdirSync(path.join(clientDir, 'assets'));
  writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), ENTRY_SCRIPT);
  writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(ENTRY_SCRIPT));
  writeFileSync(path.join(clientDir, 'assets', 'index-def456.css'), STYLESHEET);
  mkdirSync(path.join(clientDir, '.vite'));
  writeFileSync(path.join(clientDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  return clientDir;
}

export interface PageApp {
  t: TestApp;
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * A test app on a temporary database that also serves the stand-in build and renders its pages (with
 * the app's server-side entry, or `render`).
 */
export async function createPageApp(
  options: TestAppOptions & { render?: RenderPage } = {},
): Promise<PageApp> {
  const clientDir = writeClientBuild();
  const t = await createTestApp(options);
  const render = options.render ?? renderPage;
  const app = await buildApp(t.ctx, { clientDir, renderer: async () => render });
  return {
    t,
    app,
    close: async () => {
      await app.close();
      await t.close();
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}
