// The regular-season weeks the provider counted in its records. The regular season is start_week up to
// the week before the playoffs, yet Sleeper has counted earlier weeks: a real season says start_week 4
// while its weeks 1-3 have games that every roster's record (13 games) includes. Head to head, the
// record book and the recaps count the weeks the records count, so a manager's games add up to the
// record their career shows.
import type { SleeperLeague, SleeperRoster } from '../sleeper/schemas';
import { isMedianSeason } from './format';
import { matchupPoints } from './matchups';
import { weekPairs } from './playoff-odds-input';
import type { WeekMatchups } from './season-games';
import { DEFAULT_PLAYOFF_WEEK_START } from './standings';

const playoffWeekStart = (league: Pick<SleeperLeague, 'settings'>) =>
  league.settings.playoff_week_start || DEFAULT_PLAYOFF_WEEK_START;

/** Every week before the playoffs, from week 1: the weeks the records may count. */
export function weeksBeforePlayoffs(league: Pick<SleeperLeague, 'settings'>): number[] {
  return Array.from({ length: playoffWeekStart(league) - 1 }, (_, i) => i + 1);
}

/** Results a set of weeks gives the records: one per team in a game, two with the median game. */
function resultsOf(league: Pick<SleeperLeague, 'settings'>, weeks: readonly WeekMatchups[]): number {
  const perTeam = isMedianSeason(league) ? 2 : 1;
  return weeks.reduce((sum, week) => sum + weekPairs(week).games.length * 2 * perTeam, 0);
}

/**
 * The first week the records count: start_week, or the first played week before it when the rosters'
 * records hold those earlier games: counting them comes nearer the records' total than leaving them
 * out (start_week when either is as near). `weeks`: the season's weeks from week 1 (more or fewer is
 * fine: only those played count).
 */
export function firstCountedWeek(
  league: Pick<SleeperLeague, 'settings'>,
  rosters: readonly SleeperRoster[],
  weeks: readonly WeekMatchups[],
): number {
  const start = league.settings.start_week ?? 1;
  const played = weeks.filter(
    (w) => w.week < playoffWeekStart(league) && w.matchups.some((row) => matchupPoints(row) > 0),
  );
  const before = played.filter((w) => w.week < start);
  if (before.length === 0) return start;
  const inRecords = rosters.reduce(
    (sum, r) => sum + r.settings.wins + r.settings.losses + r.settings.ties,
    0,
  );
  const fromStart = resultsOf(
    league,
    played.filter((w) => w.week >= start),
  );
  return inRecords > fromStart + resultsOf(league, before) / 2
    ? Math.min(...before.map((w) => w.week))
    : start;
}

/** The regular-season weeks of `weeks` the records count, oldest first. */
export function countedWeeks(
  league: Pick<SleeperLeague, 'settings'>,
  rosters: readonly SleeperRoster[],
  weeks: readonly WeekMatchups[],
): WeekMatchups[] {
  const first = firstCountedWeek(league, rosters, weeks);
  return weeks
    .filter((w) => w.week >= first && w.week < playoffWeekStart(league))
    .sort((a, b) => a.week - b.week);
}

/**
 * The league as its records count it: start_week moved back to the first week counted (the same
 * object when nothing moves), so every computation that reads the regular season from start_week
 * (games, recaps, standings as of a week, odds) counts the weeks the records count.
 */
export function leagueAsCounted(
  league: SleeperLeague,
  rosters: readonly SleeperRoster[],
  weeks: readonly WeekMatchups[],
): SleeperLeague {
  const first = firstCountedWeek(league, rosters, weeks);
  if (first === (league.settings.start_week ?? 1)) return league;
  return { ...league, settings: { ...league.settings, start_week: first } };
}
