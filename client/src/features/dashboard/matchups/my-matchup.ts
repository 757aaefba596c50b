// The signed-in member's own game: the one a member looks for first on a Sunday.
import type { MatchupPair, MatchupTeam } from '@common/league';

/** Whether `me` (a Sleeper user id) manages one of the pair's teams. */
export function isMine(pair: MatchupPair, me: string | null): boolean {
  return me !== null && (pair.home.ownerId === me || pair.away.ownerId === me);
}

/** The pairs with the member's own game first, the others in the week's order. */
export function myGameFirst(pairs: readonly MatchupPair[], me: string | null): MatchupPair[] {
  const mine = pairs.filter((pair) => isMine(pair, me));
  return [...mine, ...pairs.filter((pair) => !isMine(pair, me))];
}

/** A pair's two teams with the member's own first (the home team first when neither is theirs). */
export function mySideFirst(pair: MatchupPair, me: string | null): [MatchupTeam, MatchupTeam] {
  return me !== null && pair.away.ownerId === me ? [pair.away, pair.home] : [pair.home, pair.away];
}
