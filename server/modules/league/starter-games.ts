// Each starter's NFL game in a week, as the game clock knows it (server/live/nfl-game.ts): read once
// for the week's matchups answer (which games are final on their own, server/league/game-final.ts;
// the outlooks) and for a matchup's roast, so a card and its roast agree on whether a game is over.
import type { NflGameState } from '../../../common/league';
import type { NflClock } from '../../../common/league';
import type { AppContext } from '../../context';
import { EMPTY_SLOT } from '../../league/lineup';
import { nflGameOf } from '../../live/nfl-game';
import type { SleeperMatchup } from '../../sleeper/schemas';

export interface StarterGame {
  playerId: string;
  /** His points this week so far. */
  points: number;
  game: NflGameState | null;
  /** While he plays: his game's clock, when known. */
  clock: NflClock | null;
}

/** A matchup row's started player ids (a starter is normally in `players` too; never count on it). */
export function starterIds(row: SleeperMatchup | undefined): string[] {
  return (row?.starters ?? []).filter((id) => id !== EMPTY_SLOT);
}

/**
 * Every roster's starters with their games in `week` (`current`: the week being played) as they stood
 * when `rows` were read from the provider: a game counts as over only once the scores shown are its
 * final ones (a copy read a few seconds before a final whistle is not). Null when the game clock
 * knows no schedule for the week (a real league's week being played: no game is known).
 */
export async function startersGames(
  ctx: Pick<AppContext, 'gameClock' | 'clock' | 'sleeper' | 'leagueId'>,
  week: { week: number; current: number; over: boolean },
  rows: readonly SleeperMatchup[],
  leagueId: string = ctx.leagueId,
): Promise<Map<number, StarterGame[]> | null> {
  if (week.week === week.current && !week.over && !ctx.gameClock.nflGame) return null;
  const readAt = ctx.sleeper.matchupsFetchedAt(leagueId, week.week);
  const asOf = {
    gameClock: ctx.gameClock,
    clock: { now: () => (readAt === null ? ctx.clock.now() : new Date(readAt)) },
  };
  const infos = await ctx.sleeper.players(rows.flatMap((row) => starterIds(row)));
  return new Map(
    rows.map((row) => [
      row.roster_id,
      starterIds(row).map((playerId) => {
        const { game, gameClock } = nflGameOf(asOf, week, infos.get(playerId)?.team ?? null);
        return { playerId, points: row.players_points?.[playerId] ?? 0, game, clock: gameClock };
      }),
    ]),
  );
}
