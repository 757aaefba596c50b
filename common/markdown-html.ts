// The one Markdown renderer of the app (announcements, the rulebook): a commissioner's text to HTML
// that can hold nothing of its own. The server renders each text once for the pages members read
// (server/markdown/html.ts); the commissioners' preview runs this same function in the browser,
// loaded with the editor only, so the preview is the read view to the character (decision 0042).
// CommonMark with GitHub's tables and strikethrough, heading anchors, and rehype-sanitize before
// anything reaches a page: no raw HTML (dropped, never shown or run), no images (a page of the
// league loads nothing from an address someone typed), links only to http(s), mailto and the site's
// own pages, and every id behind the sanitiser's prefix (a heading can never take the name of the
// page's own elements). The steps after the sanitiser add only fixed, known attributes.
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toString as textOf } from 'hast-util-to-string';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { isSitePath } from './site-path';

/**
 * The prefix the sanitiser puts before every id of the rendered text (its clobber prefix), so that no
 * heading can take the name of a page's own element or a global.
 */
export const RENDERED_ID_PREFIX = 'user-content-';

/** GitHub's sanitising, less images, checkboxes and the rarer link schemes. */
const SANITIZE_SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  clobberPrefix: RENDERED_ID_PREFIX,
  tagNames: (defaultSchema.tagNames ?? []).filter(
    (tag) => !['img', 'picture', 'source', 'input'].includes(tag),
  ),
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'] },
};

/** The level a `#` heading takes on the page: 2 under the page's h1, 3 inside a titled card or section. */
export type MarkdownTopLevel = 2 | 3;

const HEADING = /^h([1-6])$/;

/**
 * The classes of a table's scrolling box: the app's TableScroll (client/src/components/ui/
 * table-scroll.tsx) with the text's spacing, the same markup its React component writes (a test
 * compares the two).
 */
const TABLE_BOX_CLASSES = ['overflow-x-auto', 'rounded-lg', 'border', 'my-3'];

/** A table wider than a phone scrolls in its own focusable region, named by its header cells' words. */
function tableScroll(table: Element): Element {
  const columns: string[] = [];
  const collect = (node: Element) => {
    if (node.tagName === 'th') {
      const words = textOf(node);
      if (words.trim() !== '') columns.push(words);
      return;
    }
    for (const child of node.children) if (child.type === 'element') collect(child);
  };
  collect(table);
  return {
    type: 'element',
    tagName: 'div',
    properties: {
      className: TABLE_BOX_CLASSES,
      tabIndex: 0,
      role: 'region',
      ariaLabel: columns.length > 0 ? `Table: ${columns.join(', ')}` : 'Table',
    },
    children: [table],
  };
}

/**
 * A link the sanitiser refused (javascript:, data:...) has no address left: its words stay, as plain
 * text. One to another site does not pass the page's address or standing on (rel); one to the
 * site's own page or an anchor stays as it is (the page moves within the app: MarkdownHtml).
 */
function link(anchor: Element): ElementContent {
  const href = anchor.properties.href;
  if (typeof href !== 'string' || href === '') {
    return { type: 'element', tagName: 'span', properties: {}, children: anchor.children };
  }
  if (isSitePath(href) || href.startsWith('#')) return anchor;
  return { ...anchor, properties: { ...anchor.properties, rel: ['nofollow', 'noopener', 'noreferrer'] } };
}

/** Each element as the page shows it: headings at the page's level, tables in their box, links. */
function forThePage(node: Element, topLevel: MarkdownTopLevel): ElementContent {
  const heading = HEADING.exec(node.tagName);
  if (heading) return { ...node, tagName: `h${Math.min(Number(heading[1]) + topLevel - 1, 6)}` };
  if (node.tagName === 'table') return tableScroll(node);
  if (node.tagName === 'a') return link(node);
  return node;
}

/** The steps after the sanitiser, on its output (so what they add is never the text's own). */
function rehypeForThePage(topLevel: MarkdownTopLevel) {
  const visit = <T extends RootContent | ElementContent>(children: T[]): T[] =>
    children.map((child) => {
      if (child.type !== 'element') return child;
      child.children = visit(child.children);
      return forThePage(child, topLevel) as T;
    });
  return (tree: Root) => {
    tree.children = visit(tree.children);
  };
}

const processor = (topLevel: MarkdownTopLevel) =>
  unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    // The anchors first, then the sanitiser, which puts its prefix before them (and removes the rest).
    .use(rehypeSlug)
    .use(rehypeSanitize, SANITIZE_SCHEMA)
    .use(() => rehypeForThePage(topLevel))
    .use(rehypeStringify)
    .freeze();

const PROCESSORS = { 2: processor(2), 3: processor(3) } as const;

/** The text as sanitised HTML, its `#` headings at `topLevel`. */
export function markdownToHtml(markdown: string, topLevel: MarkdownTopLevel): string {
  return String(PROCESSORS[topLevel].processSync(markdown));
}
