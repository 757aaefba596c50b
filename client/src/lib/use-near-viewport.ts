import { useEffect, useState, type RefObject } from 'react';

/** How far below (or above) the screen an element counts as near: about a phone screen's height. */
const NEAR_MARGIN = '800px 0px';

/**
 * Whether `ref`'s element has come near the viewport (and stays true from then on): what is further
 * down the page loads its code when the reader scrolls towards it, not with the page. Browsers
 * without IntersectionObserver (and test DOMs) count everything as near.
 */
export function useNearViewport(ref: RefObject<Element | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
