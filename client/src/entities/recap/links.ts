/**
 * The page of a week's recap. The same as common/recap.ts's `recapPath`, which is not imported here:
 * that module brings zod into the page's chunk.
 */
export const recapHref = (season: string, week: number) => `/recaps/${season}/${week}`;

/** The list of recaps, at one season's weeks. */
export const seasonRecapsHref = (season: string) => `/recaps#season-${season}`;
