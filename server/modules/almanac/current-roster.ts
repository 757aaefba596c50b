// The manager page's current roster: read afresh for every answer, like its roasts, since a roster
// changes any day while the rest of the page changes with the weeks (./service.ts memoizes that part).
import type { CurrentRoster } from '../../../common/almanac';
import type { AppContext } from '../../context';
import { currentRoster, rosterOfOwner, rosterPlayerIds } from '../../league/current-roster';
import { rosterPlayerOf } from '../../league/roster-player';
import { loadLeagueSnapshot } from '../league/snapshot';

/** The person's team in the current season, grouped; null when they have none this season. */
export async function currentRosterOf(ctx: AppContext, ownerId: string): Promise<CurrentRoster | null> {
  const { league, rosters, teams } = await loadLeagueSnapshot(ctx);
  const roster = rosterOfOwner(rosters, ownerId);
  const infos = await ctx.sleeper.players(rosterPlayerIds(roster));
  return currentRoster(league, roster, teams, (id) => rosterPlayerOf(id, infos.get(id)));
}
