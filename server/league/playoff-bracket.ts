// The winners bracket the playoff simulation plays (docs/decisions/0011): the provider's own rows once
// the playoffs have begun, else the league's format built from playoff_teams. Pure and small: the
// simulation plays it thousands of times.
import type { SleeperBracketMatch } from '../sleeper/schemas';

/** Where a side of a game comes from. */
export type BracketSlot =
  | { kind: 'seed'; seed: number }
  | { kind: 'team'; rosterId: number }
  | { kind: 'winner'; game: number }
  | { kind: 'loser'; game: number };

export interface BracketGame {
  /** Round 1, 2, ...: played in week playoff_week_start + round - 1. */
  round: number;
  a: BracketSlot;
  b: BracketSlot;
  /** The place this game decides for its winner (1 = the final, 3 = third place), else null. */
  place: number | null;
  /** The provider's result once the game is decided. */
  winner: number | null;
  loser: number | null;
}

export interface Bracket {
  /** In playing order: every game comes after the games its slots come from. */
  games: BracketGame[];
  /** Seeds that skip round 1 (the top seeds). */
  byes: number;
}

const winnerOf = (game: number): BracketSlot => ({ kind: 'winner', game });
const seedSlot = (seed: number): BracketSlot => ({ kind: 'seed', seed });

/** Pairs a list first against last, second against second-to-last, ... */
function outsideIn<T>(items: readonly T[]): Array<[T, T]> {
  const pairs: Array<[T, T]> = [];
  for (let i = 0; i < Math.floor(items.length / 2); i += 1)
    pairs.push([items[i]!, items[items.length - 1 - i]!]);
  return pairs;
}

/**
 * The league's bracket before the provider has one: byes (next power of two minus the playoff teams)
 * to the top seeds, the other seeds outside-in in round 1, the k-th bye seed against the k-th round-1
 * winner (Sleeper's 6-team layout), other winners first against last, and a third-place game between
 * the semifinal losers.
 */
export function bracketLayout(playoffTeams: number): Bracket {
  const teams = Math.max(2, Math.floor(playoffTeams));
  const size = 2 ** Math.ceil(Math.log2(teams));
  const byes = size - teams;
  const games: BracketGame[] = [];
  const add = (round: number, a: BracketSlot, b: BracketSlot, place: number | null = null): number => {
    games.push({ round, a, b, place, winner: null, loser: null });
    return games.length - 1;
  };

  const roundOneSeeds = Array.from({ length: teams - byes }, (_, i) => byes + 1 + i);
  let previous = outsideIn(roundOneSeeds).map(([a, b]) => add(1, seedSlot(a), seedSlot(b)));
  let round = 2;
  if (byes > 0) {
    const byeSeeds = Array.from({ length: byes }, (_, i) => i + 1);
    const next: number[] = [];
    const matched = Math.min(byeSeeds.length, previous.length);
    for (let k = 0; k < matched; k += 1)
      next.push(add(round, seedSlot(byeSeeds[k]!), winnerOf(previous[k]!)));
    for (const [a, b] of outsideIn(byeSeeds.slice(matched))) next.push(add(round, seedSlot(a), seedSlot(b)));
    for (const [a, b] of outsideIn(previous.slice(matched))) next.push(add(round, winnerOf(a), winnerOf(b)));
    previous = next;
    round += 1;
  }
  while (previous.length > 1) {
    if (previous.length === 2) {
      const [a, b] = previous as [number, number];
      add(round, winnerOf(a), winnerOf(b), 1);
      add(round, { kind: 'loser', game: a }, { kind: 'loser', game: b }, 3);
      return { games, byes };
    }
    previous = outsideIn(previous).map(([a, b]) => add(round, winnerOf(a), winnerOf(b)));
    round += 1;
  }
  // A single remaining game (two or three playoff teams) is the final.
  const final = games[previous[0]!];
  if (final) final.place = 1;
  return { games, byes };
}

function slotOf(
  team: number | null | undefined,
  from: SleeperBracketMatch['t1_from'],
  index: ReadonlyMap<number, number>,
): BracketSlot | null {
  if (team != null) return { kind: 'team', rosterId: team };
  if (from?.w != null && index.has(from.w)) return { kind: 'winner', game: index.get(from.w)! };
  if (from?.l != null && index.has(from.l)) return { kind: 'loser', game: index.get(from.l)! };
  return null;
}

/**
 * The provider's bracket as it stands: a known team, else the winner or loser of an earlier match;
 * decided matches keep their result. A team first seen after round 1 had a bye. Null when a row
 * names a side by neither team nor source (the simulation then builds the league's layout).
 */
export function bracketFromProvider(rows: readonly SleeperBracketMatch[]): Bracket | null {
  const ordered = [...rows].sort((x, y) => x.r - y.r || x.m - y.m);
  const index = new Map(ordered.map((row, i) => [row.m, i]));
  const games: BracketGame[] = [];
  const firstRound = new Map<number, number>();
  for (const row of ordered) {
    const a = slotOf(row.t1, row.t1_from, index);
    const b = slotOf(row.t2, row.t2_from, index);
    if (!a || !b) return null;
    games.push({ round: row.r, a, b, place: row.p ?? null, winner: row.w ?? null, loser: row.l ?? null });
    for (const team of [row.t1, row.t2]) {
      if (team != null && !firstRound.has(team)) firstRound.set(team, row.r);
    }
  }
  const byes = [...firstRound.values()].filter((round) => round > 1).length;
  return { games, byes };
}

export interface BracketResult {
  champion: number;
  runnerUp: number;
  third: number;
}

/**
 * Plays a bracket: `rosterOfSeed(seed)` resolves seeds, `play(round, a, b)` returns the winner of an
 * undecided game (roster ids). Third place is the third-place game's winner, or the best seed that
 * did not reach the final when the bracket has no such game.
 */
export function playBracket(
  bracket: Bracket,
  rosterOfSeed: (seed: number) => number,
  play: (round: number, a: number, b: number) => number,
  seedsInOrder: readonly number[],
  results: Int32Array,
): BracketResult {
  const { games } = bracket;
  let champion = -1;
  let runnerUp = -1;
  let third = -1;
  for (let g = 0; g < games.length; g += 1) {
    const game = games[g]!;
    const a = resolve(game.a, rosterOfSeed, results);
    const b = resolve(game.b, rosterOfSeed, results);
    let winner: number;
    let loser: number;
    if (game.winner !== null && game.loser !== null) {
      winner = game.winner;
      loser = game.loser;
    } else {
      winner = play(game.round, a, b);
      loser = winner === a ? b : a;
    }
    results[2 * g] = winner;
    results[2 * g + 1] = loser;
    if (game.place === 1) {
      champion = winner;
      runnerUp = loser;
    } else if (game.place === 3) {
      third = winner;
    }
  }
  if (third === -1) third = seedsInOrder.find((team) => team !== champion && team !== runnerUp) ?? -1;
  return { champion, runnerUp, third };
}

function resolve(slot: BracketSlot, rosterOfSeed: (seed: number) => number, results: Int32Array): number {
  switch (slot.kind) {
    case 'seed':
      return rosterOfSeed(slot.seed);
    case 'team':
      return slot.rosterId;
    case 'winner':
      return results[2 * slot.game]!;
    case 'loser':
      return results[2 * slot.game + 1]!;
  }
}
