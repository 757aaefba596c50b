// The HTML members read of a commissioner's Markdown (an announcement, the rulebook): rendered and
// sanitised here, once per text and heading level, so a page carries the finished markup and no
// Markdown renderer (decision 0042). The renderer is common/markdown-html.ts, the one the
// commissioners' preview runs too.
import { markdownToHtml, type MarkdownTopLevel } from '../../common/markdown-html';
import { byText } from './by-text';

const RENDERED: Record<MarkdownTopLevel, (markdown: string) => string> = {
  2: byText((markdown) => markdownToHtml(markdown, 2)),
  3: byText((markdown) => markdownToHtml(markdown, 3)),
};

/** The text as sanitised HTML, its `#` headings at `topLevel` (2 under a page's h1, 3 in a card). */
export function markdownHtml(markdown: string, topLevel: MarkdownTopLevel): string {
  return RENDERED[topLevel](markdown);
}
