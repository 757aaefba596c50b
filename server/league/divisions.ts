// A league's divisions: with settings.divisions above 1, Sleeper puts each roster in
// settings.division (1, 2, ...) and names the divisions in the league's metadata (division_1, ...).
import type { SleeperLeague, SleeperRoster } from '../sleeper/schemas';
import { leagueFormat } from './format';

export interface Division {
  number: number;
  name: string;
}

/** A division's name: the league's own (metadata division_n), else "Division n". */
function divisionName(league: Pick<SleeperLeague, 'metadata'>, division: number): string {
  const name = league.metadata?.[`division_${division}`];
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : `Division ${division}`;
}

/**
 * Each roster's division by roster id; empty when the league has no divisions (one division is the
 * whole league, so it counts as none) or a roster was left out of them.
 */
export function rosterDivisions(
  league: Pick<SleeperLeague, 'settings' | 'metadata'>,
  rosters: readonly SleeperRoster[],
): Map<number, Division> {
  const divisions = new Map<number, Division>();
  if (leagueFormat(league).divisions <= 1) return divisions;
  for (const roster of rosters) {
    const number = roster.settings.division;
    if (number != null && number > 0) {
      divisions.set(roster.roster_id, { number, name: divisionName(league, number) });
    }
  }
  return divisions;
}
