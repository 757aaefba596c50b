// GET /manifest.webmanifest: the web app manifest that makes Huddle installable on a phone's home
// screen (docs/decisions/0012). Served here rather than built, because the name follows APP_NAME at
// run time (docs/product.md D1). The icons are committed PNGs (scripts/generate-icons.ts).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

/** The brand green of favicon.svg and the page's theme-color meta tag. */
export const THEME_COLOR = '#059669';

export function webManifest(appName: string) {
  return {
    id: '/',
    name: `${appName} FFB Dashboard`,
    short_name: appName,
    description: `${appName}: standings, matchups, keepers, drafts and league history for our fantasy football league.`,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // Any way the phone is held: the draft board and the wide tables read better turned sideways,
    // and a tablet on its stand is in landscape.
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export default function registerPwaRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/manifest.webmanifest', { config: { access: 'public' } }, async (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(JSON.stringify(webManifest(ctx.config.appName))),
  );
}
