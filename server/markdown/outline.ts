// What the server reads of a Markdown text (an announcement's body, the rulebook): its headings for a
// table of contents, and its words as plain text for a preview, a notification or the group chat.
// Parsed as the page renders it (CommonMark with GitHub's tables and strikethrough: remark-parse and
// remark-gfm, the parser of the renderer, common/markdown-html.ts), so both agree.
import GithubSlugger from 'github-slugger';
import type { Heading, Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { RENDERED_ID_PREFIX } from '../../common/markdown-html';
import type { RulesHeading } from '../../common/rules';
import { byText } from './by-text';

const parser = unified().use(remarkParse).use(remarkGfm);

/** GFM's syntax is part of the parser (remark-gfm transforms nothing after parsing). */
function parse(markdown: string): Root {
  return parser.parse(markdown);
}

/** A node's words as the page shows them: an image's alt text is not shown (images are not rendered). */
const wordsOf = (node: Nodes) => toString(node, { includeImageAlt: false, includeHtml: false });

/**
 * The headings of levels 1 to TOC_DEPTH, each with the anchor its rendered heading gets: GitHub's
 * slug of its words (rehype-slug, on every heading of the document in order, so repeats get -1, -2),
 * behind the sanitiser's prefix.
 */
export const markdownHeadings = byText(headingsOf);

/** The table of contents lists `#` and `##` headings: deeper ones would crowd it. */
const TOC_DEPTH = 2;

function headingsOf(markdown: string): RulesHeading[] {
  const slugger = new GithubSlugger();
  const headings: RulesHeading[] = [];
  const visit = (node: Nodes) => {
    if (node.type === 'heading') {
      const heading = node as Heading;
      const text = wordsOf(heading);
      const id = `${RENDERED_ID_PREFIX}${slugger.slug(text)}`;
      if (heading.depth <= TOC_DEPTH && text.trim() !== '') headings.push({ depth: heading.depth, text, id });
      return;
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(parse(markdown));
  return headings;
}

/** Blocks that hold other blocks: their words are their blocks' words, each on its own line. */
const CONTAINERS = new Set(['root', 'list', 'listItem', 'blockquote', 'table', 'footnoteDefinition']);

function blockLines(node: Nodes): string[] {
  if (CONTAINERS.has(node.type) && 'children' in node) return node.children.flatMap(blockLines);
  // A table's row reads as one line, its cells apart.
  if (node.type === 'tableRow') return [node.children.map(wordsOf).join(' ')];
  return [wordsOf(node)];
}

/** The text's words without its markup: blocks on lines of their own, runs of spaces made one. */
export const markdownPlainText = byText(plainTextOf);

function plainTextOf(markdown: string): string {
  return blockLines(parse(markdown))
    .map((line) => line.replace(/\s+/g, () => ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** At most `max` characters of the plain text, cut at a word with an ellipsis. */
export function markdownExcerpt(markdown: string, max: number): string {
  const text = markdownPlainText(markdown).replace(/\n/g, () => ' ');
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}
