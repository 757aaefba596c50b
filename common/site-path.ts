// Whether a link written in a commissioner's text goes to a page of this site: a path from its root
// ("/keepers"), not another site's address without its scheme ("//example.com"). The renderer leaves
// such links as they are (common/markdown-html.ts) and the page moves to them within the app
// (client/src/components/markdown/MarkdownHtml.tsx).
export const isSitePath = (href: string): boolean => href.startsWith('/') && !href.startsWith('//');
