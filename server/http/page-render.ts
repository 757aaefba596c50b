// The HTML of a navigation (docs/decisions/0020): the page rendered with React on the server, from the
// app's one route table (client/src/app/routes.tsx) and its loaders, its data asked of the app's own
// routes with the navigation's cookie (inject), so access rules, staleness and the answers' shapes
// are exactly the API's. A visitor asking for a member's page is redirected to sign in, a member
// asking for an admin's page gets the 403 page. The page holds the member's own data: no cache
// stores it (no-store). The one inline script (the router's hydration data) carries a nonce of
// this response's CSP.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRenderResult, RenderPage } from '../../common/page-render';
import type { AppContext } from '../context';
import { setAppCookie } from '../modules/auth/cookie';
import { SSR_ENTRY } from '../paths';
import { assemblePage, headTags, pageMeta, parseIndexTemplate, type IndexTemplate } from './index-page';
import { preloader, readBuildManifest } from './page-preloads';
import { routedPath } from './routed-path';
import { pageDataHeaders } from './request-log';
import { contentSecurityPolicy } from './security-headers';

/**
 * How long a page waits for its first screen's answers: from the server's cache they take
 * milliseconds; one the provider must be asked for first renders as its loading state, and the
 * browser fills it in, so the provider never holds the HTML back.
 */
export const PAGE_DATA_BUDGET_MS = 250;

/** Loads the server-side entry's renderer. */
export type RendererSource = () => Promise<RenderPage>;

/** The built entry (dist/ssr/entry-server.js), loaded once. */
export const builtRenderer: RendererSource = (() => {
  let loading: Promise<RenderPage> | null = null;
  return () =>
    (loading ??= import(pathToFileURL(SSR_ENTRY).href).then(
      (entry: { renderPage: RenderPage }) => entry.renderPage,
    ));
})();

/** The service worker's offline page (client/sw/sw.ts): the app without anyone's data, rendered by the browser. */
const SHELL_PATH = '/index.html';

/**
 * The cookies a page's own API requests set, by name, the last one of a name kept: the page's answer carries
 * them. The session slides during those requests (its stored expiry moves 30 days on), and a renewed cookie
 * left on an inner answer never reached the browser: a member who opens the app by a page load once a day was
 * signed out 30 days after signing in, however active. The page sets each again for its own request
 * (setAppCookie), not as the inner answer wrote it: that request came from this process over plain http, so
 * behind an HTTPS proxy the cookie lost Secure.
 */
type SetCookies = Map<string, { value: string; expires: Date | undefined }>;

function keepSetCookies(
  jar: SetCookies,
  cookies: readonly { name: string; value: string; expires?: Date }[],
) {
  for (const { name, value, expires } of cookies) jar.set(name, { value, expires });
}

/**
 * A GET of the app's own API with the navigation's cookie, as a fetch Response; its cookies kept. It
 * is logged at debug under the page's request id (request-log.ts), and given up once the browser has
 * gone away (`signal`): nobody would read the page.
 */
function apiFetcher(
  app: FastifyInstance,
  request: FastifyRequest,
  setCookies: SetCookies,
  signal: AbortSignal,
): (url: string) => Promise<Response> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-request-id': request.id,
    ...pageDataHeaders(),
  };
  if (request.headers.cookie) headers.cookie = request.headers.cookie;
  return async (url) => {
    signal.throwIfAborted();
    const res = await app.inject({ method: 'GET', url, headers, signal });
    keepSetCookies(setCookies, res.cookies);
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (typeof value === 'string' || typeof value === 'number') answerHeaders.set(name, String(value));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.body, { status: res.statusCode, headers: answerHeaders });
  };
}

/**
 * Where a page's template and renderer come from: the build (`npm start`: dist/client and dist/ssr),
 * or Vite's dev server (`npm run dev`, server/dev-client.ts), which renders the same way from source.
 */
export interface PageSource {
  /** The template and preloads for a navigation to `url`. */
  client: (url: string) => Promise<ClientBuild>;
  renderer: RendererSource;
  /**
   * Whether the page gets its nonce CSP; false in development, where Vite's own inline scripts (hot
   * reload) run unsigned and the page's policy allows inline scripts.
   */
  csp: boolean;
}

