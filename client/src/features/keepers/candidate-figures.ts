// What the keeper picker shows for each player (docs/decisions/0016, keeper candidates): his started
// points and starts this season, the rounds keeping him may cost (the keeper rules) and what he is
// worth at each, measured exactly as the keeper values are (common/pick-value.ts).
import type { KeeperCandidatesResponse, KeeperRosterPlayer } from '@common/keepers';
import {
  LOTTERY_SLOTS,
  draftedKeeperRound,
  keeperCostRounds,
  waiverKeeperRounds,
  type KeeperPicks,
} from '@common/keeper-rules';
import { withArticle } from '@common/english';
import { ordinal } from '@common/ordinal';
import { pickValue } from '@common/pick-value';
import { formatSignedPoints } from '@/lib/format';

/** A round keeping him may cost and his worth there (null: a round the season's drafts did not measure). */
export interface KeeperCost {
  round: number;
  worth: number | null;
}

export interface CandidateFigures {
  startedPoints: number;
  starts: number;
  /** Earliest round first; empty for a player who would not be kept (dropped by the lottery). */
  costs: KeeperCost[];
}

/** A player's figures at the given cost rounds; null when the season has none for him. */
export type FiguresOf = (player: KeeperRosterPlayer, rounds: readonly number[]) => CandidateFigures | null;

export function figuresOfCandidates(candidates: KeeperCandidatesResponse | undefined): FiguresOf {
  const players = new Map(candidates?.players.map((p) => [p.playerId, p]));
  const expected = new Map(candidates?.expected.map((e) => [e.round, e.expected]));
  return (player, rounds) => {
    const own = players.get(player.playerId);
    if (!own) return null;
    return {
      startedPoints: own.startedPoints,
      starts: own.starts,
      costs: [...rounds]
        .sort((a, b) => a - b)
        .map((round) => {
          const average = expected.get(round);
          return { round, worth: average === undefined ? null : pickValue(own.startedPoints, average) };
        }),
    };
  };
}

/** The round the chosen franchise keeper takes (kept waiver pickups' picks go around it). */
export function franchiseRoundOf(
  picks: KeeperPicks,
  byId: ReadonlyMap<string, KeeperRosterPlayer>,
  draftRounds: number,
): number | null {
  const round = picks.franchise !== null ? byId.get(picks.franchise)?.draftRound : null;
  return round == null ? null : draftedKeeperRound(round, draftRounds);
}

/** The rounds keeping a player may cost with the picks as they stand (before the lottery). */
export function costRoundsOf(
  player: KeeperRosterPlayer,
  picks: KeeperPicks,
  byId: ReadonlyMap<string, KeeperRosterPlayer>,
  draftRounds: number,
): number[] {
  return keeperCostRounds(player, draftRounds, franchiseRoundOf(picks, byId, draftRounds));
}

/**
 * After the lottery each kept waiver pickup's pick is known: the team's last picks go out in slot
 * order to the kept players (as the pre-draft board places them); the dropped player costs nothing.
 */
export function drawnRoundOf(
  playerId: string,
  picks: KeeperPicks,
  kept: ReadonlySet<string>,
  franchiseRound: number | null,
  draftRounds: number,
): number | null {
  const keptInOrder = LOTTERY_SLOTS.map((slot) => picks[slot]).filter(
    (id): id is string => id !== null && kept.has(id),
  );
  const index = keptInOrder.indexOf(playerId);
  if (index === -1) return null;
  return waiverKeeperRounds(draftRounds, franchiseRound, keptInOrder.length)[index] ?? null;
}

// ---------------------------------------------------------------------------------------------------
// Words

/** "Costs a 3rd-round pick", "Costs an 8th-round pick", "Costs a 15th- or 16th-round pick". */
export function costText(costs: readonly KeeperCost[]): string {
  const rounds = costs.map((c) => ordinal(c.round));
  const last = rounds.pop();
  return `Costs ${withArticle(`${rounds.map((r) => `${r}- or `).join('')}${last}-round pick`)}`;
}

/** "Worth +18.9", "Worth -12.0 or +24.6" (in the order of the rounds); null when unmeasured. */
export function worthText(costs: readonly KeeperCost[]): string | null {
  if (costs.length === 0 || costs.some((c) => c.worth === null)) return null;
  return `Worth ${costs.map((c) => formatSignedPoints(c.worth!)).join(' or ')}`;
}

// ---------------------------------------------------------------------------------------------------
// Sorting

export const SORT_KEYS = ['value', 'points', 'round'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const SORT_LABELS: Record<SortKey, string> = { value: 'Value', points: 'Points', round: 'Round' };

/** The least a player is worth (where the lottery's order leaves his round open, the lower figure). */
const leastWorth = (f: CandidateFigures | null) =>
  f && f.costs.length > 0 && f.costs.every((c) => c.worth !== null)
    ? Math.min(...f.costs.map((c) => c.worth!))
    : -Infinity;
const points = (f: CandidateFigures | null) => f?.startedPoints ?? -Infinity;
const earliestRound = (f: CandidateFigures | null) => f?.costs[0]?.round ?? Infinity;

/** Larger first (a player with no figure, at -Infinity, last). */
const descending = (a: number, b: number) => (a === b ? 0 : a > b ? -1 : 1);

const COMPARE: Record<SortKey, (a: CandidateFigures | null, b: CandidateFigures | null) => number> = {
  value: (a, b) => descending(leastWorth(a), leastWorth(b)) || descending(points(a), points(b)),
  points: (a, b) => descending(points(a), points(b)) || descending(leastWorth(a), leastWorth(b)),
  round: (a, b) =>
    descending(-earliestRound(a), -earliestRound(b)) || descending(leastWorth(a), leastWorth(b)),
};

/**
 * The players in the order asked for (most valuable, most points, earliest round first); a tie keeps
 * the roster's order (by position, then round).
 */
export function sortByFigures<T>(
  players: readonly T[],
  figures: (player: T) => CandidateFigures | null,
  key: SortKey,
): T[] {
  const withFigures = players.map((player) => ({ player, f: figures(player) }));
  return withFigures.sort((a, b) => COMPARE[key](a.f, b.f)).map(({ player }) => player);
}
