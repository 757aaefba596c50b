// The facts of a member's calendar (docs/decisions/0034), read through the cached gateway and handed to
// the pure server/league/calendar-events.ts: the served season's weeks not over yet with their games,
// its playoff rounds and trade deadline, the keeper deadline in force, and the drafts with a known start.
import type { CalendarEvent } from '../../../common/calendar';
import { centralWallClock } from '../../../common/central-time';
import type { AppContext } from '../../context';
import { calendarEvents, type CalendarFacts } from '../../league/calendar-events';
import { formatOffers, leagueFormat } from '../../league/format';
import { pairMatchups } from '../../league/matchups';
import { bracketRoundWeeks } from '../../league/playoff-games';
import { finalWeek } from '../../league/season-week';
import { rosterIdOfUser } from '../../league/teams';
import { weekIsOver } from '../../live/week-over';
import { nextDraft } from '../settings/next-draft';
import { nextSeason } from '../../seasons/resolve';
import type { NflState, SleeperLeague } from '../../sleeper/schemas';
import { keeperStatus } from '../keepers/service';
import { loadLeagueSnapshot } from '../league/snapshot';
import { findSettings } from '../settings/repository';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The season's first day: the NFL state's while it describes the league's season, else the date the
 * commissioner set (Settings, stored as an instant and read in Central Time).
 */
function seasonStartOf(ctx: AppContext, league: SleeperLeague, state: NflState): string | null {
  if (state.season === league.season && state.season_start_date) return state.season_start_date;
  const setting = findSettings(ctx.db, ctx.leagueId, league.season)?.seasonStartDate ?? null;
  if (setting === null) return null;
  const day = centralWallClock(setting);
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`;
}

/** Sleeper's trade deadline week, when it falls in the season (99 and 0 mean none). */
function tradeDeadlineWeek(league: SleeperLeague): number | null {
  const week = league.settings.trade_deadline;
  const first = league.settings.start_week ?? 1;
  return week != null && week >= first && week <= finalWeek(league) ? week : null;
}

/** The drafts of the served season and of the keepers' draft, each with a known start, once. */
async function knownDrafts(ctx: AppContext, seasons: readonly string[]): Promise<CalendarFacts['drafts']> {
  const drafts = await Promise.all([...new Set(seasons)].map((season) => nextDraft(ctx, season)));
  return drafts.flatMap((d) => (d.startMs === null ? [] : [{ season: d.season, startMs: d.startMs }]));
}

export async function memberCalendar(ctx: AppContext, userId: string): Promise<CalendarEvent[]> {
  const { league, state, rosters, teams } = await loadLeagueSnapshot(ctx);
  const offers = formatOffers(leagueFormat(league));
  const firstWeek = league.settings.start_week ?? 1;
  const weeks = Array.from({ length: finalWeek(league) - firstWeek + 1 }, (_, i) => firstWeek + i).filter(
    (week) => !weekIsOver(ctx, league, state, week),
  );
  const [winnersBracket, weekRows, keepers] = await Promise.all([
    ctx.sleeper.winnersBracket(ctx.leagueId),
    Promise.all(weeks.map((week) => ctx.sleeper.matchups(ctx.leagueId, week))),
    offers.keeperSelection ? keeperStatus(ctx, ctx.seasons.keeperSeason) : null,
  ]);
  const deadline = keepers?.deadline ? Date.parse(keepers.deadline) : null;
  return calendarEvents({
    season: league.season,
    seasonStart: seasonStartOf(ctx, league, state),
    rosterId: rosterIdOfUser(rosters, userId),
    weeksLeft: weeks.map((week, i) => ({ week, pairs: pairMatchups(weekRows[i]!, teams, rosters).pairs })),
    roundWeeks: bracketRoundWeeks(league, winnersBracket),
    winnersBracket,
    tradeDeadlineWeek: tradeDeadlineWeek(league),
    keeperDeadline:
      keepers && deadline !== null ? { atMs: deadline, draftSeason: keepers.draftSeason } : null,
    drafts: await knownDrafts(ctx, [league.season, nextSeason(ctx.seasons.keeperSeason)]),
  });
}