/** Pages from the build in `clientDir`. */
export function builtPages(clientDir: string, renderer: RendererSource = builtRenderer): PageSource {
  return { client: () => clientBuild(clientDir), renderer, csp: true };
}

/** What a page is made from of the browser's build: its template and its chunks' preload tags. */
export interface ClientBuild {
  template: IndexTemplate;
  preloads: (pages: readonly string[]) => string;
}

/**
 * The template with its own stylesheets put inline: a phone's first visit paints as the HTML arrives,
 * where a stylesheet of its own cost another request (a connection and a round trip on a phone's
 * network) before anything showed (docs/performance.md). The styles are about 12 KB compressed, the
 * same on every page.
 */
async function inlineStylesheets(html: string, clientDir: string): Promise<string> {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)">/g)];
  const styles = await Promise.all(links.map(([, file]) => readFile(path.join(clientDir, file!), 'utf8')));
  let inlined = html;
  for (const [i, [tag]] of links.entries()) {
    // A replacer function: a stylesheet's text is put in as it is, `$` and all.
    inlined = inlined.replace(tag, () => `<style>${styles[i]!}</style>`);
  }
  return inlined;
}

/**
 * The build in `clientDir`, read once: the server-side entry is loaded once too, so a new build is
 * served from the next start, template and scripts together.
 */
const builds = new Map<string, Promise<ClientBuild>>();
function clientBuild(clientDir: string): Promise<ClientBuild> {
  let build = builds.get(clientDir);
  if (!build) {
    build = (async () => {
      const templateHtml = await inlineStylesheets(
        await readFile(path.join(clientDir, 'index.html'), 'utf8'),
        clientDir,
      );
      const manifest = await readBuildManifest(clientDir);
      return { template: parseIndexTemplate(templateHtml), preloads: preloader(manifest, templateHtml) };
    })();
    build.catch(() => builds.delete(clientDir));
    builds.set(clientDir, build);
  }
  return build;
}

export async function sendPage(
  app: FastifyInstance,
  ctx: AppContext,
  { client, renderer, csp }: PageSource,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { template, preloads } = await client(request.url);
  const meta = pageMeta(ctx);
  const productTitle = meta.siteName;
  void reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
  if (!csp) void reply.header('content-security-policy', contentSecurityPolicy('development'));
  const shell = () =>
    assemblePage(template, { head: headTags(productTitle, meta), appHtml: '', bodyEnd: '' });
  // The offline page is asked for with the member's cookie by the service worker: it carries nobody's
  // data, or one member's session would outlive their logout there.
  if (routedPath(request) === SHELL_PATH) return reply.send(shell());

  const nonce = randomBytes(16).toString('base64');
  const setCookies: SetCookies = new Map();
  // The browser going away before the page is sent (the response closed unfinished) stops its data;
  // it may have gone already, before this listened (a busy server).
  const gone = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  if (reply.raw.destroyed && !reply.raw.writableFinished) gone.abort();
  let page: PageRenderResult | null;
  try {
    const renderPage = await renderer();
    page = await renderPage({
      url: new URL(request.url, `${request.protocol}://${request.host}`).href,
      fetchApi: apiFetcher(app, request, setCookies, gone.signal),
      nonce,
      dataBudgetMs: PAGE_DATA_BUDGET_MS,
    });
  } catch (error) {
    // The browser renders the app itself from the plain shell: slower, never broken.
    if (gone.signal.aborted) request.log.debug('the browser went away before its page was rendered');
    else request.log.error({ err: error }, 'server render failed; sending the shell');
    page = null;
  } finally {
    for (const [name, { value, expires }] of setCookies) setAppCookie(request, reply, name, value, expires);
  }
  if (page === null) return reply.send(shell());
  if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
  if (csp) void reply.header('content-security-policy', contentSecurityPolicy({ nonce }));
  return reply.code(page.status).send(
    assemblePage(template, {
      head: `${headTags(page.title, meta)}${preloads(page.pageModules)}`,
      appHtml: page.appHtml,
      bodyEnd: page.stateHtml,
    }),
  );
}
