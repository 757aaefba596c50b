// The taxi squad and injured reserve: players a roster holds but cannot start, so they are neither
// bench nor rivals of the starters. Sleeper lists them on the roster (`taxi`, `reserve`) as they are
// now, not week by week: a past week is read with the roster's current lists, the only ones the
// provider keeps.
import type { SleeperRoster } from '../sleeper/schemas';

export interface SetAside {
  taxi: ReadonlySet<string>;
  reserve: ReadonlySet<string>;
}

/** A roster's taxi squad and injured reserve (none for a roster the league does not know). */
export function setAsideOf(roster: Pick<SleeperRoster, 'taxi' | 'reserve'> | undefined): SetAside {
  return { taxi: new Set(roster?.taxi ?? []), reserve: new Set(roster?.reserve ?? []) };
}

/** Whether a player is on the taxi squad or injured reserve. */
export const isSetAside = (aside: SetAside, playerId: string): boolean =>
  aside.taxi.has(playerId) || aside.reserve.has(playerId);

/**
 * Players who are not starting, kept in their order, parted into the bench and the two set-aside lists
 * (a player on both lists is on injured reserve).
 */
export function partSetAside(
  sitting: readonly string[],
  aside: SetAside,
): { bench: string[]; taxi: string[]; reserve: string[] } {
  return {
    bench: sitting.filter((id) => !isSetAside(aside, id)),
    taxi: sitting.filter((id) => aside.taxi.has(id) && !aside.reserve.has(id)),
    reserve: sitting.filter((id) => aside.reserve.has(id)),
  };
}
