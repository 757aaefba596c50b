import { describe, expect, it } from 'vitest';
import type { SleeperDraft, SleeperDraftPick, SleeperRoster } from '../sleeper/schemas';
import type { PlayerInfo } from '../sleeper/gateway';
import {
  buildDraftBoard,
  buildPreDraftBoard,
  isReversedRound,
  pickNoOf,
  slotOfPickNo,
  slotRosters,
  type DraftOrderRules,
} from './draft-board';
import { demoManifest, readDemoFixture } from '../sleeper/demo-fixtures';
import { buildTeams, type TeamIdentity } from './teams';

const snake: DraftOrderRules = { type: 'snake', reversalRound: 0 };

describe('snake order', () => {
  it('reverses even rounds', () => {
    expect([1, 2, 3, 4].map((r) => isReversedRound(r, snake))).toEqual([false, true, false, true]);
    // 3 teams: round 2 runs slot 3, 2, 1 -> pick 4 is slot 3, pick 6 is slot 1.
    expect(pickNoOf(2, 3, 3, snake)).toBe(4);
    expect(pickNoOf(2, 1, 3, snake)).toBe(6);
    expect(slotOfPickNo(4, 3, snake)).toEqual({ round: 2, slot: 3 });
    expect(slotOfPickNo(7, 3, snake)).toEqual({ round: 3, slot: 1 });
  });
  it('respects a third-round reversal and never reverses a linear draft', () => {
    const rr3: DraftOrderRules = { type: 'snake', reversalRound: 3 };
    expect([1, 2, 3, 4, 5].map((r) => isReversedRound(r, rr3))).toEqual([false, true, true, false, true]);
    expect([1, 2, 3].map((r) => isReversedRound(r, { type: 'linear', reversalRound: 0 }))).toEqual([
      false,
      false,
      false,
    ]);
  });
});

const roster = (roster_id: number, owner_id: string, players: string[]): SleeperRoster => ({
  roster_id,
  owner_id,
  players,
  settings: { wins: 0, losses: 0, ties: 0, fpts: 0 },
});
const identity = (rosterId: number, ownerId: string, teamName: string): TeamIdentity => ({
  rosterId,
  ownerId,
  teamName,
  ownerDisplayName: ownerId,
  username: ownerId,
  avatar: null,
});
const pick = (
  round: number,
  pick_no: number,
  draft_slot: number | undefined,
  roster_id: number,
  player_id: string,
  is_keeper = false,
): SleeperDraftPick => ({
  round,
  pick_no,
  draft_slot,
  roster_id,
  player_id,
  is_keeper: is_keeper || null,
  metadata: { first_name: 'P', last_name: player_id, position: 'RB', team: 'KC' },
});
const info = (playerId: string, position: string): PlayerInfo => ({
  playerId,
  firstName: 'W',
  lastName: playerId,
  fullName: `W ${playerId}`,
  position,
  team: 'BUF',
  status: null,
  injuryStatus: null,
});

// 3 teams, 2 rounds. Slots: 1 -> roster 2 (Bears), 2 -> roster 3 (Cats), 3 -> roster 1 (Ants).
const draft: SleeperDraft = {
  draft_id: 'D1',
  status: 'complete',
  season: '2025',
  type: 'snake',
  settings: { teams: 3, rounds: 2 },
  slot_to_roster_id: { '1': 2, '2': 3, '3': 1 },
};
const identities = new Map([
  [1, identity(1, 'u1', 'Ants')],
  [2, identity(2, 'u2', 'Bears')],
  [3, identity(3, 'u3', 'Cats')],
]);
const picks = [
  pick(1, 1, 1, 2, 'a'),
  pick(1, 2, 2, 3, 'b', true), // keeper, was drafted last season
  pick(1, 3, 3, 1, 'c', true), // keeper, a waiver pickup last season
  pick(2, 4, 3, 1, 'd'),
  pick(2, 5, undefined, 3, 'e'), // no draft_slot: pick 5 in a reversed round is slot 2
  pick(2, 6, 1, 3, 'f'), // slot 1's pick, made by roster 3 after a pick trade
];
const rosters = [
  roster(1, 'u1', ['c', 'd', 'a', 'w1']),
  roster(2, 'u2', ['w2', 'w3']),
  roster(3, 'u3', ['b', 'e', 'f']),
];
const players = new Map([
  ['w1', info('w1', 'WR')],
  ['w2', info('w2', 'TE')],
  ['w3', info('w3', 'QB')],
]);

