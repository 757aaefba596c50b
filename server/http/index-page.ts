// The built index.html (client/index.html, built by Vite) as the template of every page: the head's
// marked region gets the page's title and the link-preview tags, the root element the server-rendered
// app, the end of the body its state. The template is cut at its markers, never rewritten with
// String.replace, whose replacement patterns (`$&`, `$'`...) a name could carry.
// Only public facts go in the head: the product's name and the site's address. A link previewer is a
// visitor, and the league's name is member data (docs/decisions/0012), so it is not there.
import type { AppContext } from '../context';

export interface PageMeta {
  /** The product's name (og:title, og:site_name). */
  siteName: string;
  description: string;
  /** Absolute URLs on PUBLIC_URL (link previewers do not resolve relative ones); null when it is unset. */
  url: string | null;
  imageUrl: string | null;
}

/** The static link-preview image (client/public/og-image.jpg, 1200x630). */
export const OG_IMAGE_PATH = '/og-image.jpg';

const HEAD_START = '<!--app-head-->';
const HEAD_END = '<!--/app-head-->';
const ROOT_MARK = '<!--app-html-->';
const BODY_END = '</body>';

/** The template cut at its markers. */
export interface IndexTemplate {
  /** Up to the head's marked region. */
  start: string;
  /** From the end of the head's region to the inside of the root element. */
  middle: string;
  /** From the root element's content to the end of the body. */
  end: string;
  /** The closing `</body>` and what follows it. */
  close: string;
}

function cutAt(text: string, marker: string, from = 0): [string, string] {
  const at = text.indexOf(marker, from);
  if (at < 0) throw new Error(`index.html has no ${marker}`);
  return [text.slice(0, at), text.slice(at + marker.length)];
}

export function parseIndexTemplate(html: string): IndexTemplate {
  const [start, afterHeadStart] = cutAt(html, HEAD_START);
  const [, afterHead] = cutAt(afterHeadStart, HEAD_END);
  const [middle, afterRoot] = cutAt(afterHead, ROOT_MARK);
  const bodyEnd = afterRoot.lastIndexOf(BODY_END);
  if (bodyEnd < 0) throw new Error(`index.html has no ${BODY_END}`);
  return { start, middle, end: afterRoot.slice(0, bodyEnd), close: afterRoot.slice(bodyEnd) };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The same for every page and every reader. The address is PUBLIC_URL, never the request's Host
 * header, which is whatever its sender wrote.
 */
export function pageMeta(ctx: AppContext): PageMeta {
  const origin = ctx.config.publicUrl;
  return {
    siteName: `${ctx.config.appName} FFB Dashboard`,
    description:
      "Standings, live matchups, keepers, the draft board and every season's history of our Sleeper fantasy football league.",
    url: origin === null ? null : `${origin}/`,
    imageUrl: origin === null ? null : `${origin}${OG_IMAGE_PATH}`,
  };
}

/** The head's tags: the document's title, the description and the link-preview tags, escaped. */
export function headTags(documentTitle: string, meta: PageMeta): string {
  const siteName = escapeHtml(meta.siteName);
  const description = escapeHtml(meta.description);
  const image = meta.imageUrl === null ? null : escapeHtml(meta.imageUrl);
  return [
    `<title>${escapeHtml(documentTitle)}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${siteName}" />`,
    `<meta property="og:title" content="${siteName}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(meta.url === null ? [] : [`<meta property="og:url" content="${escapeHtml(meta.url)}" />`]),
    ...(image === null
      ? [`<meta name="twitter:card" content="summary" />`]
      : [
          `<meta property="og:image" content="${image}" />`,
          `<meta property="og:image:width" content="1200" />`,
          `<meta property="og:image:height" content="630" />`,
          `<meta property="og:image:alt" content="${siteName}" />`,
          `<meta name="twitter:card" content="summary_large_image" />`,
        ]),
  ].join('\n    ');
}

export interface PageParts {
  head: string;
  /** The root element's markup (empty: the browser renders the app itself). */
  appHtml: string;
  /** Before `</body>`: the state the browser hydrates from. */
  bodyEnd: string;
}

/** The page: the template's text with the parts put in at its markers, by concatenation only. */
export function assemblePage(template: IndexTemplate, { head, appHtml, bodyEnd }: PageParts): string {
  return template.start + head + template.middle + appHtml + template.end + bodyEnd + template.close;
}
