// Whether a week's games are all played, for the matchups, their summary and the roasts alike: the
// provider's calendar has moved past it, or, for the week being played, the game clock saw its last
// window close (the demo's live Sunday, or Monday night's games) before the provider's week moves on.
import type { AppContext } from '../context';
import { dashboardWeek, isWeekComplete } from '../league/season-week';
import type { NflState, SleeperLeague } from '../sleeper/schemas';

export function weekIsOver(
  ctx: Pick<AppContext, 'gameClock' | 'clock'>,
  league: SleeperLeague,
  state: NflState,
  week: number,
): boolean {
  if (isWeekComplete(week, league, state)) return true;
  return week === dashboardWeek(league, state) && ctx.gameClock.decide(ctx.clock.now(), state).weekOver;
}
