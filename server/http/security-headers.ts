// Security headers on every answer: those Fastify sends through its hooks (below), those it writes
// before any hook runs (early-answers.ts) and the live stream, written by hand. The CSP allows images
// from the provider's image host only, and scripts from the app's own origin only, plus, on a rendered
// page, the one inline script that carries this response's nonce (server/http/page-render.ts).
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

/**
 * Huddle's headers for any answer (a rendered page replaces the policy with its own); HSTS when the
 * request came over HTTPS.
 */
export function securityHeaders(https: boolean): Record<string, string> {
  return {
    'content-security-policy': CSP,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    ...(https ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    for (const [name, value] of Object.entries(securityHeaders(request.protocol === 'https'))) {
      // A rendered page sets its own policy, with its nonce.
      if (name !== 'content-security-policy' || !reply.hasHeader(name)) reply.header(name, value);
    }
    if (isApiRequest(request)) reply.header('cache-control', 'no-store');
  });
}
