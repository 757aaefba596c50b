// Playoff seeds (docs/decisions/0028): in a league with divisions, each division's leader (its best
// team in standings order) is seeded first, the leaders by record, then every other team by record;
// without divisions the seeds are the standings. The standings' seeds, the bracket's, the playoff
// status and the playoff simulation all seed through this file.

/** A team's division for seeding; null in a league without divisions. */
type DivisionOf<T> = (team: T) => number | null;

/** The first team of each division in `ordered` (teams in standings order). */
export function divisionLeaders<T>(ordered: readonly T[], divisionOf: DivisionOf<T>): Set<T> {
  const seen = new Set<number>();
  const leaders = new Set<T>();
  for (const team of ordered) {
    const division = divisionOf(team);
    if (division === null || seen.has(division)) continue;
    seen.add(division);
    leaders.add(team);
  }
  return leaders;
}

/**
 * Teams in standings order to seed order: division leaders first, each part in standings order.
 * Without divisions, `ordered` itself (the simulation asks this every run).
 */
export function seedOrder<T>(ordered: readonly T[], divisionOf: DivisionOf<T>): readonly T[] {
  const leaders = divisionLeaders(ordered, divisionOf);
  if (leaders.size === 0) return ordered;
  return [...ordered.filter((team) => leaders.has(team)), ...ordered.filter((team) => !leaders.has(team))];
}

interface InDivision {
  division: number | null;
}

const divisionsAmong = (teams: readonly InDivision[]) => new Set(teams.map((team) => team.division)).size;

/**
 * The most teams that can still end up seeded above `team`, given which others can still reach (or
 * tie) its score. Sure to lead its division, only the other leaders that reach it can; else those
 * that reach it, and the leader of every other division, which could finish below it.
 */
export function mostSeededAbove<T extends InDivision>(
  team: T,
  others: readonly T[],
  canCatch: (other: T) => boolean,
): number {
  const catching = others.filter(canCatch);
  if (team.division === null) return catching.length;
  if (!catching.some((other) => other.division === team.division)) return divisionsAmong(catching);
  return catching.length + divisionsAmong(others.filter((other) => other.division !== team.division));
}

/**
 * The fewest teams sure to end up seeded above `team`, given which others are already beyond its best
 * score. While it can still lead its division, the leaders of the divisions with such a team; once it
 * cannot, those teams and every division's leader.
 */
export function fewestSeededAbove<T extends InDivision>(
  team: T,
  others: readonly T[],
  beyond: (other: T) => boolean,
): number {
  const out = others.filter(beyond);
  if (team.division === null) return out.length;
  if (!out.some((other) => other.division === team.division)) return divisionsAmong(out);
  return Math.max(out.length, divisionsAmong(others));
}
