// The weekly median of a median season (league_average_match = 1): every team also plays the week's median
// score, winning above it, losing below it, tying on it. The median of an even league is the mean of the two
// middle scores (docs/sleeper-api.md §14). One definition for the simulation and the recaps.

/** The median of scores already sorted ascending (the simulation sorts its own typed array). */
export function medianOfSorted(sorted: ArrayLike<number>): number {
  const n = sorted.length;
  return n % 2 === 0 ? (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2 : sorted[(n - 1) / 2]!;
}

/** The median of a week's team scores. */
export function weekMedian(scores: readonly number[]): number {
  return medianOfSorted([...scores].sort((a, b) => a - b));
}

/** A team's result against the week's median. */
export function medianOutcome(score: number, median: number): 'W' | 'L' | 'T' {
  return score > median ? 'W' : score < median ? 'L' : 'T';
}
