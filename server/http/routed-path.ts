// The path the router routes a request by. Fastify's router (find-my-way) does not match the request line as
// written: it accepts the absolute form (`POST http://host/api/logout`) and percent-decodes the path before
// matching (`/%61pi/logout` is `/api/logout`). A hook reading `request.url` saw neither, so a cross-site
// `POST /%61pi/logout` passed the Origin check the routed `/api/logout` is under. Every hook that decides by
// path asks this helper instead.
//
// The router's options are set here and passed to Fastify (server/app.ts), so what this helper
// assumes of them is what the router does: matching is case-sensitive, and doubled and trailing
// slashes are kept (`/API/logout`, `//api/logout` and `/api/logout/` are routed to no route).
// server/http/routed-path.api.test.ts checks the helper against the router itself.
import type { FastifyRequest } from 'fastify';

export const ROUTER_OPTIONS = {
  caseSensitive: true,
  ignoreDuplicateSlashes: false,
  ignoreTrailingSlash: false,
  useSemicolonDelimiter: false,
} as const;

/** `http://host` or `https://host` before the path of a request target in absolute form. */
const ABSOLUTE_FORM = /^https?:\/\/[^/?#]+/i;

/** The request target without the scheme and host of its absolute form (`http://host/a?b` is `/a?b`). */
function requestTarget(url: string): string {
  const origin = url.startsWith('/') ? null : ABSOLUTE_FORM.exec(url);
  if (!origin) return url;
  const rest = url.slice(origin[0].length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * The path as the router matches it: the target's path, percent-decoded as find-my-way decodes it
 * (decodeURI: the reserved characters, `%2F` and `%3F` among them, stay encoded, and `%25` stays
 * `%25`).
 */
export function routedPathOf(url: string): string {
  const path = requestTarget(url).split(/[?#]/, 1)[0] ?? '';
  if (!path.includes('%')) return path;
  try {
    return decodeURI(path.replaceAll('%25', '%2525'));
  } catch {
    // A malformed escape: the router either refused the request (400, before any hook runs) or left
    // the path as it came, as here.
    return path;
  }
}

/** The routed path of this request. */
export const routedPath = (request: FastifyRequest): string => routedPathOf(request.url);

/** Whether the router routes this request under /api (the API's routes and its 404s). */
export const isApiRequest = (request: FastifyRequest): boolean => routedPath(request).startsWith('/api/');
