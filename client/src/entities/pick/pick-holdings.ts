// The future picks answer read two ways: the picks that changed hands, and one team's
// holdings (its own and those it acquired, and its own held by others), each by season, rounds in order.
import type { FuturePickEntry, FuturePicksResponse } from '@common/picks';

export interface SeasonTradedPicks {
  season: string;
  /** Picks held by a team other than their original one, by round, then original team. */
  picks: FuturePickEntry[];
}

export interface SeasonTeamPicks {
  season: string;
  /** The picks the team holds, by round, its own before those acquired. */
  held: FuturePickEntry[];
  /** The team's own picks another team holds, by round. */
  tradedAway: FuturePickEntry[];
}

const byRound = (a: FuturePickEntry, b: FuturePickEntry) =>
  a.round - b.round || a.original.teamName.localeCompare(b.original.teamName);

const isTraded = (pick: FuturePickEntry) => pick.owner.rosterId !== pick.original.rosterId;

/** Every season's traded picks (a season with none has an empty list). */
export function tradedPicksBySeason(answer: FuturePicksResponse): SeasonTradedPicks[] {
  return answer.seasons.map((season) => ({
    season,
    picks: answer.picks.filter((pick) => pick.season === season && isTraded(pick)).sort(byRound),
  }));
}

/** One team's holdings, season by season. */
export function teamPicksBySeason(answer: FuturePicksResponse, rosterId: number): SeasonTeamPicks[] {
  return answer.seasons.map((season) => {
    const ofSeason = answer.picks.filter((pick) => pick.season === season);
    return {
      season,
      held: ofSeason
        .filter((pick) => pick.owner.rosterId === rosterId)
        .sort((a, b) => a.round - b.round || Number(isTraded(a)) - Number(isTraded(b)) || byRound(a, b)),
      tradedAway: ofSeason
        .filter((pick) => pick.original.rosterId === rosterId && isTraded(pick))
        .sort(byRound),
    };
  });
}

/** The league's teams (every pick's original team once), by name. */
export function pickTeams(answer: FuturePicksResponse): FuturePickEntry['original'][] {
  const teams = new Map(answer.picks.map((pick) => [pick.original.rosterId, pick.original]));
  return [...teams.values()].sort((a, b) => a.teamName.localeCompare(b.teamName));
}

/** Rounds as runs: [1, 2, 4, 5, 6] -> "1-2, 4-6" (en dashes), [3] -> "3". */
export function roundRuns(rounds: readonly number[]): string {
  const runs: Array<[number, number]> = [];
  for (const round of [...rounds].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && round === last[1] + 1) last[1] = round;
    else runs.push([round, round]);
  }
  return runs.map(([from, to]) => (from === to ? String(from) : `${from}\u2013${to}`)).join(', ');
}
