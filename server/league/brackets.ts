// Playoff finishes from Sleeper's winners bracket (docs/sleeper-api.md §10, §14): the champion is `w` of the
// match with p = 1, the runner-up its `l`, third place `w` of the p = 3 match. Any match with a placement p
// also places its loser at p + 1 (5th/6th, ...). Byes need no special case: a bye team simply first appears
// in round 2 and is placed by the matches it plays.
import type { SleeperBracketMatch, SleeperLeague } from '../sleeper/schemas';

export interface PlayoffFinish {
  champion: number | null;
  runnerUp: number | null;
  thirdPlace: number | null;
  /** Final placement per roster id for every team a placement match decided. */
  placements: Map<number, number>;
}

export function playoffFinish(winnersBracket: readonly SleeperBracketMatch[]): PlayoffFinish {
  const placements = new Map<number, number>();
  for (const match of winnersBracket) {
    if (match.p == null || match.w == null || match.l == null) continue;
    placements.set(match.w, match.p);
    placements.set(match.l, match.p + 1);
  }
  const final = winnersBracket.find((m) => m.p === 1);
  const third = winnersBracket.find((m) => m.p === 3);
  return {
    champion: final?.w ?? null,
    runnerUp: final?.w != null ? (final.l ?? null) : null,
    thirdPlace: third?.w ?? null,
    placements,
  };
}

/**
 * Whether a season's final is played: the provider says the league is complete, or its winners
 * bracket has decided every placement game, the final among them. Sleeper leaves a league
 * `post_season` for days after its final, the very days a league talks about its new champion, so the
 * places, titles and payouts of a season count from here, never from the status alone.
 */
export function isFinalPlayed(
  league: Pick<SleeperLeague, 'status'>,
  winnersBracket: readonly SleeperBracketMatch[],
): boolean {
  if (league.status === 'complete') return true;
  const placementGames = winnersBracket.filter((match) => match.p != null);
  return (
    placementGames.some((match) => match.p === 1) &&
    placementGames.every((match) => match.w != null && match.l != null)
  );
}
