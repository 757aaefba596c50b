// Security headers on every answer. The CSP allows images from the provider's image host only.
import type { FastifyInstance } from 'fastify';

export const IMAGE_HOST = 'https://sleepercdn.com';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  // Radix positions popovers with inline styles.
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: ${IMAGE_HOST}`,
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header('content-security-policy', CSP);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'same-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
}
