import { useEffect } from 'react';
import { useMatches } from '@/router';
import { useAppName } from '@/lib/league';

/** What a route may declare in its `handle`: the page name for the browser tab. */
export interface RouteHandle {
  title?: string;
}

/**
 * Names the browser tab after the page ("History · Huddle"), so tabs, history entries and screen
 * readers announce where a navigation landed (WCAG 2.4.2). The deepest route with a title wins.
 */
export function DocumentTitle() {
  const appName = useAppName();
  const matches = useMatches();
  const title = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter((t): t is string => Boolean(t))
    .at(-1);
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : `${appName} FFB Dashboard`;
  }, [title, appName]);
  return null;
}
