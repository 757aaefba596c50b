// Cross-site request protection for state-changing calls: the browser's Sec-Fetch-Site and Origin
// headers must say the request comes from this site. (The session cookie is also SameSite=Lax.)
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerCsrfGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const site = request.headers['sec-fetch-site'];
    if (typeof site === 'string' && site !== 'same-origin' && site !== 'none') {
      throw new AppError(403, 'Cross-site requests are not allowed.');
    }
    const origin = request.headers.origin;
    if (typeof origin === 'string' && origin !== 'null') {
      let originHost: string;
      try {
        originHost = new URL(origin).host;
      } catch {
        throw new AppError(403, 'Cross-site requests are not allowed.');
      }
      if (originHost !== request.host) throw new AppError(403, 'Cross-site requests are not allowed.');
    }
  });
}
