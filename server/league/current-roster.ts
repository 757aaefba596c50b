// A manager's team as it is now (the manager page's "Current roster"): the lineup the provider holds in
// the league's slot order, the bench, then the taxi squad and injured reserve (./set-aside.ts), which
// are never starters or bench. Read from the roster itself, not a week's matchup: between games, and
// all offseason, the roster is what a member wants to see.
import type { CurrentRoster, CurrentRosterPlayer } from '../../common/almanac';
import type { SleeperLeague, SleeperRoster } from '../sleeper/schemas';
import { EMPTY_SLOT, positionRank, providerLineup, startingSlots } from './lineup';
import { isSetAside, partSetAside, setAsideOf } from './set-aside';
import { rosterIdOfUser, type TeamIdentity } from './teams';

export type RosterGroups = Pick<CurrentRoster, 'starters' | 'bench' | 'taxi' | 'reserve'>;

/** Position order (docs/product.md §2), then by name: a stable order for lists nobody ranked. */
const byPositionThenName = (a: CurrentRosterPlayer, b: CurrentRosterPlayer) =>
  positionRank(a.position) - positionRank(b.position) ||
  a.lastName.localeCompare(b.lastName) ||
  a.firstName.localeCompare(b.firstName);

/**
 * Groups a roster's players. The set-aside lists win over a stale lineup: a player the provider still
 * lists as starting after he went to the taxi squad or injured reserve leaves his slot empty.
 */
export function groupRoster(
  slots: readonly string[],
  roster: Pick<SleeperRoster, 'players' | 'starters' | 'taxi' | 'reserve'>,
  playerOf: (playerId: string) => CurrentRosterPlayer,
): RosterGroups {
  const aside = setAsideOf(roster);
  const starting = new Set<string>();
  const starters = (providerLineup(slots, roster.starters) ?? []).map(({ slot, playerId }) => {
    if (playerId === null || isSetAside(aside, playerId)) return { slot, player: null };
    starting.add(playerId);
    return { slot, player: playerOf(playerId) };
  });
  const sitting = [...new Set(roster.players ?? [])]
    .filter((id) => !starting.has(id))
    .map(playerOf)
    .sort(byPositionThenName);
  const byId = new Map(sitting.map((player) => [player.playerId, player]));
  const parted = partSetAside(
    sitting.map((player) => player.playerId),
    aside,
  );
  const players = (ids: readonly string[]) => ids.map((id) => byId.get(id)!);
  return {
    starters,
    bench: players(parted.bench),
    taxi: players(parted.taxi),
    reserve: players(parted.reserve),
  };
}

/** The team a person owns or co-owns this season; undefined when they have none (a past member). */
export function rosterOfOwner(rosters: readonly SleeperRoster[], ownerId: string): SleeperRoster | undefined {
  const rosterId = rosterIdOfUser(rosters, ownerId);
  return rosters.find((r) => r.roster_id === rosterId);
}

/** Every player a roster names: its players and its lineup's (the directory's names are read for them). */
export const rosterPlayerIds = (roster: SleeperRoster | undefined): string[] => [
  ...new Set([...(roster?.players ?? []), ...(roster?.starters ?? [])].filter((id) => id !== EMPTY_SLOT)),
];

/** A person's current roster, grouped; null without a team this season. */
export function currentRoster(
  league: Pick<SleeperLeague, 'season' | 'roster_positions'>,
  roster: SleeperRoster | undefined,
  teams: ReadonlyMap<number, TeamIdentity>,
  playerOf: (playerId: string) => CurrentRosterPlayer,
): CurrentRoster | null {
  if (!roster) return null;
  return {
    season: league.season,
    rosterId: roster.roster_id,
    // Every roster of the league has an identity (buildTeams).
    teamName: teams.get(roster.roster_id)!.teamName,
    ...groupRoster(startingSlots(league.roster_positions), roster, playerOf),
  };
}
