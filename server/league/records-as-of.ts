// The standings as they stood after any week of a season (issue 27: a recap's standings and odds
// movement). The provider's rosters carry only the latest totals; earlier ones are recomputed from the
// regular-season weeks the way the provider counts them (fixtures' manifest note rosterTotals): points
// for = every row's score (a bye row too), points against and wins/losses/ties from the games (rows
// sharing a matchup_id), and in a median season one more result per week against the week's median.
import type { SleeperLeague, SleeperRoster } from '../sleeper/schemas';
import { headToHeadRecords } from './head-to-head';
import { matchupPoints } from './matchups';
import { medianOutcome, weekMedian } from './median';
import { round2 } from './points';
import { playedGames, type WeekMatchups } from './season-games';
import { isMedianSeason } from './format';
import { DEFAULT_PLAYOFF_WEEK_START } from './standings';
import type { TeamIdentity } from './teams';

interface Totals {
  wins: number;
  losses: number;
  ties: number;
  pointsFor: number;
  pointsAgainst: number;
}

/** A total as the provider splits it: whole points and hundredths. */
function split(points: number): { whole: number; hundredths: number } {
  const value = round2(points);
  const whole = Math.floor(value);
  return { whole, hundredths: Math.round((value - whole) * 100) };
}

/**
 * The rosters with their regular-season record and points after `throughWeek` (0 or less: before the
 * first week), as the provider showed them then; every other field is today's. Playoff weeks add
 * nothing (the provider's totals are the regular season's).
 */
export function rostersAfterWeek(
  league: SleeperLeague,
  rosters: readonly SleeperRoster[],
  teams: ReadonlyMap<number, TeamIdentity>,
  weeks: readonly WeekMatchups[],
  throughWeek: number,
): SleeperRoster[] {
  const start = league.settings.start_week ?? 1;
  const playoffStart = league.settings.playoff_week_start || DEFAULT_PLAYOFF_WEEK_START;
  const counted = weeks.filter((w) => w.week >= start && w.week < playoffStart && w.week <= throughWeek);
  const games = playedGames(counted, teams, rosters);
  const records = headToHeadRecords(games);
  const totals = new Map<number, Totals>(
    rosters.map((r) => [
      r.roster_id,
      { ...(records.get(r.roster_id) ?? { wins: 0, losses: 0, ties: 0 }), pointsFor: 0, pointsAgainst: 0 },
    ]),
  );
  for (const { pairs } of games) {
    for (const { home, away } of pairs) {
      const [a, b] = [totals.get(home.rosterId), totals.get(away.rosterId)];
      if (a) a.pointsAgainst += away.points;
      if (b) b.pointsAgainst += home.points;
    }
  }
  const median = isMedianSeason(league);
  const played = new Set(games.map((g) => g.week));
  for (const { week, matchups } of counted) {
    if (!played.has(week)) continue;
    const middle = median ? weekMedian(matchups.map(matchupPoints)) : 0;
    for (const row of matchups) {
      const total = totals.get(row.roster_id);
      if (!total) continue;
      total.pointsFor += matchupPoints(row);
      if (!median) continue;
      const outcome = medianOutcome(matchupPoints(row), middle);
      if (outcome === 'W') total.wins += 1;
      else if (outcome === 'L') total.losses += 1;
      else total.ties += 1;
    }
  }
  return rosters.map((roster) => {
    const total = totals.get(roster.roster_id)!;
    const pointsFor = split(total.pointsFor);
    const pointsAgainst = split(total.pointsAgainst);
    return {
      ...roster,
      settings: {
        ...roster.settings,
        wins: total.wins,
        losses: total.losses,
        ties: total.ties,
        fpts: pointsFor.whole,
        fpts_decimal: pointsFor.hundredths,
        fpts_against: pointsAgainst.whole,
        fpts_against_decimal: pointsAgainst.hundredths,
      },
    };
  });
}
