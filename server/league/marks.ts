// A league mark ("most wins in a season", "most trades") and whoever shares it: a tie is shown as a
// tie ("Most championships: EndZoneEllie (1)" hid two other one-title managers).
import type { SeasonMark } from '../../common/history';
import { round2 } from './points';

/**
 * The first of `marks` (in the order given: the earliest season first) with the highest value, with
 * every other mark of that value as its ties; null when there is none.
 */
export function topMark(marks: readonly SeasonMark[]): SeasonMark | null {
  if (marks.length === 0) return null;
  const top = Math.max(...marks.map((mark) => round2(mark.value)));
  const [first, ...tied] = marks.filter((mark) => round2(mark.value) === top);
  if (!first || tied.length === 0) return first ?? null;
  return {
    ...first,
    tiedWith: tied.map(({ season, ownerId, teamName, ownerName }) => ({
      season,
      ownerId,
      teamName,
      ownerName,
    })),
  };
}
