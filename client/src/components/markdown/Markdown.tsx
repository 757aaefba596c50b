// The one Markdown renderer of the app (announcements, the rulebook): react-markdown with GitHub's
// tables and strikethrough, heading anchors, and rehype-sanitize as the last step, so nothing a
// commissioner types becomes markup of its own. No raw HTML (dropped by the sanitiser, never shown or
// run), no images (a page of the league loads nothing from an address someone typed), links only to
// http(s), mailto and the site's own pages, and every id behind the sanitiser's prefix (a heading
// can never take the name of the page's own elements). Rendered on the server like every page, and
// loaded only with the pages that show Markdown (its packages are kept out of the chunk every page
// loads: vite.config.ts).
import type { Element as HastElement, Nodes as HastNode } from 'hast';
import type { ComponentProps, ElementType } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import { TableScroll } from '@/components/ui/table-scroll';
import { cn } from '@/lib/cn';

/** GitHub's sanitising, less images, checkboxes and the rarer link schemes. */
export const SANITIZE_SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  tagNames: (defaultSchema.tagNames ?? []).filter(
    (tag) => !['img', 'picture', 'source', 'input'].includes(tag),
  ),
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'] },
};

const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
type HeadingTag = (typeof HEADINGS)[number];

/** The heading components that put `#` at `topLevel` (a page's own h1 and its cards' titles stay above). */
function headings(topLevel: 2 | 3): Partial<Components> {
  return Object.fromEntries(
    HEADINGS.map((tag, depth) => {
      const Tag = HEADINGS[Math.min(depth + topLevel - 1, HEADINGS.length - 1)] as HeadingTag;
      const Heading = ({ node: _node, ...props }: ComponentProps<HeadingTag> & { node?: unknown }) => (
        <Tag {...props} />
      );
      return [tag, Heading];
    }),
  );
}

/**
 * A link to the site's own page moves within the app; any other opens as a link does. One the
 * sanitiser refused (javascript:, data:...) has no address left: its words stay, as plain text.
 */
function MarkdownLink({ node: _node, href = '', ...props }: ComponentProps<'a'> & { node?: unknown }) {
  if (href === '') return <span>{props.children}</span>;
  if (href.startsWith('/') && !href.startsWith('//')) return <Link to={href} {...props} />;
  return <a href={href} rel="nofollow noopener noreferrer" {...props} />;
}

/** The words of a table's header cells ("Place, Prize"): its name as a scrolling region. */
function headerWords(node: HastNode | undefined): string[] {
  if (!node || !('children' in node)) return [];
  if (node.type === 'element' && node.tagName === 'th') return [toText(node)];
  return node.children.flatMap((child) => headerWords(child as HastNode));
}
const toText = (node: HastNode): string =>
  node.type === 'text'
    ? node.value
    : 'children' in node
      ? node.children.map((c) => toText(c as HastNode)).join('')
      : '';

function MarkdownTable({ node, ...props }: ComponentProps<'table'> & { node?: HastElement }) {
  const columns = headerWords(node).filter((words) => words.trim() !== '');
  return (
    <TableScroll label={columns.length > 0 ? `Table: ${columns.join(', ')}` : 'Table'} className="my-3">
      <table {...props} />
    </TableScroll>
  );
}

const remarkPlugins = [remarkGfm];
// The anchors first, then the sanitiser, which puts its prefix before them (and removes the rest).
const rehypePlugins = [rehypeSlug, [rehypeSanitize, SANITIZE_SCHEMA]] as NonNullable<
  ComponentProps<typeof ReactMarkdown>['rehypePlugins']
>;

const COMPONENTS: Record<2 | 3, Partial<Components>> = {
  2: { ...headings(2), a: MarkdownLink, table: MarkdownTable },
  3: { ...headings(3), a: MarkdownLink, table: MarkdownTable },
};

export interface MarkdownProps {
  children: string;
  /** The level a `#` heading takes on the page: 2 under the page's h1, 3 inside a titled card. */
  topLevel?: 2 | 3;
  className?: string;
  /** The element around the text. */
  as?: ElementType;
}

export default function Markdown({ children, topLevel = 2, className, as: Wrapper = 'div' }: MarkdownProps) {
  return (
    <Wrapper className={cn('markdown', className)}>
      <ReactMarkdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={rehypePlugins}
        components={COMPONENTS[topLevel]}
      >
        {children}
      </ReactMarkdown>
    </Wrapper>
  );
}