describe('buildDraftBoard', () => {
  const board = buildDraftBoard({
    season: '2025',
    leagueId: 'L',
    draft,
    picks,
    rosters,
    identities,
    players,
    previousDraftPlayerIds: new Set(['b']),
  });

  it('has one column per team in slot order and one row per round', () => {
    expect(board.teams.map((t) => t.teamName)).toEqual(['Bears', 'Cats', 'Ants']);
    expect(board.rows).toHaveLength(2);
    expect(board.rows.every((row) => row.length === 3)).toBe(true);
    expect(board.isPreDraft).toBe(false);
    // Its picks carry no years_exp: not a rookie draft (./rookie-draft.test.ts has the rule).
    expect(board.rookieDraft).toBe(false);
  });

  it('places picks by round and slot, reversing round 2, and computes a missing slot', () => {
    expect(board.rows[0]!.map((c) => c.player?.playerId)).toEqual(['a', 'b', 'c']);
    expect(board.rows[1]!.map((c) => c.player?.playerId)).toEqual(['f', 'e', 'd']);
    expect(board.rows[1]!.map((c) => c.pickNo)).toEqual([6, 5, 4]);
  });

  it('marks keepers K, and a keeper who was a waiver pickup last season also W', () => {
    const [, b, c] = board.rows[0]!;
    expect([b!.isKeeper, b!.isWaiver]).toEqual([true, false]);
    expect([c!.isKeeper, c!.isWaiver]).toEqual([true, true]);
  });

  it('marks a player now on another roster T with that team', () => {
    const a = board.rows[0]![0]!; // drafted by Bears (2), now on Ants (1)
    expect(a.nowOn).toEqual({ rosterId: 1, teamName: 'Ants' });
    expect(a.currentRosterId).toBe(1);
    const f = board.rows[1]![0]!; // drafted by roster 3 in slot 1 and still there: not traded
    expect(f.nowOn).toBeNull();
  });

  it('lists the waiver pickups still on each roster under the rounds, by position', () => {
    expect(board.waiverRows).toHaveLength(2);
    expect(board.waiverRows.map((row) => row.map((c) => c.player?.playerId ?? null))).toEqual([
      ['w3', null, 'w1'],
      ['w2', null, null],
    ]);
    expect(board.waiverRows[0]![0]!.isWaiver).toBe(true);
  });

  it('is pre-draft with no picks, and uses 16 rounds when the draft does not say', () => {
    const empty = buildDraftBoard({
      season: '2026',
      leagueId: 'L',
      draft: { ...draft, status: 'pre_draft', settings: { teams: 3 } },
      picks: [],
      rosters,
      identities,
      players,
      previousDraftPlayerIds: null,
    });
    expect(empty.isPreDraft).toBe(true);
    expect(empty.rounds).toBe(16);
    expect(empty.rows.flat().every((c) => c.player === null)).toBe(true);
  });
});

describe('slotRosters', () => {
  it('falls back to draft_order (user -> slot), then to roster ids', () => {
    const byOrder = slotRosters(
      { ...draft, slot_to_roster_id: null, draft_order: { u3: 1, u1: 2, u2: 3 } },
      rosters,
      3,
    );
    expect([...byOrder.entries()].sort()).toEqual([
      [1, 3],
      [2, 1],
      [3, 2],
    ]);
    const byId = slotRosters(null, rosters, 3);
    expect([...byId.entries()].sort()).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });
});

