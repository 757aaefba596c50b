// The HTTP application: Fastify (chosen for its hook lifecycle, which lets every route declare an
// access level checked in one place, and for `inject`, which runs the API tests without a socket).
// It serves /api/* and the built client with an SPA fallback.
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import type { AppContext } from './context';
import { registerCsrfGuard } from './http/csrf';
import { registerErrorHandling } from './http/error-handler';
import { registerQueryKeyGuard } from './http/forbidden-keys';
import { registerJsonAnswers } from './http/json-answers';
import { registerJsonBody } from './http/json-body';
import { registerProviderBudget } from './http/provider-budget';
import { registerRateLimit } from './http/rate-limit';
import { answerFrameworkError, answerUnreadableRequest } from './http/early-answers';
import { registerRequestLog, requestId } from './http/request-log';
import { registerLeagueIdHeader } from './http/league-id-header';
import { ROUTER_OPTIONS, routedPath } from './http/routed-path';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSessionAndAccess } from './http/session-hook';
import { routeModules } from './modules/registry';
import { CLIENT_DIST_DIR } from './paths';
import { registerStalenessHeader } from './http/staleness-header';
import { registerTypedRoutes } from './http/typed-routes';
import type { DevClient } from './dev-client';
import { builtPages, sendPage, type PageSource, type RendererSource } from './http/page-render';

export interface BuildOptions {
  /** Serve the built client from this folder (default dist/client when it exists). */
  clientDir?: string | null;
  /** Renders the pages (default: the built server-side entry, dist/ssr). */
  renderer?: RendererSource;
  /**
   * `npm run dev`: the client from Vite's dev server, pages rendered from source (server/dev-client.ts),
   * made for this app's HTTP server, which carries its hot-reload socket; closed with the app.
   */
  dev?: (httpServer: Server) => Promise<DevClient>;
}

export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // The context's logger (server/logger.ts) redacts credentials; request bodies are never logged.
    loggerInstance: ctx.log,
    // One line per request, page data at debug (http/request-log.ts): Fastify's own request lines
    // off, through its log controller (the top-level option printed a deprecation warning at start).
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestId,
    // Answers Fastify writes before any hook runs (a malformed path, an unreadable request) carry
    // Huddle's headers too (http/early-answers.ts).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerUnreadableRequest,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 64 * 1024,
    // The hooks decide by the path these options route (http/routed-path.ts).
    routerOptions: ROUTER_OPTIONS,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  registerRequestLog(app);
  await app.register(cookie);
  await registerRateLimit(app);
  registerJsonBody(app);
  registerQueryKeyGuard(app);
  registerSecurityHeaders(app);
  registerJsonAnswers(app, { checkAnswers: !ctx.config.production });
  await registerTypedRoutes(app);
  registerErrorHandling(app, ctx.storage, { production: ctx.config.production });
  registerStalenessHeader(app);
  registerLeagueIdHeader(app, ctx);
  registerSessionAndAccess(app, ctx);
  registerProviderBudget(app);
  registerCsrfGuard(app);

  for (const register of routeModules) register(app, ctx);

  const clientDir = options.clientDir === undefined ? CLIENT_DIST_DIR : options.clientDir;
  if (options.dev) await serveDevClient(app, ctx, await options.dev(app.server));
  else if (clientDir && existsSync(path.join(clientDir, 'index.html'))) {
    await serveClient(app, ctx, clientDir, builtPages(clientDir, options.renderer));
  } else registerApiNotFound(app);
  return app;
}

function registerApiNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ message: `Not found: ${request.method} ${routedPath(request)}` }),
  );
}

/** Vite's modules (middleware mode, hot reload) and the pages rendered from source. */
async function serveDevClient(app: FastifyInstance, ctx: AppContext, dev: DevClient): Promise<void> {
  // A development dependency, loaded only here.
  const { default: middie } = await import('@fastify/middie');
  // Before the server closes: it waits for every connection to end, and Vite's hot-reload sockets on
  // its port end only when Vite closes.
  app.addHook('preClose', () => dev.vite.close());
  await app.register(middie);
  app.use(dev.vite.middlewares);
  registerPages(app, ctx, dev.pages);
}

async function serveClient(
  app: FastifyInstance,
  ctx: AppContext,
  clientDir: string,
  pages: PageSource,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    // Files are looked up per request, so a rebuild while running never serves a stale file list.
    wildcard: true,
    preCompressed: true,
    index: false,
    // Files only. A directory (`/` included) would reach @fastify/send, which refuses a directory
    // without an index with 403: the page is ours to render (below), whatever the Accept-Encoding.
    // Vite's build manifest (.vite/) is the server's to read, not a file of the app.
    allowedPath: (pathname) =>
      !pathname.endsWith('/') && pathname !== '/index.html' && !pathname.startsWith('/.vite/'),
    setHeaders: (reply, filePath) => {
      // Vite puts content-hashed files under /assets: they never change, so cache them for a year.
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  registerPages(app, ctx, pages);
}

/** Every GET the routes do not answer is a page of the app (its own routes decide, 404 page included). */
function registerPages(app: FastifyInstance, ctx: AppContext, pages: PageSource): void {
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = routedPath(request);
    if (
      pathname.startsWith('/api/') ||
      pathname === '/api' ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.code(404).send({ message: `Not found: ${request.method} ${pathname}` });
    }
    if (pathname.startsWith('/assets/')) return reply.code(404).send({ message: `Not found: ${pathname}` });
    // The page, for `/` and every route of the app (the app's routes decide, with its own 404 page).
    return sendPage(app, ctx, pages, request, reply);
  });
}
