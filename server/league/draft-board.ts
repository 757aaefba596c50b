// The draft board model (docs/product.md §2 and §9): one column per team in draft-order slot, one row per
// round, snake order with Sleeper's reversal_round, K/W/T badges; and the pre-draft board, where only
// keepers appear: each at its original round, kept waiver pickups at the team's last picks. Pure.
import type { DraftBoard, DraftBoardCell, DraftBoardPlayer, DraftBoardTeam } from '../../common/drafts';
import { draftedKeeperRound, waiverKeeperRounds } from '../../common/keeper-rules';
import type { PlayerInfo } from '../sleeper/gateway';
import type { SleeperDraft, SleeperDraftPick, SleeperRoster } from '../sleeper/schemas';
import type { TeamIdentity } from './teams';
import { positionRank } from './lineup';
import { isRookieDraft } from './rookie-draft';

/** docs/product.md §9: 16 rounds unless the draft says otherwise. */
export const DEFAULT_DRAFT_ROUNDS = 16;

export interface DraftOrderRules {
  /** 'snake' (default), 'linear' or 'auction'. */
  type: string;
  /** Sleeper's reversal_round (3 = third-round reversal); 0 = none. */
  reversalRound: number;
}

export function orderRulesOf(draft: SleeperDraft | null): DraftOrderRules {
  return { type: draft?.type ?? 'snake', reversalRound: draft?.settings?.reversal_round ?? 0 };
}

/**
 * Whether a round runs from the last slot to the first. Snake: even rounds; from the reversal round on,
 * the direction flips once more (3RR: 1 ->, 2 <-, 3 <-, 4 ->, ...). Linear and auction never reverse.
 */
export function isReversedRound(round: number, rules: DraftOrderRules): boolean {
  if (rules.type !== 'snake') return false;
  const even = round % 2 === 0;
  return rules.reversalRound > 0 && round >= rules.reversalRound ? !even : even;
}

/** The overall pick number of a cell. */
export function pickNoOf(round: number, slot: number, teams: number, rules: DraftOrderRules): number {
  const inRound = isReversedRound(round, rules) ? teams - slot + 1 : slot;
  return (round - 1) * teams + inRound;
}

/** The column of a pick when the provider gives no draft_slot. */
export function slotOfPickNo(
  pickNo: number,
  teams: number,
  rules: DraftOrderRules,
): { round: number; slot: number } {
  const round = Math.floor((pickNo - 1) / teams) + 1;
  const inRound = pickNo - (round - 1) * teams;
  return { round, slot: isReversedRound(round, rules) ? teams - inRound + 1 : inRound };
}

/**
 * The roster of each draft slot: the draft's slot_to_roster_id, else its draft_order (user -> slot),
 * else the rosters by id. Returns slot (1-based) -> roster id.
 */
export function slotRosters(
  draft: SleeperDraft | null,
  rosters: readonly SleeperRoster[],
  teams: number,
): Map<number, number> {
  const bySlot = new Map<number, number>();
  for (const [slot, rosterId] of Object.entries(draft?.slot_to_roster_id ?? {}))
    bySlot.set(Number(slot), rosterId);
  if (bySlot.size === 0 && draft?.draft_order) {
    for (const [userId, slot] of Object.entries(draft.draft_order)) {
      const roster = rosters.find((r) => r.owner_id === userId || r.co_owners?.includes(userId));
      if (roster) bySlot.set(slot, roster.roster_id);
    }
  }
  if (bySlot.size === 0) {
    [...rosters].sort((a, b) => a.roster_id - b.roster_id).forEach((r, i) => bySlot.set(i + 1, r.roster_id));
  }
  for (const slot of [...bySlot.keys()]) if (slot < 1 || slot > teams) bySlot.delete(slot);
  return bySlot;
}

function columnsOf(
  slotToRoster: ReadonlyMap<number, number>,
  teams: number,
  identities: ReadonlyMap<number, TeamIdentity>,
): DraftBoardTeam[] {
  return Array.from({ length: teams }, (_, i) => {
    const slot = i + 1;
    const rosterId = slotToRoster.get(slot) ?? null;
    const team = rosterId !== null ? identities.get(rosterId) : undefined;
    return {
      slot,
      rosterId,
      ownerId: team?.ownerId ?? null,
      teamName: team?.teamName ?? `Slot ${slot}`,
      ownerName: team?.ownerDisplayName ?? '',
    };
  });
}

