import { useEffect, useState } from 'react';

/** Tailwind's `lg` breakpoint, from which the pages' cards stand side by side on the first screen. */
const SIDE_BY_SIDE = '(min-width: 1024px)';

/**
 * False until the page's first screen has been painted, on a screen narrow enough for one column of
 * cards (a phone's): what a page shows below its first screen is then rendered a frame later, so the
 * phone paints its first screen without waiting for the render, style and layout of what it cannot
 * show yet (issue 16: at a phone's CPU they were most of the dashboard's first render, and a chart's
 * width measurement ran a whole layout inside it). Wide screens render everything at once.
 */
export function useFirstScreenPainted(): boolean {
  const [painted, setPainted] = useState(
    () => typeof window.matchMedia !== 'function' || window.matchMedia(SIDE_BY_SIDE).matches,
  );
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // An animation frame's callbacks run before its paint; a task queued from one runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
