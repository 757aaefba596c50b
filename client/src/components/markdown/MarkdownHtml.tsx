// A commissioner's text as members read it: the HTML the server rendered and sanitised from its
// Markdown (server/markdown/html.ts, decision 0042), so a page carries no Markdown renderer. The
// same string renders on the server and hydrates in the browser. A link to one of the site's own
// pages moves within the app, as the app's own links do, instead of loading the whole page again.
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { isSitePath } from '@common/site-path';
import { cn } from '@/lib/cn';

/** A click the browser should handle itself: another tab or window, a download, a handled one. */
const leftToTheBrowser = (event: MouseEvent) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.ctrlKey ||
  event.shiftKey ||
  event.altKey;

export function MarkdownHtml({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  // One listener for the text's links (Enter on a focused link is a click too).
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (leftToTheBrowser(event) || !(event.target instanceof Element)) return;
    const href = event.target.closest('a')?.getAttribute('href');
    if (!href || !isSitePath(href)) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    <div
      className={cn('markdown', className)}
      onClick={onClick}
      // Sanitised on the server: raw HTML, scripts, handlers, images and other schemes are gone.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
