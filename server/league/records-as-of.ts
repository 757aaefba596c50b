// The standings as they stood after any week of a season (a recap's standings and odds movement),
// and as they stand now (docs/decisions/0037). The provider's rosters carry only its latest totals,
// which count the weeks it has settled. Earlier records are recomputed from the regular-season weeks
// the way the provider counts them (fixtures' manifest note rosterTotals): points for = every row's
// score (a bye row too), points against and wins/losses/ties from the games (rows sharing a
// matchup_id), and in a median season one more result per week against the week's median. A later
// record (a week whose games are final but that the provider has not settled yet) is the provider's
// totals plus that week, counted the same way: the weeks the provider has counted are never counted
// twice, nor differently.
import type { SleeperLeague, SleeperRoster } from '../sleeper/schemas';
import { headToHeadRecords } from './head-to-head';
import { matchupPoints } from './matchups';
import { medianOutcome, weekMedian } from './median';
import { round2, pointsAgainst, pointsFor } from './points';
import { weeksInRecords } from './playoff-odds-input';
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

/** The last regular-season week the provider's totals count (start_week - 1 before any). */
export function lastCountedWeek(league: SleeperLeague, rosters: readonly SleeperRoster[]): number {
  return (league.settings.start_week ?? 1) + weeksInRecords(league, rosters) - 1;
}

/** The regular-season weeks of `weeks` from `fromWeek` to `throughWeek`. */
function regularWeeks(
  league: SleeperLeague,
  weeks: readonly WeekMatchups[],
  fromWeek: number,
  throughWeek: number,
): WeekMatchups[] {
  const start = league.settings.start_week ?? 1;
  const playoffStart = league.settings.playoff_week_start || DEFAULT_PLAYOFF_WEEK_START;
  return weeks.filter(
    (w) => w.week >= Math.max(start, fromWeek) && w.week < playoffStart && w.week <= throughWeek,
  );
}

/** What `weeks` add to each roster's record and points (weeks nobody scored in add nothing). */
function weeksTotals(
  league: SleeperLeague,
  rosters: readonly SleeperRoster[],
  teams: ReadonlyMap<number, TeamIdentity>,
  weeks: readonly WeekMatchups[],
): Map<number, Totals> {
  const games = playedGames(weeks, teams, rosters);
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
  for (const { week, matchups } of weeks) {
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
  return totals;
}

/** The rosters with these totals in place of the provider's; every other field is the roster's. */
function withTotals(rosters: readonly SleeperRoster[], totals: ReadonlyMap<number, Totals>): SleeperRoster[] {
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

/**
 * The rosters with their regular-season record and points after `throughWeek` recomputed from the
 * weeks alone (0 or less: before the first week), as the provider showed them then.
 */
export function recomputedRosters(
  league: SleeperLeague,
  rosters: readonly SleeperRoster[],
  teams: ReadonlyMap<number, TeamIdentity>,
  weeks: readonly WeekMatchups[],
  throughWeek: number,
): SleeperRoster[] {
  return withTotals(
    rosters,
    weeksTotals(league, rosters, teams, regularWeeks(league, weeks, 0, throughWeek)),
  );
}

/**
 * The rosters with their regular-season record and points after `throughWeek`; every other field is
 * today's. Up to the weeks the provider has counted, recomputed from the weeks; from there on, the
 * provider's own totals plus the later weeks of `weeks` (the week final but not yet settled). Playoff
 * weeks add nothing (the provider's totals are the regular season's).
 */
export function rostersAfterWeek(
  league: SleeperLeague,
  rosters: readonly SleeperRoster[],
  teams: ReadonlyMap<number, TeamIdentity>,
  weeks: readonly WeekMatchups[],
  throughWeek: number,
): SleeperRoster[] {
  const counted = lastCountedWeek(league, rosters);
  if (throughWeek < counted) return recomputedRosters(league, rosters, teams, weeks, throughWeek);
  const added = weeksTotals(league, rosters, teams, regularWeeks(league, weeks, counted + 1, throughWeek));
  const totals = new Map(
    rosters.map((roster) => {
      const week = added.get(roster.roster_id)!;
      const { wins, losses, ties } = roster.settings;
      return [
        roster.roster_id,
        {
          wins: wins + week.wins,
          losses: losses + week.losses,
          ties: ties + week.ties,
          pointsFor: pointsFor(roster) + week.pointsFor,
          pointsAgainst: pointsAgainst(roster) + week.pointsAgainst,
        },
      ];
    }),
  );
  return withTotals(rosters, totals);
}
