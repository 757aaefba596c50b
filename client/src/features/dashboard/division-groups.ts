// The standings of a league with divisions, one group per division (decision 0028): the divisions by number,
// each one's teams in standings order.
import type { Standing } from '@common/league';

export interface DivisionGroup {
  number: number;
  name: string;
  teams: Standing[];
}

/**
 * The standings grouped by division; null for a league without divisions, or should a team be in
 * none (one list, as before, so no team is left out).
 */
export function divisionGroups(standings: readonly Standing[]): DivisionGroup[] | null {
  const groups = new Map<number, DivisionGroup>();
  for (const team of standings) {
    if (!team.division) return null;
    const { number, name } = team.division;
    const group = groups.get(number) ?? { number, name, teams: [] };
    group.teams.push(team);
    groups.set(number, group);
  }
  return groups.size === 0 ? null : [...groups.values()].sort((a, b) => a.number - b.number);
}
