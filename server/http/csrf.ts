// Cross-site request protection for state-changing calls. A browser names where a request comes from: an
// Origin header must be exactly this server's own origin (scheme, host and port, as the request reached it:
// request.protocol and request.host honour a trusted proxy), so `null` (sandboxed frames, some redirects) and
// the right host under another scheme are refused; a Sec-Fetch-Site header must say same-origin. A client
// that sends neither is not a browser (curl, scripts) and cannot be driven by another site. The session
// cookie is also SameSite=Lax.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { isApiRequest } from './routed-path';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isSameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  // 'none': the member's own action (typed address, bookmark), never another site's.
  if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers.origin;
  return typeof origin !== 'string' || origin === `${request.protocol}://${request.host}`;
}

export function registerCsrfGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !isApiRequest(request)) return;
    if (!isSameOrigin(request)) throw new AppError(403, 'Cross-site requests are not allowed.');
  });
}