function emptyCell(round: number | null, slot: number, pickNo: number | null): DraftBoardCell {
  return {
    round,
    slot,
    pickNo,
    player: null,
    isKeeper: false,
    isWaiver: false,
    isPending: false,
    currentRosterId: null,
    nowOn: null,
  };
}

export function playerOfInfo(info: PlayerInfo | undefined, playerId: string): DraftBoardPlayer {
  const name = info?.fullName ?? ([info?.firstName, info?.lastName].filter(Boolean).join(' ') || playerId);
  return { playerId, name, position: info?.position ?? '?', team: info?.team ?? null };
}

function playerOfPick(pick: SleeperDraftPick, info: PlayerInfo | undefined): DraftBoardPlayer {
  const m = pick.metadata ?? {};
  const metaName = [m.first_name, m.last_name].filter(Boolean).join(' ');
  const fromInfo = playerOfInfo(info, pick.player_id);
  return {
    playerId: pick.player_id,
    name: metaName || fromInfo.name,
    position: m.position || fromInfo.position,
    team: m.team || fromInfo.team,
  };
}

/** Who holds each player now: player id -> roster id. */
export function holdersOf(rosters: readonly SleeperRoster[]): Map<string, number> {
  const holders = new Map<string, number>();
  for (const r of rosters) for (const id of r.players ?? []) holders.set(id, r.roster_id);
  return holders;
}

/** Fills the board's "now" fields: the current roster and the T badge when it is another team. */
function withHolder(
  cell: DraftBoardCell,
  pickedBy: number | null,
  holders: ReadonlyMap<string, number>,
  identities: ReadonlyMap<number, TeamIdentity>,
): DraftBoardCell {
  if (!cell.player) return cell;
  const holder = holders.get(cell.player.playerId) ?? null;
  const nowOn =
    holder !== null && pickedBy !== null && holder !== pickedBy
      ? { rosterId: holder, teamName: identities.get(holder)?.teamName ?? `Team ${holder}` }
      : null;
  return { ...cell, currentRosterId: holder, nowOn };
}

/** Each column's players on its roster with no pick in this draft, as rows under the rounds. */
function waiverRowsOf(
  columns: readonly DraftBoardTeam[],
  rosters: readonly SleeperRoster[],
  draftedIds: ReadonlySet<string>,
  players: ReadonlyMap<string, PlayerInfo>,
): DraftBoardCell[][] {
  const perColumn = columns.map((column) => {
    const roster = rosters.find((r) => r.roster_id === column.rosterId);
    return (roster?.players ?? [])
      .filter((id) => !draftedIds.has(id))
      .map((id) => playerOfInfo(players.get(id), id))
      .sort((a, b) => positionRank(a.position) - positionRank(b.position) || a.name.localeCompare(b.name));
  });
  const depth = Math.max(0, ...perColumn.map((list) => list.length));
  return Array.from({ length: depth }, (_, row) =>
    columns.map((column, i) => {
      const player = perColumn[i]![row];
      if (!player) return emptyCell(null, column.slot, null);
      return {
        ...emptyCell(null, column.slot, null),
        player,
        isWaiver: true,
        currentRosterId: column.rosterId,
      };
    }),
  );
}

export interface DraftBoardInput {
  season: string;
  leagueId: string;
  draft: SleeperDraft | null;
  picks: readonly SleeperDraftPick[];
  /** The board season's rosters (who holds whom) and team identities. */
  rosters: readonly SleeperRoster[];
  identities: ReadonlyMap<number, TeamIdentity>;
  /** Directory entries of the rosters' players (names of waiver pickups). */
  players: ReadonlyMap<string, PlayerInfo>;
  /** Players drafted in the previous season: a keeper not among them was a waiver pickup (W). */
  previousDraftPlayerIds: ReadonlySet<string> | null;
}

/** A draft's rounds: its settings' (docs/product.md §9: 16 unless it says otherwise), or more if picked. */
export function draftRounds(draft: SleeperDraft | null, picks: readonly SleeperDraftPick[]): number {
  return Math.max(draft?.settings?.rounds ?? DEFAULT_DRAFT_ROUNDS, ...picks.map((p) => p.round));
}

