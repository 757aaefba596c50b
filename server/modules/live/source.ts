// What the live poller reads: the current week (the dashboard's week) through the cached gateway, as
// the matchups endpoint answers it, with when its scores were read from the provider.
import type { AppContext } from '../../context';
import type { LiveSource } from '../../live/live-scores';
import { getMatchups } from '../league/service';
import { loadLeagueSnapshot } from '../league/snapshot';

export function leagueLiveSource(ctx: AppContext): LiveSource {
  return {
    async read(maxAgeMs) {
      const snapshot = await loadLeagueSnapshot(ctx);
      const matchups = await getMatchups(ctx, snapshot.week, maxAgeMs);
      return {
        season: snapshot.league.season,
        calendar: snapshot.state,
        matchups,
        fetchedAt: ctx.sleeper.matchupsFetchedAt(ctx.leagueId, snapshot.week),
      };
    },
  };
}
