// Which games of a week are over (docs/decisions/0037): every game once the week is over; while the
// week is played, each game whose two lineups have no player left to play is final on its own (its
// card says who beat whom, its chance is 100/0, it counts in Games Complete and its roast is written
// as final). A lineup is done only when every starter's game is known to be over: where the game
// clock knows no schedule (a real league: docs/decisions/0024) no game is final before the week is.
import type { NflGameState } from '../../common/league';

/** Whether a lineup has no player left to play: every starter's game is over (null: not known). */
export function lineupDone(games: readonly (NflGameState | null)[]): boolean {
  return games.every((game) => game === 'post');
}

interface PairOfTeams {
  matchupId: number;
  home: { rosterId: number };
  away: { rosterId: number };
}

/**
 * The matchup ids of the games that are over. `startersGames`: each roster's starters with their
 * games (null: the clock knows no schedule for the week being played).
 */
export function finalMatchupIds(
  pairs: readonly PairOfTeams[],
  weekComplete: boolean,
  startersGames: ReadonlyMap<number, readonly { game: NflGameState | null }[]> | null,
): number[] {
  if (weekComplete) return pairs.map((pair) => pair.matchupId);
  if (!startersGames) return [];
  const done = (rosterId: number) =>
    lineupDone((startersGames.get(rosterId) ?? []).map((starter) => starter.game));
  return pairs
    .filter((pair) => done(pair.home.rosterId) && done(pair.away.rosterId))
    .map((pair) => pair.matchupId);
}
