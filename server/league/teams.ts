// Who a roster is: the one place that turns a Sleeper roster + league users into a team's name, owner
// and avatar. Every module that shows a team (dashboard, keepers, history, roasts, admin) uses this.
import type { SleeperLeagueUser, SleeperRoster } from '../sleeper/schemas';

export interface TeamIdentity {
  rosterId: number;
  /** The owner's Sleeper user id; null for an orphaned roster. */
  ownerId: string | null;
  /** The custom team name (users[].metadata.team_name), else the owner's display name. */
  teamName: string;
  /** The owner's display name ('Unknown Owner' for an orphaned roster). */
  ownerDisplayName: string;
  /** The owner's username; Sleeper's league users carry no username, so it falls back to display name. */
  username: string;
  /** A team avatar URL (metadata.avatar) or a Sleeper avatar id; null when none. */
  avatar: string | null;
}

const ORPHAN_OWNER = 'Unknown Owner';

/** The team name rule of the whole app: custom team name, else the owner's display name. */
export function teamNameOf(user: SleeperLeagueUser | undefined, rosterId: number): string {
  const custom = user?.metadata?.team_name?.trim();
  if (custom) return custom;
  return user?.display_name?.trim() || `Team ${rosterId}`;
}

/** The identity of one roster given the league users. */
export function teamOf(
  roster: SleeperRoster,
  usersById: ReadonlyMap<string, SleeperLeagueUser>,
): TeamIdentity {
  const user = roster.owner_id ? usersById.get(roster.owner_id) : undefined;
  const displayName = user?.display_name?.trim() || ORPHAN_OWNER;
  return {
    rosterId: roster.roster_id,
    ownerId: roster.owner_id ?? null,
    teamName: teamNameOf(user, roster.roster_id),
    ownerDisplayName: displayName,
    username: user?.username?.trim() || displayName,
    avatar: user?.metadata?.avatar?.trim() || user?.avatar || null,
  };
}

/** Every roster's identity keyed by roster id. */
export function buildTeams(
  rosters: readonly SleeperRoster[],
  users: readonly SleeperLeagueUser[],
): Map<number, TeamIdentity> {
  const usersById = new Map(users.map((u) => [u.user_id, u]));
  return new Map(rosters.map((r) => [r.roster_id, teamOf(r, usersById)]));
}

/** The roster a user owns (or co-owns) in a season; null when they have none. */
export function rosterIdOfUser(rosters: readonly SleeperRoster[], userId: string): number | null {
  const own =
    rosters.find((r) => r.owner_id === userId) ?? rosters.find((r) => r.co_owners?.includes(userId));
  return own ? own.roster_id : null;
}
