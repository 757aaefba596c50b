// The newest final week's recap, when it is due to be announced (the group chat posts it, Web Push tells
// the members): the morning after the week is final, while the week is recent (server/modules/chat/
// due.ts), and only from provider data read fresh: when the provider fails and Huddle serves its last
// good copies, the recap waits for the provider to confirm the week.
import type { RecapResponse } from '../../../common/recap';
import type { AppContext } from '../../context';
import { stalenessStorage } from '../../sleeper/staleness';
import { seasonArchive } from '../almanac/archive';
import { isMorningOrLater, isRecentWeek } from '../chat/due';
import { getRecap, recapWeeks } from './service';

/**
 * The recap due now, or null: none is due, `alreadyTold` says this week was announced (asked before the
 * recap is worked out), or the provider data was stale.
 */
export async function dueRecap(
  ctx: AppContext,
  now: number,
  alreadyTold: (season: string, week: number) => boolean,
): Promise<RecapResponse | null> {
  if (!isMorningOrLater(now)) return null;
  const store = { staleSince: null as number | null };
  const recap = await stalenessStorage.run(store, async (): Promise<RecapResponse | null> => {
    const [state, league] = await Promise.all([ctx.sleeper.state(), ctx.sleeper.league(ctx.leagueId)]);
    const week = recapWeeks(await seasonArchive(ctx, league)).at(-1);
    // A season the NFL calendar has left behind is not news any more.
    if (week === undefined || league.season !== state.season) return null;
    if (!isRecentWeek(now, state.season_start_date, week)) return null;
    if (alreadyTold(league.season, week)) return null;
    return getRecap(ctx, league.season, week);
  });
  if (recap && store.staleSince !== null) {
    ctx.log.info(
      { season: recap.season, week: recap.week },
      'Recap not announced yet: the provider data is stale',
    );
    return null;
  }
  return recap;
}