/** A completed (or running) draft's board. */
export function buildDraftBoard(input: DraftBoardInput): DraftBoard {
  const { draft, picks } = input;
  const rules = orderRulesOf(draft);
  const teams = draft?.settings?.teams ?? input.rosters.length;
  const rounds = draftRounds(draft, picks);
  const columns = columnsOf(slotRosters(draft, input.rosters, teams), teams, input.identities);
  const holders = holdersOf(input.rosters);
  const rows = Array.from({ length: rounds }, (_, r) =>
    columns.map((c) => emptyCell(r + 1, c.slot, pickNoOf(r + 1, c.slot, teams, rules))),
  );
  for (const pick of picks) {
    const slot = pick.draft_slot ?? slotOfPickNo(pick.pick_no, teams, rules).slot;
    const row = rows[pick.round - 1];
    if (!row || slot < 1 || slot > teams) continue;
    const isKeeper = pick.is_keeper === true;
    const cell: DraftBoardCell = {
      ...emptyCell(pick.round, slot, pick.pick_no),
      player: playerOfPick(pick, input.players.get(pick.player_id)),
      isKeeper,
      isWaiver:
        isKeeper &&
        input.previousDraftPlayerIds !== null &&
        !input.previousDraftPlayerIds.has(pick.player_id),
    };
    const pickedBy = pick.roster_id ?? columns[slot - 1]?.rosterId ?? null;
    row[slot - 1] = withHolder(cell, pickedBy, holders, input.identities);
  }
  const drafted = new Set(picks.map((p) => p.player_id));
  return {
    season: input.season,
    leagueId: input.leagueId,
    draftId: draft?.draft_id ?? null,
    status: draft?.status ?? 'pre_draft',
    isPreDraft: draft?.status === 'pre_draft' || picks.length === 0,
    rounds,
    teams: columns,
    rows,
    waiverRows: waiverRowsOf(columns, input.rosters, drafted, input.players),
    note: null,
    rookieDraft: isRookieDraft(draft, picks),
  };
}

/** A team's submitted keepers, as the pre-draft board places them. */
export interface PreDraftKeepers {
  rosterId: number;
  franchise: { player: DraftBoardPlayer; round: number } | null;
  /** Kept waiver pickups: the lottery's selected players, or all three (pending) before the lottery. */
  waiverKeepers: DraftBoardPlayer[];
  lotteryPending: boolean;
}

export interface PreDraftBoardInput {
  season: string;
  leagueId: string;
  draftId: string | null;
  status: string;
  rounds: number;
  rules: DraftOrderRules;
  teams: DraftBoardTeam[];
  keepers: readonly PreDraftKeepers[];
  holders: ReadonlyMap<string, number>;
  note: string | null;
  rookieDraft: boolean;
}

/**
 * The pre-draft board: every cell empty but the keepers'. A franchise keeper takes the pick of its
 * original round in its team's column; kept waiver pickups take that column's last free picks.
 */
export function buildPreDraftBoard(input: PreDraftBoardInput): DraftBoard {
  const teams = input.teams.length;
  const rows = Array.from({ length: input.rounds }, (_, r) =>
    input.teams.map((c) => emptyCell(r + 1, c.slot, pickNoOf(r + 1, c.slot, teams, input.rules))),
  );
  for (const keepers of input.keepers) {
    const column = input.teams.find((t) => t.rosterId === keepers.rosterId);
    if (!column) continue;
    const place = (round: number, player: DraftBoardPlayer, isWaiver: boolean, isPending: boolean) => {
      rows[round - 1]![column.slot - 1] = {
        ...rows[round - 1]![column.slot - 1]!,
        player,
        isKeeper: true,
        isWaiver,
        isPending,
        currentRosterId: input.holders.get(player.playerId) ?? null,
      };
    };
    const franchiseRound = keepers.franchise
      ? draftedKeeperRound(keepers.franchise.round, input.rounds)
      : null;
    if (keepers.franchise) place(franchiseRound!, keepers.franchise.player, false, false);
    const waiverRounds = waiverKeeperRounds(input.rounds, franchiseRound, keepers.waiverKeepers.length);
    keepers.waiverKeepers.forEach((player, i) => {
      const round = waiverRounds[i];
      if (round !== undefined) place(round, player, true, keepers.lotteryPending);
    });
  }
  return {
    season: input.season,
    leagueId: input.leagueId,
    draftId: input.draftId,
    status: input.status,
    isPreDraft: true,
    rounds: input.rounds,
    teams: input.teams,
    rows,
    waiverRows: [],
    note: input.note,
    rookieDraft: input.rookieDraft,
  };
}
