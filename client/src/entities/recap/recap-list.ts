import type { RecapListResponse } from '@common/recap';

type RecapEntry = RecapListResponse['recaps'][number];

/** The list's weeks by season, in the list's order (newest first). */
export function recapsBySeason(recaps: readonly RecapEntry[]): { season: string; weeks: RecapEntry[] }[] {
  const seasons: { season: string; weeks: RecapEntry[] }[] = [];
  for (const recap of recaps) {
    const last = seasons.at(-1);
    if (last?.season === recap.season) last.weeks.push(recap);
    else seasons.push({ season: recap.season, weeks: [recap] });
  }
  return seasons;
}

/** The recap of a week, if it has one. */
export function findRecap(
  recaps: readonly RecapEntry[] | undefined,
  season: string,
  week: number,
): RecapEntry | undefined {
  return recaps?.find((recap) => recap.season === season && recap.week === week);
}
