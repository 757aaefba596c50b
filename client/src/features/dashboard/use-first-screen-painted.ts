import { useEffect, useState } from 'react';

/** Tailwind's `lg` breakpoint, where the dashboard's cards stand side by side on the first screen. */
const SIDE_BY_SIDE = '(min-width: 1024px)';

/**
 * False until the page's first screen has been painted, on a screen narrow enough for the
 * dashboard's one column (a phone's): the cards below the standings are then rendered a frame later,
 * so the phone paints its first screen without waiting for the render, style and layout of the cards
 * it cannot show yet (issue 16: at a phone's CPU they were most of the first render). Wide screens
 * show every card at once, and render them all at once.
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
