import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a navigation to another page, focus moves to its heading, so a screen reader announces the
 * new page and the next Tab starts from it (the first page load leaves focus to the browser). A
 * change of the query string alone (a filter, the week shown) leaves focus on the control used,
 * and an address with a `#hash` leaves it to its target.
 */
export function useFocusOnNavigation(): void {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) return;
    const heading =
      document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [pathname, hash]);
}
