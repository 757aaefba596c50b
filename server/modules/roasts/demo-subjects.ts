// Every roastable subject of a league's history, as the client would ask for it: used by the tests
// (every template on every demo subject), by `npm run roast:samples` and `npm run roast:freshness`.
import type { MatchupRoastBody, RosterRoastBody } from '../../../common/roasts';
import type { AppContext } from '../../context';
import { pairMatchups } from '../../league/matchups';
import { finalWeek } from '../../league/season-week';
import { loadLeagueSnapshot } from '../league/snapshot';
import { computeRecap, listRecaps } from '../recaps/service';
import type { SleeperLeague } from '../../sleeper/schemas';
import type { SeasonSubjectsToRead } from '../../roast/season-reading';
import { matchupSheetFor } from './subjects';

export interface SeasonSubjects {
  league: SleeperLeague;
  matchups: MatchupRoastBody[];
  rosterPairs: RosterRoastBody[];
  transactionIds: string[];
}

export async function seasonSubjects(ctx: AppContext, league: SleeperLeague): Promise<SeasonSubjects> {
  const snapshot = await loadLeagueSnapshot(ctx, league.league_id);
  const weeks = Array.from({ length: finalWeek(league) }, (_, i) => i + 1);
  const matchups: MatchupRoastBody[] = [];
  const rosterPairs: RosterRoastBody[] = [];
  const transactionIds: string[] = [];
  for (const week of weeks) {
    const [rows, transactions] = await Promise.all([
      ctx.sleeper.matchups(league.league_id, week),
      ctx.sleeper.transactions(league.league_id, week),
    ]);
    pairMatchups(rows, snapshot.teams, snapshot.rosters).pairs.forEach((pair, index) => {
      const line = (t: typeof pair.home) => ({ teamName: t.name, ownerName: t.username, points: t.points });
      matchups.push({
        matchupId: index + 1,
        week,
        season: league.season,
        team1: line(pair.home),
        team2: line(pair.away),
      });
      const side = (t: typeof pair.home) => ({
        teamName: t.name,
        username: t.username,
        roster: t.rosterId,
        points: t.points,
      });
      rosterPairs.push({ week, team1: side(pair.home), team2: side(pair.away) });
    });
    transactionIds.push(...transactions.map((t) => t.transaction_id));
  }
  return { league, matchups, rosterPairs, transactionIds };
}

/** The subjects of every season of the configured league's history, oldest first. */
export async function historySubjects(ctx: AppContext): Promise<SeasonSubjects[]> {
  const chain = await ctx.sleeper.leagueChain(ctx.leagueId);
  const result: SeasonSubjects[] = [];
  for (const league of [...chain].reverse()) result.push(await seasonSubjects(ctx, league));
  return result;
}

/**
 * What the league reads of each season: every week's recap and a roast of every game played, oldest
 * season first (server/roast/season-reading.ts reads them in order).
 */
export async function seasonsToRead(ctx: AppContext): Promise<SeasonSubjectsToRead[]> {
  const recaps = (await listRecaps(ctx)).recaps;
  const seasons: SeasonSubjectsToRead[] = [];
  for (const { league, matchups } of await historySubjects(ctx)) {
    const weeks = recaps.filter((r) => r.season === league.season).map((r) => r.week);
    const recapSheets = [];
    for (const week of weeks.sort((a, b) => a - b))
      recapSheets.push((await computeRecap(ctx, league.season, week)).sheet);
    // A roast of every game of a week that has a recap: the weeks played.
    const played = matchups.filter((body) => weeks.includes(body.week));
    seasons.push({
      season: league.season,
      recaps: recapSheets,
      roasts: await Promise.all(played.map((body) => matchupSheetFor(ctx, body))),
    });
  }
  return seasons;
}
