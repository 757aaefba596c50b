// A demo-league season as the playoff simulation reads it (fixtures only, no app): for the unit tests
// of the odds over the demo league and for the simulation benchmark (bench/almanac.ts).
import { finalWeek } from '../league/season-week';
import type { PrizeTable } from '../league/playoff-odds';
import { projectedRosterTotals, weeksInRecords, type SeasonOddsData } from '../league/playoff-odds-input';
import { projectedPointsById, projectionKey } from '../league/projections';
import { buildTeams } from '../league/teams';
import { demoManifest, readDemoFixture } from '../sleeper/demo-fixtures';
import type {
  SleeperBracketMatch,
  SleeperLeague,
  SleeperLeagueUser,
  SleeperMatchup,
  SleeperProjection,
  SleeperRoster,
} from '../sleeper/schemas';

/**
 * The default table of a season without doubling (docs/product.md §9): 120/60/30, 20 highest,
 * 10 unlucky, 20 blowout.
 */
export const DEMO_PRIZES: PrizeTable = {
  first: 120,
  second: 60,
  third: 30,
  highestPoints: 20,
  unlucky: 10,
  blowout: 20,
};

export function demoSeasonOddsData(season: string, options: { projections: boolean }): SeasonOddsData {
  const id = demoManifest().seasons.find((s) => s.season === season)!.leagueId;
  const league = readDemoFixture<SleeperLeague>(`league/${id}`);
  const rosters = readDemoFixture<SleeperRoster[]>(`league/${id}/rosters`);
  const users = readDemoFixture<SleeperLeagueUser[]>(`league/${id}/users`);
  const weeks = Array.from({ length: finalWeek(league) }, (_, i) => ({
    week: i + 1,
    matchups: readDemoFixture<SleeperMatchup[]>(`league/${id}/matchups/${i + 1}`),
  }));
  const projectedTotals = new Map<number, Map<number, number>>();
  if (options.projections) {
    const directory = readDemoFixture<Record<string, { position: string }>>('players/nfl');
    for (let week = weeksInRecords(league, rosters) + 1; week <= finalWeek(league); week += 1) {
      const projections = readDemoFixture<SleeperProjection[]>(`projections/nfl/${season}/${week}`);
      const projected = projectedPointsById(projections, projectionKey(league));
      projectedTotals.set(
        week,
        projectedRosterTotals(league, rosters, (id) => directory[id]?.position, projected),
      );
    }
  }
  return {
    league,
    rosters,
    teams: buildTeams(rosters, users),
    weeks,
    winnersBracket: readDemoFixture<SleeperBracketMatch[]>(`league/${id}/winners_bracket`),
    prizes: DEMO_PRIZES,
    projectedTotals,
  };
}
