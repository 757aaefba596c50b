// Playoff odds (docs/decisions/0011): the rest of the regular season and the playoffs played many
// times from the real remaining schedule, with the standings' tie-breaks and the league's bracket.
// Pure: the caller gives the records, the schedule, the bracket, the model and the prizes.
import { medianOfSorted } from './median';
import type { Bracket } from './playoff-bracket';
import { playBracket } from './playoff-bracket';
import { seededRng } from './random';
import { randomSource, type ScoreModel } from './score-model';
import { mostSeededAbove, seedOrder } from './seeding';

export const PLAYOFF_ODDS_RUNS = 10_000;

export interface OddsTeam {
  rosterId: number;
  wins: number;
  losses: number;
  ties: number;
  pointsFor: number;
  pointsAgainst: number;
  /** The team's division in a league with divisions (its leader is seeded first), else null. */
  division: number | null;
}

/** A regular-season week still to play: its head-to-head pairs (roster ids). Every team scores. */
export interface RemainingWeek {
  week: number;
  games: ReadonlyArray<readonly [number, number]>;
}

/** The awards a game decides (the season's payout table), in whole dollars. */
export interface PrizeTable {
  first: number;
  second: number;
  third: number;
  highestPoints: number;
  unlucky: number;
  blowout: number;
}

export interface OddsInput {
  /** Every team with its record so far (the provider's regular-season totals). */
  teams: readonly OddsTeam[];
  /** Median season: each week every team also plays the week's median. */
  median: boolean;
  remaining: readonly RemainingWeek[];
  playoffTeams: number;
  /** Each playoff round's weeks, round 1 first (server/league/playoff-weeks.ts). */
  roundWeeks: ReadonlyArray<readonly number[]>;
  bracket: Bracket;
  prizes: PrizeTable;
  /**
   * A half-played two-week round: week -> roster id -> the points it scored in a week of an undecided
   * round that is already final. The round's game adds the weeks still to play to these, drawn.
   */
  playedRoundPoints?: ReadonlyMap<number, ReadonlyMap<number, number>>;
  /** The largest margin of the regular season so far (an earlier game keeps a tie). */
  blowoutSoFar: { rosterId: number; margin: number } | null;
}

export interface OddsOptions {
  runs: number;
  seed: number;
  /** Draws scores for teams by their index in `input.teams`. */
  model: ScoreModel;
}

export interface PrizeShares {
  championship: number;
  highestPoints: number;
  unlucky: number;
  blowout: number;
}

export interface TeamOdds {
  rosterId: number;
  playoffs: number;
  bye: number;
  final: number;
  title: number;
  expectedSeed: number;
  /** seedOdds[s - 1]: the chance to finish the regular season as seed s. */
  seedOdds: number[];
  expectedPrize: number;
  prizes: PrizeShares;
  /** Results still to play (head-to-head games, plus median games in a median season). */
  resultsLeft: number;
  /** By number of remaining results won: how often, and the playoff odds given that many. */
  byWins: Array<{ wins: number; chance: number; playoffs: number | null }>;
  /** Proven, not sampled: winning every remaining result guarantees a playoff spot. */
  clinchesByWinningOut: boolean;
}

export interface OddsResult {
  runs: number;
  seed: number;
  byes: number;
  moneyOnOffer: number;
  teams: TeamOdds[];
}

/** The standings' order: wins (ties half, here doubled to stay integral), points for, roster id. */
function rankTeams(order: number[], score2: Int32Array, pf: Float64Array, rosterIds: Int32Array): void {
  order.sort((a, b) => score2[b]! - score2[a]! || pf[b]! - pf[a]! || rosterIds[a]! - rosterIds[b]!);
}

/** Indexes of the remaining games, and each team's results left. */
function scheduleOf(input: OddsInput, indexOf: ReadonlyMap<number, number>) {
  const n = input.teams.length;
  const resultsLeft = new Int32Array(n);
  const weeks = input.remaining.map((week) => {
    const games = new Int32Array(week.games.length * 2);
    week.games.forEach(([a, b], g) => {
      const ia = indexOf.get(a);
      const ib = indexOf.get(b);
      if (ia === undefined || ib === undefined) throw new Error(`Unknown roster in week ${week.week}`);
      games[2 * g] = ia;
      games[2 * g + 1] = ib;
      resultsLeft[ia]! += 1;
      resultsLeft[ib]! += 1;
    });
    if (input.median) for (let i = 0; i < n; i += 1) resultsLeft[i]! += 1;
    return { week: week.week, games };
  });
  return { weeks, resultsLeft };
}

/**
 * Whether winning every remaining result guarantees a playoff spot: fewer than playoffTeams others
 * can still be seeded above it once they lose their games against this team (without divisions: those
 * that can still reach or tie that record; a tie on wins is never counted in the team's favour: points
 * for are unknown until the end).
 */