describe('buildPreDraftBoard', () => {
  const teams = buildDraftBoard({
    season: '2025',
    leagueId: 'L',
    draft,
    picks,
    rosters,
    identities,
    players,
    previousDraftPlayerIds: null,
  }).teams;
  const p = (playerId: string, position: string) => ({ playerId, name: playerId, position, team: null });
  const board = buildPreDraftBoard({
    season: '2026',
    leagueId: 'L',
    draftId: null,
    status: 'upcoming',
    rounds: 4,
    rules: snake,
    teams,
    holders: new Map([['c', 1]]),
    note: null,
    rookieDraft: false,
    keepers: [
      // Ants (slot 3): franchise drafted in round 4 plus two kept waiver pickups.
      {
        rosterId: 1,
        franchise: { player: p('c', 'RB'), round: 4 },
        waiverKeepers: [p('w1', 'WR'), p('x', 'TE')],
        lotteryPending: false,
      },
      // Bears (slot 1): lottery not run yet, three pending waiver keepers.
      {
        rosterId: 2,
        franchise: { player: p('a', 'QB'), round: 1 },
        waiverKeepers: [p('w2', 'TE'), p('w3', 'K'), p('y', 'WR')],
        lotteryPending: true,
      },
    ],
  });
  const column = (slot: number) => board.rows.map((row) => row[slot - 1]!.player?.playerId ?? null);

  it('puts a franchise keeper at its round and kept waiver pickups at the last free picks', () => {
    // c takes round 4; the first waiver keeper the last free pick (round 3), the next round 2.
    expect(column(3)).toEqual([null, 'x', 'w1', 'c']);
    expect(board.rows[3]![2]!.isWaiver).toBe(false);
    expect(board.rows[2]![2]!.isWaiver).toBe(true);
    expect(board.rows[3]![2]!.currentRosterId).toBe(1);
  });

  it('leaves every other cell empty and flags keepers whose lottery is pending', () => {
    expect(column(1)).toEqual(['a', 'y', 'w3', 'w2']);
    expect(board.rows[3]![0]!.isPending).toBe(true);
    expect(column(2)).toEqual([null, null, null, null]);
    expect(
      board.rows
        .flat()
        .filter((c) => c.player)
        .every((c) => c.isKeeper),
    ).toBe(true);
    expect(board.isPreDraft).toBe(true);
  });
});

describe('buildDraftBoard on the demo league', () => {
  const manifest = demoManifest();
  const [s2024, s2025] = ['2024', '2025'].map((season) => manifest.seasons.find((s) => s.season === season)!);

  it('places all 192 picks of 2025 in a 16 x 12 snake board; keepers kept, waiver keepers late', () => {
    const draft = readDemoFixture<SleeperDraft>(`draft/${s2025!.draftId}`);
    const picks = readDemoFixture<SleeperDraftPick[]>(`draft/${s2025!.draftId}/picks`);
    const rosters = readDemoFixture<SleeperRoster[]>(`league/${s2025!.leagueId}/rosters`);
    const users = readDemoFixture<Parameters<typeof buildTeams>[1]>(`league/${s2025!.leagueId}/users`);
    const previous = readDemoFixture<SleeperDraftPick[]>(`draft/${s2024!.draftId}/picks`);
    const board = buildDraftBoard({
      season: '2025',
      leagueId: s2025!.leagueId,
      draft,
      picks,
      rosters,
      identities: buildTeams(rosters, users),
      players: new Map(),
      previousDraftPlayerIds: new Set(previous.map((p) => p.player_id)),
    });
    expect(board.rounds).toBe(16);
    expect(board.teams).toHaveLength(12);
    const cells = board.rows.flat();
    expect(cells.filter((c) => c.player)).toHaveLength(picks.length);
    // Every pick sits where its overall number says in snake order (the board recomputes it from the cell).
    for (const pick of picks) {
      const cell = board.rows[pick.round - 1]![pick.draft_slot! - 1]!;
      expect(cell.player?.playerId).toBe(pick.player_id);
      expect(pickNoOf(pick.round, pick.draft_slot!, 12, snake)).toBe(pick.pick_no);
    }
    // Manifest: keepers are a team's best pick of last year at its round plus two waiver pickups late.
    const keepers = cells.filter((c) => c.isKeeper);
    expect(keepers).toHaveLength(picks.filter((p) => p.is_keeper).length);
    const waiverKeepers = keepers.filter((c) => c.isWaiver);
    expect(waiverKeepers.length).toBeGreaterThan(0);
    expect(waiverKeepers.every((c) => c.round! >= 12)).toBe(true);
    expect(
      keepers
        .filter((c) => !c.isWaiver)
        .every((c) => previous.some((p) => p.player_id === c.player!.playerId)),
    ).toBe(true);
    // Players drafted by one team and now on another roster carry the T badge.
    expect(cells.some((c) => c.nowOn !== null)).toBe(true);
  });
});
