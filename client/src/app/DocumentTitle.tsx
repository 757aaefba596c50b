import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { useAppName } from '@/lib/league';
import type { RouteHandle } from './routes';

/** "History · Huddle": the deepest matched route with a title names the page; else the product. */
export function documentTitle(
  matches: readonly { route?: unknown; handle?: unknown }[],
  appName: string,
): string {
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter((t): t is string => Boolean(t))
    .at(-1);
  return title ? `${title} · ${appName}` : `${appName} FFB Dashboard`;
}

/**
 * Names the browser tab after the page, so tabs, history entries and screen readers announce where
 * a navigation landed (WCAG 2.4.2). The server writes the first page's title into its HTML.
 */
export function DocumentTitle() {
  const title = documentTitle(useMatches(), useAppName());
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
