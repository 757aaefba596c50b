// Keeper choices and the 16-round snake draft of one season.
import { COMPOSITION, DRAFT_ROUNDS, NUM_TEAMS, type Position } from './constants.ts';
import type { DemoPlayer } from './players.ts';
import type { Rng } from './random.ts';

export interface DraftPick {
  round: number;
  pickNo: number;
  slot: number;
  /** Franchise that made the pick (after any pick trade). */
  franchise: number;
  playerId: string;
  isKeeper: boolean;
}

/** A traded pick of a draft: `originalFranchise`'s pick of `round` now belongs to `owner`. */
export interface PickOwnership {
  season: string;
  round: number;
  originalFranchise: number;
  previousOwner: number;
  owner: number;
}

export interface KeeperChoice {
  franchise: number;
  playerId: string;
  round: number;
}

const DRAFT_WEIGHT: Record<Position, number> = { QB: 0.8, RB: 1.05, WR: 1, TE: 0.95, K: 0.4, DEF: 0.4 };

export function pickNumber(round: number, slot: number): number {
  const column = round % 2 === 1 ? slot : NUM_TEAMS + 1 - slot;
  return (round - 1) * NUM_TEAMS + column;
}

function ownerOfPick(traded: readonly PickOwnership[], round: number, franchise: number): number {
  return traded.find((t) => t.round === round && t.originalFranchise === franchise)?.owner ?? franchise;
}

/**
 * Keepers for a season from last season's final rosters: one "franchise" player that was drafted last
 * season (kept at the round he was drafted) and two of the three best waiver pickups at other positions
 * (the lottery keeps 2 of 3), kept at the last rounds. Rounds are moved when the franchise no longer
 * owns that pick or already uses that round.
 */
export function chooseKeepers(args: {
  rng: Rng;
  players: ReadonlyMap<string, DemoPlayer>;
  previousRosters: readonly (readonly string[])[];
  previousPicks: readonly DraftPick[];
  tradedPicks: readonly PickOwnership[];
}): KeeperChoice[] {
  const { rng, players, previousRosters, previousPicks, tradedPicks } = args;
  const roundOf = new Map(previousPicks.map((p) => [p.playerId, p.round]));
  const keepers: KeeperChoice[] = [];
  previousRosters.forEach((roster, franchise) => {
    const byValue = [...roster].sort((a, b) => talent(players, b) - talent(players, a));
    const franchisePlayer = byValue.find(
      (id) => roundOf.has(id) && position(players, id) !== 'K' && position(players, id) !== 'DEF',
    );
    if (franchisePlayer === undefined) return;
    const franchisePosition = position(players, franchisePlayer);
    const lotteryPool = byValue
      .filter((id) => !roundOf.has(id) && position(players, id) !== franchisePosition)
      .slice(0, 3);
    const kept = rng.shuffle(lotteryPool).slice(0, 2);
    const usedRounds = new Set<number>();
    const place = (playerId: string, wanted: number) => {
      const owns = (round: number) =>
        round >= 1 &&
        round <= DRAFT_ROUNDS &&
        !usedRounds.has(round) &&
        ownerOfPick(tradedPicks, round, franchise) === franchise;
      let round = wanted;
      while (!owns(round) && round > 1) round -= 1;
      if (!owns(round)) round = wanted;
      while (!owns(round)) round += 1;
      usedRounds.add(round);
      keepers.push({ franchise, playerId, round });
    };
    place(franchisePlayer, roundOf.get(franchisePlayer) ?? DRAFT_ROUNDS);
    kept.forEach((playerId) => place(playerId, DRAFT_ROUNDS));
  });
  return keepers;
}

function talent(players: ReadonlyMap<string, DemoPlayer>, id: string): number {
  return players.get(id)?.talent ?? 0;
}

function position(players: ReadonlyMap<string, DemoPlayer>, id: string): Position {
  const player = players.get(id);
  if (player === undefined) throw new Error(`unknown player ${id}`);
  return player.position;
}

/** Runs the snake draft; every team ends with exactly COMPOSITION players per position. */
export function runDraft(args: {
  rng: Rng;
  pool: readonly DemoPlayer[];
  slotOfFranchise: readonly number[];
  tradedPicks: readonly PickOwnership[];
  keepers: readonly KeeperChoice[];
}): DraftPick[] {
  const { rng, pool, slotOfFranchise, tradedPicks, keepers } = args;
  const players = new Map(pool.map((p) => [p.id, p]));
  const franchiseAtSlot = new Map(slotOfFranchise.map((slot, franchise) => [slot, franchise]));
  const need = slotOfFranchise.map(() => ({ ...COMPOSITION }));
  const taken = new Set<string>();
  const picks: DraftPick[] = [];
  for (const keeper of keepers) {
    const slot = slotOfFranchise[keeper.franchise] ?? 0;
    picks.push({
      round: keeper.round,
      pickNo: pickNumber(keeper.round, slot),
      slot,
      franchise: keeper.franchise,
      playerId: keeper.playerId,
      isKeeper: true,
    });
    taken.add(keeper.playerId);
    const teamNeed = need[keeper.franchise];
    if (teamNeed !== undefined) teamNeed[position(players, keeper.playerId)] -= 1;
  }
  const keptPickNumbers = new Set(picks.map((p) => p.pickNo));
  const remainingPicks = slotOfFranchise.map(() => 0);
  const board: Array<{ round: number; slot: number; pickNo: number; owner: number }> = [];
  for (let round = 1; round <= DRAFT_ROUNDS; round += 1) {
    for (let slot = 1; slot <= NUM_TEAMS; slot += 1) {
      const pickNo = pickNumber(round, slot);
      if (keptPickNumbers.has(pickNo)) continue;
      const original = franchiseAtSlot.get(slot) ?? 0;
      const owner = ownerOfPick(tradedPicks, round, original);
      board.push({ round, slot, pickNo, owner });
      remainingPicks[owner] = (remainingPicks[owner] ?? 0) + 1;
    }
  }
  board.sort((a, b) => a.pickNo - b.pickNo);
  const score = new Map(pool.map((p) => [p.id, p.talent * DRAFT_WEIGHT[p.position] + rng.gauss() * 1.4]));
  const ranked = [...pool].sort((a, b) => (score.get(b.id) ?? 0) - (score.get(a.id) ?? 0));
  for (const cell of board) {
    const teamNeed = need[cell.owner];
    if (teamNeed === undefined) throw new Error('bad owner');
    const left = remainingPicks[cell.owner] ?? 0;
    const lateNeeds = teamNeed.K + teamNeed.DEF;
    const allowLate = cell.round >= 13 || left <= lateNeeds;
    const onlyLate = left <= lateNeeds;
    const choice = ranked.find((p) => {
      if (taken.has(p.id) || teamNeed[p.position] <= 0) return false;
      const late = p.position === 'K' || p.position === 'DEF';
      return late ? allowLate : !onlyLate;
    });
    if (choice === undefined) throw new Error(`no player for pick ${cell.pickNo}`);
    taken.add(choice.id);
    teamNeed[choice.position] -= 1;
    remainingPicks[cell.owner] = left - 1;
    picks.push({
      round: cell.round,
      pickNo: cell.pickNo,
      slot: cell.slot,
      franchise: cell.owner,
      playerId: choice.id,
      isKeeper: false,
    });
  }
  return picks.sort((a, b) => a.pickNo - b.pickNo);
}
