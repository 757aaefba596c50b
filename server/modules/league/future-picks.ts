// The future picks answer: server/league/future-picks.ts over the league's traded picks and teams.
import type { FuturePicksResponse } from '../../../common/picks';
import type { AppContext } from '../../context';
import { futurePicks, tradableSeasons } from '../../league/future-picks';
import { loadLeagueSnapshot } from './snapshot';

/** Sleeper's default draft length when a league does not say. */
const DEFAULT_DRAFT_ROUNDS = 15;

export async function getFuturePicks(ctx: AppContext): Promise<FuturePicksResponse> {
  const [snapshot, traded] = await Promise.all([
    loadLeagueSnapshot(ctx),
    ctx.sleeper.tradedPicks(ctx.leagueId),
  ]);
  const seasons = tradableSeasons(snapshot.league);
  const rounds = snapshot.league.settings.draft_rounds ?? DEFAULT_DRAFT_ROUNDS;
  const team = (rosterId: number) => ({
    rosterId,
    teamName: snapshot.teams.get(rosterId)?.teamName ?? `Team ${rosterId}`,
    ownerId: snapshot.teams.get(rosterId)?.ownerId ?? null,
  });
  const picks = futurePicks({
    seasons,
    rounds,
    rosterIds: snapshot.rosters.map((r) => r.roster_id),
    traded,
  }).map((p) => ({
    season: p.season,
    round: p.round,
    original: team(p.originalRosterId),
    owner: team(p.ownerRosterId),
  }));
  return { seasons, rounds, picks };
}
