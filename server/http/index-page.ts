// The app's page (the built index.html) as the server sends it for `/` and every client route, to any
// client whatever its Accept-Encoding. Its head names the league served, with Open Graph and Twitter
// card tags, so a link pasted into the league's group chat unfurls to the league's card. Only public
// facts go in: the league's name, the season and the product name (no member, no score).
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

export interface PageMeta {
  title: string;
  description: string;
  siteName: string;
  /** Absolute URLs: link previewers do not resolve relative ones. */
  url: string;
  imageUrl: string;
}

/** The static link-preview image (client/public/og-image.jpg, 1200x630). */
export const OG_IMAGE_PATH = '/og-image.jpg';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function pageMeta(ctx: AppContext, request: FastifyRequest): PageMeta {
  const product = `${ctx.config.appName} FFB Dashboard`;
  const { leagueName, season } = ctx.seasons.current;
  const origin = `${request.protocol}://${request.host}`;
  return {
    title: leagueName ? `${leagueName} · ${product}` : product,
    description: leagueName
      ? `${leagueName}, ${season} season: standings, live matchups, keepers, the draft board and every season's history on ${product}.`
      : `Standings, live matchups, keepers, the draft board and every season's history of our Sleeper fantasy football league.`,
    siteName: product,
    url: `${origin}/`,
    imageUrl: `${origin}${OG_IMAGE_PATH}`,
  };
}

/** The page with its title, description and preview tags replaced by the league's. */
export function renderIndexPage(html: string, meta: PageMeta): string {
  const m = Object.fromEntries(Object.entries(meta).map(([k, v]) => [k, escapeHtml(v)])) as Record<
    keyof PageMeta,
    string
  >;
  const tags = [
    `<title>${m.title}</title>`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${m.siteName}" />`,
    `<meta property="og:title" content="${m.title}" />`,
    `<meta property="og:description" content="${m.description}" />`,
    `<meta property="og:url" content="${m.url}" />`,
    `<meta property="og:image" content="${m.imageUrl}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="${m.siteName}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ].join('\n    ');
  return html
    .replace(/<meta\s+name="description"[^>]*>/i, `<meta name="description" content="${m.description}" />`)
    .replace(/<title>[\s\S]*?<\/title>/i, tags);
}
