// `npm run dev`: Vite's dev server inside Huddle's own, in middleware mode. The browser's modules come
// from Vite with hot reload; every page is rendered on the server from source with the same entry,
// loaders and template as the build (client/src/entry-server.tsx, client/index.html), so a
// server-rendering fault shows in development, not first after a build. Only the nonce CSP is left
// out: Vite's hot-reload scripts are inline and unsigned (the page's policy allows inline scripts).
//
// Vite serves files by path (`/@fs/<absolute path>`, `?raw`, `?import`...), without signing in: left to
// its defaults it served the whole repository, the database and the app secret included, which
// decrypt every member's PIN. So it may read only the client's sources, common/ and the dependencies,
// never `.env*`, a database, the app secret or anything under DATA_DIR (wherever that is), and its
// hot-reload socket rides on Huddle's own port, which `npm run dev` binds to this computer only
// (server/config.ts).
import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import type { ServerOptions, ViteDevServer } from 'vite';
import type { RenderPage } from '../common/page-render';
import { parseIndexTemplate } from './http/index-page';
import type { PageSource } from './http/page-render';
import { PROJECT_ROOT } from './paths';

export interface DevClient {
  vite: ViteDevServer;
  pages: PageSource;
}

export interface DevClientOptions {
  /** DATA_DIR: denied to Vite wherever it is. */
  dataDir: string;
  /** The server whose port carries the hot-reload socket; null for none (tests). */
  hmrServer: Server | null;
}

/** A path as a picomatch pattern matching only itself (Vite's `server.fs.deny` is glob patterns). */
const literalGlob = (file: string) =>
  file
    .split(path.sep)
    .join('/')
    .replace(/[\\*?[\]{}()!+@|]/g, '\\$&');

/** What Vite may read and serve (Vite's `server.fs`). */
export function devFileAccess(dataDir: string): NonNullable<ServerOptions['fs']> {
  const data = literalGlob(path.resolve(dataDir));
  return {
    strict: true,
    allow: ['client', 'common', 'node_modules'].map((folder) => path.join(PROJECT_ROOT, folder)),
    // Vite's own defaults first (a list given replaces them), then Huddle's: its database (with the
    // WAL and shared-memory files beside it), the app secret and DATA_DIR itself.
    deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '*.db', '*.db-*', 'app-secret', data, `${data}/**`],
  };
}

export async function createDevClient({ dataDir, hmrServer }: DevClientOptions): Promise<DevClient> {
  // Vite is a development dependency: loaded only here.
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: path.join(PROJECT_ROOT, 'vite.config.ts'),
    server: {
      middlewareMode: true,
      fs: devFileAccess(dataDir),
      ...(hmrServer ? { ws: { server: hmrServer } } : { hmr: false, ws: false }),
    },
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
