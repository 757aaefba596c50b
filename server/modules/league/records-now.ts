// The records as of now (docs/decisions/0037): the provider's totals, plus every regular-season week
// whose games are all final but which the provider has not settled yet (Sleeper counts a week in its
// rosters' totals some hours after Monday night's game). Such a week is counted from its final
// matchups at once and marked provisional until the provider's own totals include it. Every page
// reads the records through the league snapshot (./snapshot.ts), so the cards, the standings, the
// odds, the bracket, the power rankings, the roasts and the recaps count the same weeks.
import type { AppContext } from '../../context';
import { InputMemo } from '../../memo';
import { matchupPoints } from '../../league/matchups';
import { leagueAsCounted, weeksBeforePlayoffs } from '../../league/counted-weeks';
import { lastCountedWeek, rostersAfterWeek } from '../../league/records-as-of';
import { isWeekComplete } from '../../league/season-week';
import { DEFAULT_PLAYOFF_WEEK_START } from '../../league/standings';
import type { TeamIdentity } from '../../league/teams';
import { weekIsOver } from '../../live/week-over';
import type { NflState, SleeperLeague, SleeperRoster } from '../../sleeper/schemas';

export interface RecordsNow {
  /** The rosters with their records and points as of now (every other field the provider's). */
  rosters: SleeperRoster[];
  /** The weeks counted from their final matchups that the provider has not settled yet, oldest first. */
  provisionalWeeks: number[];
  /** The last regular-season week the records count (the week before the first counted: none yet). */
  countedThrough: number;
}

/**
 * The league as the provider's totals count it (server/league/counted-weeks.ts): a season starting
 * after week 1 may count its earlier weeks. Judged on the weeks the NFL calendar has closed, the ones
 * the provider may have counted (a week final but not settled yet would skew the comparison).
 */
async function leagueCountedBy(
  ctx: AppContext,
  league: SleeperLeague,
  state: NflState,
  rosters: readonly SleeperRoster[],
): Promise<SleeperLeague> {
  if ((league.settings.start_week ?? 1) <= 1) return league;
  const closed = weeksBeforePlayoffs(league).filter((week) => isWeekComplete(week, league, state));
  const weeks = await Promise.all(
    closed.map(async (week) => ({ week, matchups: await ctx.sleeper.matchups(league.league_id, week) })),
  );
  return leagueAsCounted(league, rosters, weeks);
}

/** The same copies give the same rosters (object identity), so what is memoized on them holds. */
const counted = new InputMemo<SleeperRoster[]>(8);

export async function recordsAsOfNow(
  ctx: AppContext,
  league: SleeperLeague,
  state: NflState,
  rosters: SleeperRoster[],
  teams: ReadonlyMap<number, TeamIdentity>,
): Promise<RecordsNow> {
  // A finished season is the provider's own: it has settled every week.
  if (league.status === 'complete') {
    return { rosters, provisionalWeeks: [], countedThrough: lastCountedWeek(league, rosters) };
  }
  const playoffStart = league.settings.playoff_week_start || DEFAULT_PLAYOFF_WEEK_START;
  const asCounted = await leagueCountedBy(ctx, league, state, rosters);
  const settled = lastCountedWeek(asCounted, rosters);
  const over: number[] = [];
  for (let week = settled + 1; week < playoffStart; week += 1) {
    if (!weekIsOver(ctx, league, state, week)) break;
    over.push(week);
  }
  if (over.length === 0) return { rosters, provisionalWeeks: [], countedThrough: settled };
  const weeks = await Promise.all(
    over.map(async (week) => ({ week, matchups: await ctx.sleeper.matchups(league.league_id, week) })),
  );
  // A week without a point scored was not played (nothing to count, nothing to settle).
  const played = weeks.filter((w) => w.matchups.some((row) => matchupPoints(row) > 0));
  if (played.length === 0) return { rosters, provisionalWeeks: [], countedThrough: settled };
  const through = played.at(-1)!.week;
  return {
    rosters: counted.get(league.league_id, [rosters, ...played.map((w) => w.matchups)], () =>
      rostersAfterWeek(asCounted, rosters, teams, played, through),
    ),
    provisionalWeeks: played.map((w) => w.week),
    countedThrough: through,
  };
}
