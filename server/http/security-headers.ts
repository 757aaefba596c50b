// Security headers on every answer. The CSP allows images from the provider's image host only, and
// scripts from the app's own origin only, plus, on a rendered page, the one inline script that
// carries this response's nonce (server/http/page-render.ts).
import type { FastifyInstance } from 'fastify';
import { isApiRequest } from './routed-path';

export const IMAGE_HOST = 'https://sleepercdn.com';

/**
 * The CSP. A rendered page's inline scripts: `{ nonce }` allows the one carrying it. `'development'`
 * is `npm run dev`'s pages only, which Vite fills with unsigned inline scripts (hot reload, React's
 * refresh) and whose hot-reload client waits for a restarted server in a worker made from a blob: a
 * stricter policy blocked them, and the page with them.
 */
export function contentSecurityPolicy(
  inlineScripts: { nonce: string } | 'development' | null = null,
): string {
  const development = inlineScripts === 'development';
  const scripts =
    inlineScripts === null
      ? "script-src 'self'"
      : development
        ? "script-src 'self' 'unsafe-inline'"
        : `script-src 'self' 'nonce-${inlineScripts.nonce}'`;
  return [
    "default-src 'self'",
    scripts,
    ...(development ? ["worker-src 'self' blob:"] : []),
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
}

const CSP = contentSecurityPolicy();

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    // A rendered page sets its own, with its nonce.
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', CSP);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'same-origin');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
    if (isApiRequest(request)) reply.header('cache-control', 'no-store');
  });
}
