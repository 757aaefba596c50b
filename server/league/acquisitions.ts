// How each player came to each roster during a season, and what he started for it while he stayed
// (docs/decisions/0016). A trade, a waiver claim, a free-agent add or a commissioner's move starts a
// stint; the next move that takes the player off that roster ends it. A week he started for the
// roster is credited to the latest move that brought him there in or before that week, unless a move
// took him off the roster in an earlier week since: each started week goes to one move at most, so a
// player traded twice in a season, or dropped and picked up again, is never counted twice.
import type { SleeperTransaction } from '../sleeper/schemas';
import type { StartedPoints, StartedWeek } from './started-points';
import { sumPoints } from './started-points';
import { effectiveTime } from './transactions';

export type AcquisitionKind = 'trade' | 'waiver' | 'free_agent' | 'commissioner';

export interface Acquisition {
  transaction: SleeperTransaction;
  kind: AcquisitionKind;
  rosterId: number;
  playerId: string;
  /** The move's week (the provider's leg; round 1 also holds offseason moves). */
  week: number;
  /** The weeks he started for the roster credited to this move, and their points. */
  starts: readonly StartedWeek[];
  points: number;
  /** Nothing took him off the roster (or brought him again) after this move: he ended the season there. */
  heldAtEnd: boolean;
}

export interface SeasonAcquisitions {
  /** Every acquisition, in the order the moves took effect. */
  all: readonly Acquisition[];
  /** The acquisition of a player by a move (a trade's side, a claim). */
  of(transactionId: string, playerId: string): Acquisition | undefined;
}

interface Move {
  acquisition: Acquisition | null;
  week: number;
}

const kindOf = (type: string): AcquisitionKind =>
  type === 'trade' || type === 'waiver' || type === 'free_agent' ? type : 'commissioner';

/** The acquisitions of a season's completed moves, with the started weeks each is credited. */
export function seasonAcquisitions(
  transactions: readonly SleeperTransaction[],
  started: StartedPoints,
): SeasonAcquisitions {
  // A move listed twice (in two rounds) is one move.
  const unique = new Map(transactions.map((tx) => [tx.transaction_id, tx]));
  const done = [...unique.values()]
    .filter((tx) => tx.status === 'complete')
    .sort((a, b) => effectiveTime(a) - effectiveTime(b) || a.transaction_id.localeCompare(b.transaction_id));
  // Per roster and player, the moves that brought him there or took him off, in order.
  const moves = new Map<string, Move[]>();
  const all: Acquisition[] = [];
  const push = (rosterId: number, playerId: string, move: Move) => {
    const key = `${rosterId}:${playerId}`;
    const list = moves.get(key);
    if (list) list.push(move);
    else moves.set(key, [move]);
  };
  for (const tx of done) {
    const week = tx.leg ?? 1;
    for (const [playerId, rosterId] of Object.entries(tx.drops ?? {})) {
      push(rosterId, playerId, { acquisition: null, week });
    }
    for (const [playerId, rosterId] of Object.entries(tx.adds ?? {})) {
      const acquisition: Acquisition = {
        transaction: tx,
        kind: kindOf(tx.type),
        rosterId,
        playerId,
        week,
        starts: [],
        points: 0,
        heldAtEnd: false,
      };
      all.push(acquisition);
      push(rosterId, playerId, { acquisition, week });
    }
  }
  for (const [key, list] of moves) {
    const [rosterId, playerId] = splitKey(key);
    const credited = new Map<Acquisition, StartedWeek[]>();
    for (const start of started.weeks(rosterId, playerId)) {
      const owner = creditedMove(list, start.week);
      if (owner) credited.set(owner, [...(credited.get(owner) ?? []), start]);
    }
    for (const [acquisition, starts] of credited) {
      acquisition.starts = starts;
      acquisition.points = sumPoints(starts);
    }
    const last = list.at(-1)?.acquisition;
    if (last) last.heldAtEnd = true;
  }
  const byMove = new Map(all.map((a) => [`${a.transaction.transaction_id}:${a.playerId}`, a]));
  return { all, of: (transactionId, playerId) => byMove.get(`${transactionId}:${playerId}`) };
}

function splitKey(key: string): [number, string] {
  const at = key.indexOf(':');
  return [Number(key.slice(0, at)), key.slice(at + 1)];
}

/**
 * The move a started week belongs to: the last one that brought the player in that week or before,
 * unless a later move took him off in an earlier week (he then started after coming back some other
 * way the provider did not record, and no move is credited).
 */
function creditedMove(moves: readonly Move[], week: number): Acquisition | null {
  let index = -1;
  moves.forEach((move, i) => {
    if (move.acquisition && move.week <= week) index = i;
  });
  if (index === -1) return null;
  const left = moves.slice(index + 1).some((move) => move.acquisition === null && move.week < week);
  return left ? null : moves[index]!.acquisition;
}
