// One log line per request, when its answer is sent. A page rendered on the server asks the app's own
// API for its data (page-render.ts), five to twenty requests a page: Fastify's own request logging
// wrote two info lines for each, forty lines a page around the one that matters. Those inner requests
// are logged at debug, with the page's request id; the page's own line stays at info.
//
// Request ids are the server's own (a random UUID each): a client's X-Request-Id is ignored, as any
// client could write any text into the logs with it. Only a page's own data requests,
// marked with this process's secret, carry their page's id.
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { routedPath } from './routed-path';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The path holds a secret (a calendar feed's address): the log names the route, not the path. */
    secretInPath?: boolean;
  }
}

/** The header that marks a page's own API request; its value is this process's secret. */
const PAGE_DATA_HEADER = 'x-huddle-page-data';
const PAGE_DATA_TOKEN = randomBytes(16).toString('base64url');

/** The headers page-render.ts adds to its inner requests. */
export const pageDataHeaders = (): Record<string, string> => ({ [PAGE_DATA_HEADER]: PAGE_DATA_TOKEN });

/** Whether a request is a page's own data request (only this process can set the mark). */
export const isPageDataRequest = (request: { headers: IncomingHttpHeaders }) =>
  request.headers[PAGE_DATA_HEADER] === PAGE_DATA_TOKEN;

/** The id of a request (Fastify's genReqId): its page's for a page's data request, else a new one. */
export function requestId(request: { headers: IncomingHttpHeaders }): string {
  const page = request.headers['x-request-id'];
  return isPageDataRequest(request) && typeof page === 'string' && /^[\w-]{8,64}$/.test(page)
    ? page
    : randomUUID();
}

/** Logs each answered request once (Fastify's own request lines are off: `disableRequestLogging` of its log controller, server/app.ts). */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const line = {
      method: request.method,
      path: request.routeOptions.config.secretInPath ? request.routeOptions.url : routedPath(request),
      statusCode: reply.statusCode,
      responseTimeMs: Math.round(reply.elapsedTime),
    };
    if (isPageDataRequest(request)) request.log.debug(line, 'page data answered');
    else request.log.info(line, 'request completed');
  });
}
