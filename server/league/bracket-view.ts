// A bracket as the /bracket page shows it (common/bracket.ts): every side a team, or the game it comes
// from while that game is undecided, with the sides' scores of the game's weeks (a two-week round is
// scored on the sum of both, as Sleeper decides it).
import type { BracketGame as BracketGameView, BracketTeam } from '../../common/bracket';
import type { Bracket, BracketSlot } from './playoff-bracket';
import { round2 } from './points';

export interface BracketViewInput {
  bracket: Bracket;
  /** Each round's weeks, round 1 first (server/league/playoff-weeks.ts). */
  roundWeeks: ReadonlyArray<readonly number[]>;
  /** A team by roster id (name, owner, seed, seed chance). */
  team: (rosterId: number) => BracketTeam;
  /** The roster of a seed (projected brackets; a set bracket names its teams). */
  rosterOfSeed: (seed: number) => number | undefined;
  /** A roster's score in a week, null when the week is not played yet. */
  pointsOf: (week: number, rosterId: number) => number | null;
}

export function bracketView(input: BracketViewInput): BracketGameView[] {
  const { bracket } = input;
  const rosterOf = (slot: BracketSlot): number | null => {
    switch (slot.kind) {
      case 'team':
        return slot.rosterId;
      case 'seed':
        return input.rosterOfSeed(slot.seed) ?? null;
      case 'winner':
        return bracket.games[slot.game]?.winner ?? null;
      case 'loser':
        return bracket.games[slot.game]?.loser ?? null;
    }
  };
  const fromOf = (slot: BracketSlot): string | null =>
    slot.kind === 'winner' || slot.kind === 'loser'
      ? `${slot.kind === 'winner' ? 'Winner' : 'Loser'} of game ${slot.game + 1}`
      : slot.kind === 'seed'
        ? `Seed ${slot.seed}`
        : null;
  /** A roster's points over the weeks played so far, null before the first. */
  const pointsOver = (weeks: readonly number[], rosterId: number): number | null => {
    const played = weeks.map((week) => input.pointsOf(week, rosterId)).filter((p) => p !== null);
    return played.length === 0 ? null : round2(played.reduce((sum, p) => sum + p, 0));
  };
  return bracket.games.map((game, index) => {
    const weeks = [...(input.roundWeeks[game.round - 1] ?? [])];
    const side = (slot: BracketSlot) => {
      const rosterId = rosterOf(slot);
      return {
        team: rosterId === null ? null : input.team(rosterId),
        from: rosterId === null ? fromOf(slot) : null,
        points: rosterId === null ? null : pointsOver(weeks, rosterId),
      };
    };
    return {
      game: index + 1,
      round: game.round,
      week: weeks[0]!,
      weeks,
      place: game.place,
      a: side(game.a),
      b: side(game.b),
      winnerRosterId: game.winner,
    };
  });
}

/** The seeds that skip round 1: the teams first seen after it. */
export function byeRosters(games: readonly BracketGameView[]): number[] {
  const first = new Map<number, number>();
  for (const game of games) {
    for (const side of [game.a, game.b]) {
      if (side.team && !first.has(side.team.rosterId)) first.set(side.team.rosterId, game.round);
    }
  }
  return [...first].filter(([, round]) => round > 1).map(([rosterId]) => rosterId);
}
