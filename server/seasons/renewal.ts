// Finding the league's next season (decision 0008). Sleeper gives a renewed league a new league_id
// whose previous_league_id is the old one, but nothing points forward: the new league is found among
// the leagues of the old league's members for the next season.
import type { SleeperGateway } from '../sleeper/gateway';
import type { SleeperLeague } from '../sleeper/schemas';
import { nextSeason } from './resolve';

/** How many seasons one check may move forward (a LEAGUE_ID a few years old catches up at once). */
export const MAX_SEASONS_PER_CHECK = 10;

/**
 * The league of the next season renewed from `league`, or null when there is none yet. The members
 * are asked one at a time, the commissioner first (who renews the league and is always in the new
 * one), and the search stops at the first member who plays in it.
 */
export async function findRenewal(
  sleeper: SleeperGateway,
  league: SleeperLeague,
  beforeEachMember?: (userId: string, season: string) => void,
): Promise<SleeperLeague | null> {
  const season = nextSeason(league.season);
  const users = await sleeper.users(league.league_id);
  const members = [...users].sort((a, b) => Number(b.is_owner === true) - Number(a.is_owner === true));
  for (const member of members) {
    beforeEachMember?.(member.user_id, season);
    const leagues = await sleeper.userLeagues(member.user_id, season);
    const renewed = leagues.find((candidate) => candidate.previous_league_id === league.league_id);
    if (renewed) return renewed;
  }
  return null;
}

/** Every renewal after `league`, oldest first ([] when the league is still the newest). */
export async function findRenewals(
  sleeper: SleeperGateway,
  league: SleeperLeague,
  beforeEachMember?: (userId: string, season: string) => void,
): Promise<SleeperLeague[]> {
  const found: SleeperLeague[] = [];
  let current = league;
  while (found.length < MAX_SEASONS_PER_CHECK) {
    const next = await findRenewal(sleeper, current, beforeEachMember);
    if (!next || found.some((l) => l.league_id === next.league_id)) break;
    found.push(next);
    current = next;
  }
  return found;
}
