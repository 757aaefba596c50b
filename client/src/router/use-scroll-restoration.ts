import { useLayoutEffect, useRef } from 'react';
import type { RouterState } from './create-router';

/**
 * Where the window scrolls once a navigation is shown: back and forward return to where the page was
 * left, a new page starts at its top (or at the element its `#hash` names, as does an entry the
 * browser added for an in-page `#hash` link), and a change of the query string alone (a filter,
 * the week shown) stays where the reader is. The first load is left to the browser (a reload
 * restores natively; a `#hash` page scrolls to its target itself once its data is there).
 */
export function useScrollRestoration(state: RouterState | null): void {
  const shownPath = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (!state) return;
    const { location, navigationType, savedScrollY } = state;
    const previousPath = shownPath.current;
    shownPath.current = location.pathname;
    if (navigationType === 'initial') return;
    if (navigationType === 'pop' && savedScrollY !== null) {
      window.scrollTo(0, savedScrollY);
      return;
    }
    // A new entry: a link's, or one the browser made for an in-page `#hash` link (the skip link).
    if (navigationType !== 'pop' && location.pathname === previousPath) return;
    const target = location.hash ? document.getElementById(location.hash.slice(1)) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [state]);
}
