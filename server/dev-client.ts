// `npm run dev` (issue 37): Vite's dev server inside Huddle's own, in middleware mode. The browser's
// modules come from Vite with hot reload; every page is rendered on the server from source with the
// same entry, loaders and template as the build (client/src/entry-server.tsx, client/index.html), so a
// server-rendering fault shows in development, not first after a build. Only the nonce CSP is left
// out: Vite's hot-reload scripts are inline and unsigned.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ViteDevServer } from 'vite';
import type { RenderPage } from '../common/page-render';
import { parseIndexTemplate } from './http/index-page';
import type { PageSource } from './http/page-render';
import { PROJECT_ROOT } from './paths';

export interface DevClient {
  vite: ViteDevServer;
  pages: PageSource;
}

/** `hmr: false` for tests: no hot-reload socket (its port is one per machine). */
export async function createDevClient({ hmr = true } = {}): Promise<DevClient> {
  // Vite is a development dependency: loaded only here.
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: path.join(PROJECT_ROOT, 'vite.config.ts'),
    server: { middlewareMode: true, ...(hmr ? {} : { hmr: false, ws: false }) },
    appType: 'custom',
  });
  const indexHtml = path.join(vite.config.root, 'index.html');
  return {
    vite,
    pages: {
      client: async (url) => ({
        template: parseIndexTemplate(await vite.transformIndexHtml(url, await readFile(indexHtml, 'utf8'))),
        // Vite serves each module on request; nothing to preload.
        preloads: () => '',
      }),
      renderer: async () =>
        ((await vite.ssrLoadModule('/src/entry-server.tsx')) as { renderPage: RenderPage }).renderPage,
      csp: false,
    },
  };
}
