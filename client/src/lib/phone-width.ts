/**
 * Whether the window is at a phone's width, where the phone header and its menu show (below
 * Tailwind's md breakpoint, 768 px): what a phone needs at hand is fetched there once a page is live.
 */
export const isPhoneWidth = (): boolean => window.matchMedia('(max-width: 767.98px)').matches;
