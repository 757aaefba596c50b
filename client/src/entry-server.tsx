// The app's server-side entry (docs/decisions/0020), built to dist/ssr and called by the server for
// every navigation (server/http/page-render.ts). Each call has its own query client: the member's
// answers live only as long as their page.
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate, hydrate } from '@tanstack/react-query';
import type { PageRenderRequest, PageRenderResult } from '@common/page-render';
import { App } from './app/App';
import { documentTitle } from './app/DocumentTitle';
import { createRoutes, type RouteHandle } from './app/routes';
import { apiOf } from './lib/api';
import { APP_NAME } from './lib/app-name';
import { appInfoQuery } from './lib/league';
import { pageStateElement } from './lib/page-state';
import { createQueryClient } from './lib/query-client';
import { queryKeyToUrl } from './lib/query-url';
import { authUserQuery } from './lib/session';

/** The longest a render may take before it is abandoned (the server then sends the plain shell). */
const RENDER_TIMEOUT_MS = 5000;

/** The whole markup of `element`, once everything in it (lazy parts included) has rendered. */
function renderToHtml(element: ReactNode, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      stream.abort(new Error('render timed out'));
      reject(new Error('render timed out'));
    }, RENDER_TIMEOUT_MS);
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    const stream = renderToPipeableStream(element, {
      nonce,
      // Every part inline, where it stands: React would otherwise send a large part (over 12.8 KB) of
      // a Suspense boundary apart, hidden, for a script to move into place, which a reader without
      // JavaScript never sees. The page is sent whole anyway (onAllReady).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: (error) => {
        clearTimeout(timer);
        reject(error);
      },
      onError: (error) => {
        // A part that failed is rendered by the browser instead; the page still goes out.
        console.error('server render error', error);
      },
    });
  });
}

export async function renderPage({
  url,
  fetchApi,
  nonce,
  dataBudgetMs,
}: PageRenderRequest): Promise<PageRenderResult> {
  const queryClient = createQueryClient({ transport: (path) => fetchApi(path) });
  // The loaders wait for the page's data until the budget is spent (app/route-loader.ts); the static
  // handler loads the matched routes' code (their `lazy`) beside them.
  const routes = createRoutes(queryClient, { dataDeadline: Date.now() + dataBudgetMs });
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(url));
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
  }

  // The page renders from a snapshot of the answers in by now, the same the browser hydrates from: one
  // arriving during the render would otherwise be in the markup and not in the state. Answers still
  // on their way, and failed ones, render as their loading state, which the browser then fills in.
  const queries = dehydrate(queryClient);
  const renderClient = createQueryClient({
    transport: () => Promise.reject(new Error('no requests while rendering')),
  });
  hydrate(renderClient, queries);
  const urls = new Set(queries.queries.map((shown) => queryKeyToUrl(shown.queryKey)));
  const staleness = apiOf(queryClient).staleness.entries(urls);
  for (const [shownUrl, mark] of Object.entries(staleness)) {
    apiOf(renderClient).staleness.record(shownUrl, mark.since, mark.offline);
  }

  const renderedAt = Date.now();
  const router = createStaticRouter(dataRoutes, context);
  const appHtml = await renderToHtml(
    <App
      queryClient={renderClient}
      renderedAt={renderedAt}
      router={<StaticRouterProvider router={router} context={context} nonce={nonce} />}
    />,
    nonce,
  );

  const signedIn = Boolean(renderClient.getQueryData(authUserQuery.queryKey));
  const handles = context.matches.map((match) => match.route.handle as RouteHandle | undefined);
  const failed = context.errors !== null;
  const pageModules = failed
    ? []
    : handles.flatMap((handle) => {
        const module = !signedIn && handle?.visitorModule ? handle.visitorModule : handle?.module;
        return module ? [module] : [];
      });
  const appName = renderClient.getQueryData(appInfoQuery.queryKey)?.appName ?? APP_NAME;
  return {
    kind: 'page',
    status: failed ? context.statusCode : (handles.at(-1)?.status ?? 200),
    title: documentTitle(context.matches, appName),
    pageModules,
    appHtml,
    stateHtml: pageStateElement({ queries, staleness, renderedAt }),
  };
}