export function clinchesByWinningOut(input: OddsInput, rosterId: number): boolean {
  const indexOf = new Map(input.teams.map((team, i) => [team.rosterId, i]));
  const { resultsLeft } = scheduleOf(input, indexOf);
  const me = indexOf.get(rosterId);
  if (me === undefined) return false;
  const against = new Int32Array(input.teams.length);
  for (const week of input.remaining) {
    for (const [a, b] of week.games) {
      if (a === rosterId) against[indexOf.get(b)!]! += 1;
      if (b === rosterId) against[indexOf.get(a)!]! += 1;
    }
  }
  const score2 = (t: OddsTeam) => 2 * t.wins + t.ties;
  const floor = score2(input.teams[me]!) + 2 * resultsLeft[me]!;
  const others = input.teams.filter((_, i) => i !== me);
  const above = mostSeededAbove(input.teams[me]!, others, (team) => {
    const i = indexOf.get(team.rosterId)!;
    return score2(team) + 2 * (resultsLeft[i]! - against[i]!) >= floor;
  });
  return above < input.playoffTeams;
}

/** Plays the rest of the season `runs` times and counts what happened to every team. */
export function simulatePlayoffOdds(input: OddsInput, options: OddsOptions): OddsResult {
  const { teams, prizes, bracket } = input;
  const n = teams.length;
  const runs = Math.max(1, Math.floor(options.runs));
  const rosterIds = Int32Array.from(teams, (t) => t.rosterId);
  const indexOf = new Map(teams.map((team, i) => [team.rosterId, i]));
  const { weeks, resultsLeft } = scheduleOf(input, indexOf);
  const playoffTeams = Math.min(n, input.playoffTeams);
  const byes = Math.min(bracket.byes, playoffTeams);
  const random = randomSource(seededRng(options.seed));
  const { model } = options;

  const maxLeft = Math.max(0, ...resultsLeft);
  const stride = maxLeft + 1;
  const playoffCount = new Float64Array(n);
  const byeCount = new Float64Array(n);
  const finalCount = new Float64Array(n);
  const titleCount = new Float64Array(n);
  const seedCount = new Float64Array(n * n);
  const seedSum = new Float64Array(n);
  const prizeSums = {
    championship: new Float64Array(n),
    highestPoints: new Float64Array(n),
    unlucky: new Float64Array(n),
    blowout: new Float64Array(n),
  };
  const winsRuns = new Float64Array(n * stride);
  const winsPlayoffRuns = new Float64Array(n * stride);

  const score2 = new Int32Array(n);
  const pf = new Float64Array(n);
  const pa = new Float64Array(n);
  const won = new Int32Array(n);
  const scores = new Float64Array(n);
  const sorted = new Float64Array(n);
  const seedOfTeam = new Int32Array(n);
  const order = Array.from({ length: n }, (_, i) => i);
  const divisionOf = (i: number) => teams[i]!.division;
  const bracketResults = new Int32Array(bracket.games.length * 2);
  const rosterOrder: number[] = new Array<number>(n);
  const hasGames = weeks.some((w) => w.games.length > 0) || input.blowoutSoFar !== null;

  for (let run = 0; run < runs; run += 1) {
    for (let i = 0; i < n; i += 1) {
      const team = teams[i]!;
      score2[i] = 2 * team.wins + team.ties;
      pf[i] = team.pointsFor;
      pa[i] = team.pointsAgainst;
      won[i] = 0;
    }
    let blowoutMargin = input.blowoutSoFar?.margin ?? -1;
    let blowoutTeam = input.blowoutSoFar ? (indexOf.get(input.blowoutSoFar.rosterId) ?? -1) : -1;

    for (const { week, games } of weeks) {
      for (let i = 0; i < n; i += 1) {
        const s = model.draw(i, week, random);
        scores[i] = s;
        pf[i]! += s;
      }
      for (let g = 0; g < games.length; g += 2) {
        const a = games[g]!;
        const b = games[g + 1]!;
        const sa = scores[a]!;
        const sb = scores[b]!;
        pa[a]! += sb;
        pa[b]! += sa;
        if (sa > sb) {
          score2[a]! += 2;
          won[a]! += 1;
          if (sa - sb > blowoutMargin) {
            blowoutMargin = sa - sb;
            blowoutTeam = a;
          }
        } else if (sb > sa) {
          score2[b]! += 2;
          won[b]! += 1;
          if (sb - sa > blowoutMargin) {
            blowoutMargin = sb - sa;
            blowoutTeam = b;
          }
        } else {
          score2[a]! += 1;
          score2[b]! += 1;
        }
      }
      if (input.median) {
        sorted.set(scores);
        sorted.sort();
        const middle = medianOfSorted(sorted);
        for (let i = 0; i < n; i += 1) {
          if (scores[i]! > middle) {
            score2[i]! += 2;
            won[i]! += 1;
          } else if (scores[i] === middle) {
            score2[i]! += 1;
          }
        }
      }
    }

    rankTeams(order, score2, pf, rosterIds);
    const seeds = seedOrder(order, divisionOf);
    for (let s = 0; s < n; s += 1) {
      const i = seeds[s]!;
      seedOfTeam[i] = s + 1;
      rosterOrder[s] = rosterIds[i]!;
      seedCount[i * n + s]! += 1;
      seedSum[i]! += s + 1;
      const made = s < playoffTeams;
      if (made) playoffCount[i]! += 1;
      if (s < byes) byeCount[i]! += 1;
      winsRuns[i * stride + won[i]!]! += 1;
      if (made) winsPlayoffRuns[i * stride + won[i]!]! += 1;
    }

    const result = playBracket(
      bracket,
      (seed) => rosterIds[seeds[seed - 1]!]!,
      (round, a, b) => {
        // A two-week round is won on the sum of both weeks (Sleeper's rule): a week already played
        // counts its actual points, only the weeks left are drawn.
        const ia = indexOf.get(a)!;
        const ib = indexOf.get(b)!;
        let sa = 0;
        let sb = 0;
        for (const week of input.roundWeeks[round - 1] ?? []) {
          const played = input.playedRoundPoints?.get(week);
          sa += played?.get(a) ?? model.draw(ia, week, random);
          sb += played?.get(b) ?? model.draw(ib, week, random);
        }
        if (sa !== sb) return sa > sb ? a : b;
        return seedOfTeam[ia]! < seedOfTeam[ib]! ? a : b;
      },
      rosterOrder,
      bracketResults,
    );
    const champion = indexOf.get(result.champion);
    const runnerUp = indexOf.get(result.runnerUp);
    const third = indexOf.get(result.third);
    if (champion !== undefined) {
      titleCount[champion]! += 1;
      finalCount[champion]! += 1;
      prizeSums.championship[champion]! += prizes.first;
    }
    if (runnerUp !== undefined) {
      finalCount[runnerUp]! += 1;
      prizeSums.championship[runnerUp]! += prizes.second;
    }
    if (third !== undefined) prizeSums.championship[third]! += prizes.third;

    // Season leaders: the first in standings order keeps a tie.
    let most = order[0]!;
    let unlucky = order[0]!;
    for (let s = 1; s < n; s += 1) {
      const i = order[s]!;
      if (pf[i]! > pf[most]!) most = i;
      if (pa[i]! > pa[unlucky]!) unlucky = i;
    }
    prizeSums.highestPoints[most]! += prizes.highestPoints;
    prizeSums.unlucky[unlucky]! += prizes.unlucky;
    if (blowoutTeam >= 0) prizeSums.blowout[blowoutTeam]! += prizes.blowout;
  }

  const share = (sums: Float64Array, i: number) => sums[i]! / runs;
  const moneyOnOffer =
    prizes.first +
    prizes.second +
    prizes.third +
    prizes.highestPoints +
    prizes.unlucky +
    (hasGames ? prizes.blowout : 0);
  return {
    runs,
    seed: options.seed,
    byes,
    moneyOnOffer,
    teams: teams.map((team, i) => {
      const teamPrizes: PrizeShares = {
        championship: share(prizeSums.championship, i),
        highestPoints: share(prizeSums.highestPoints, i),
        unlucky: share(prizeSums.unlucky, i),
        blowout: share(prizeSums.blowout, i),
      };
      const left = resultsLeft[i]!;
      return {
        rosterId: team.rosterId,
        playoffs: playoffCount[i]! / runs,
        bye: byeCount[i]! / runs,
        final: finalCount[i]! / runs,
        title: titleCount[i]! / runs,
        expectedSeed: seedSum[i]! / runs,
        seedOdds: Array.from({ length: n }, (_, s) => seedCount[i * n + s]! / runs),
        expectedPrize:
          teamPrizes.championship + teamPrizes.highestPoints + teamPrizes.unlucky + teamPrizes.blowout,
        prizes: teamPrizes,
        resultsLeft: left,
        byWins: Array.from({ length: left + 1 }, (_, wins) => {
          const times = winsRuns[i * stride + wins]!;
          return {
            wins,
            chance: times / runs,
            playoffs: times > 0 ? winsPlayoffRuns[i * stride + wins]! / times : null,
          };
        }),
        clinchesByWinningOut: clinchesByWinningOut(input, team.rosterId),
      };
    }),
  };
}
