import { describe, expect, it } from 'vitest';
import {
  EMPTY_PICKS,
  assignSlot,
  checkBoardSave,
  checkSelection,
  checkWritable,
  choiceBlocker,
  daysRemaining,
  draftedKeeperRound,
  isDeadlinePassed,
  keeperCostRounds,
  keeperDeadline,
  messageText,
  picksFromOrder,
  toggleBoardPick,
  waiverKeeperRounds,
  type KeeperPicks,
  type RulePlayer,
} from './keeper-rules';

const p = (playerId: string, position: string, draftRound: number | null): RulePlayer => ({
  playerId,
  playerName: `Player ${playerId}`,
  position,
  draftRound,
});
// Drafted: a QB (round 1) and an RB (round 3). Waiver pickups: WR, TE, K, RB.
const roster = [
  p('qb1', 'QB', 1),
  p('rb3', 'RB', 3),
  p('wr', 'WR', null),
  p('te', 'TE', null),
  p('k', 'K', null),
  p('rbw', 'RB', null),
];
const byId = new Map(roster.map((x) => [x.playerId, x]));
const open = { locked: false, deadlinePassed: false };
const valid: KeeperPicks = { franchise: 'rb3', lottery1: 'wr', lottery2: 'te', lottery3: 'k' };

describe('deadline', () => {
  // 2026-03-01 23:59:59 Central (UTC-6), the date docs/product.md D9 names.
  const MARCH_1 = Date.parse('2026-03-02T05:59:59.000Z');
  const DRAFT = Date.parse('2026-08-30T00:00:00.000Z');
  const at = (now: number, setting: number | null, nextDraftStart: number | null, nextDraftStarted = false) =>
    keeperDeadline({ setting, nextDraftStart, nextDraftStarted, now });

  it("is the admin's setting when set, whatever the draft", () => {
    expect(at(MARCH_1 - 1, MARCH_1, DRAFT)).toEqual({
      deadlineMs: MARCH_1,
      source: 'setting',
      passed: false,
    });
    expect(at(MARCH_1 + 1, MARCH_1, DRAFT)).toEqual({ deadlineMs: MARCH_1, source: 'setting', passed: true });
  });
  it('is the start of the next draft when no deadline is set', () => {
    expect(at(DRAFT, null, DRAFT)).toEqual({ deadlineMs: DRAFT, source: 'next-draft', passed: false });
    expect(at(DRAFT + 1, null, DRAFT)).toEqual({ deadlineMs: DRAFT, source: 'next-draft', passed: true });
  });
  it('stays open while the next draft is not scheduled, and closes once it has started', () => {
    expect(at(DRAFT, null, null)).toEqual({ deadlineMs: null, source: 'open', passed: false });
    expect(at(DRAFT, null, null, true)).toEqual({ deadlineMs: null, source: 'open', passed: true });
    expect(at(MARCH_1 - 1, MARCH_1, null, true).passed).toBe(true);
  });
  it('is inclusive to the second and counts days rounded up', () => {
    expect(isDeadlinePassed(MARCH_1, MARCH_1)).toBe(false);
    expect(isDeadlinePassed(MARCH_1 + 1, MARCH_1)).toBe(true);
    const day = 86_400_000;
    expect(daysRemaining(MARCH_1 - day - 1, MARCH_1)).toBe(2);
    expect(daysRemaining(MARCH_1 - day, MARCH_1)).toBe(1);
    expect(daysRemaining(MARCH_1 + day, MARCH_1)).toBe(0);
  });
});

describe('choiceBlocker (the disabled-card reasons)', () => {
  it('allows a drafted franchise and waiver lottery players at other positions', () => {
    expect(choiceBlocker('franchise', byId.get('qb1')!, EMPTY_PICKS, byId, open)).toBeNull();
    expect(
      choiceBlocker('lottery1', byId.get('wr')!, { ...EMPTY_PICKS, franchise: 'rb3' }, byId, open),
    ).toBeNull();
  });
  it('refuses a waiver franchise and a drafted lottery player (D9)', () => {
    expect(choiceBlocker('franchise', byId.get('wr')!, EMPTY_PICKS, byId, open)).toBe(
      'Franchise must be a drafted player',
    );
    expect(choiceBlocker('lottery2', byId.get('qb1')!, EMPTY_PICKS, byId, open)).toBe(
      'Lottery players must be waiver pickups',
    );
  });
  it('refuses a lottery player at the franchise position with the text of docs/product.md §5', () => {
    const picks = { ...EMPTY_PICKS, franchise: 'rb3' };
    expect(choiceBlocker('lottery3', byId.get('rbw')!, picks, byId, open)).toBe(
      'Cannot select RB - same position as franchise player',
    );
  });
  it('names the slot a player already fills', () => {
    const picks = { ...EMPTY_PICKS, lottery1: 'wr' };
    expect(choiceBlocker('lottery2', byId.get('wr')!, picks, byId, open)).toBe('Selected as Lottery 1');
    expect(choiceBlocker('lottery1', byId.get('wr')!, picks, byId, open)).toBeNull();
  });
  it('gives the lock, then the deadline, before any other reason', () => {
    expect(
      choiceBlocker('franchise', byId.get('qb1')!, EMPTY_PICKS, byId, { locked: true, deadlinePassed: true }),
    ).toBe('Selections are submitted and locked');
    expect(
      choiceBlocker('franchise', byId.get('qb1')!, EMPTY_PICKS, byId, {
        locked: false,
        deadlinePassed: true,
      }),
    ).toBe('Deadline has passed');
  });
});

describe('what keeping a player costs (docs/product.md §9)', () => {
  it('a drafted player costs his draft round, within the next draft', () => {
    expect(keeperCostRounds(p('rb', 'RB', 3), 16, null)).toEqual([3]);
    expect(draftedKeeperRound(18, 16)).toBe(16);
  });

  it("a waiver pickup costs one of the team's last two picks, past the franchise keeper's round", () => {
    expect(keeperCostRounds(p('wr', 'WR', null), 16, null)).toEqual([16, 15]);
    expect(keeperCostRounds(p('wr', 'WR', null), 16, 3)).toEqual([16, 15]);
    // A late-round franchise keeper takes his own round: the pickups go before it.
    expect(keeperCostRounds(p('wr', 'WR', null), 16, 16)).toEqual([15, 14]);
    expect(keeperCostRounds(p('wr', 'WR', null), 16, 15)).toEqual([16, 14]);
  });

  it('gives the pre-draft board one last free round per kept pickup, from the last round up', () => {
    expect(waiverKeeperRounds(16, 6, 3)).toEqual([16, 15, 14]);
    expect(waiverKeeperRounds(2, 2, 3)).toEqual([1]);
  });
});

describe('checkSelection', () => {
  it('accepts a complete valid selection and a valid partial draft', () => {
    expect(checkSelection(valid, byId, { requireComplete: true })).toEqual({ ok: true });
    expect(checkSelection({ ...EMPTY_PICKS, franchise: 'qb1' }, byId, { requireComplete: false })).toEqual({
      ok: true,
    });
  });
  it('requires all four slots for a final submission', () => {
    const result = checkSelection({ ...valid, lottery3: null }, byId, { requireComplete: true });
    expect(result.ok || messageText(result.message)).toBe(
      'Invalid Selection: Please complete all required selections following the rules.',
    );
  });
  it('refuses the franchise position in a lottery slot with the text of docs/product.md §5', () => {
    const result = checkSelection({ ...valid, lottery2: 'rbw' }, byId, { requireComplete: false });
    expect(result.ok || messageText(result.message)).toBe(
      'Invalid Selection: Cannot select RB player - same position as your franchise player.',
    );
  });
  it('refuses a waiver franchise, a drafted lottery player, a duplicate and a player not on the roster', () => {
    const text = (picks: KeeperPicks) => {
      const r = checkSelection(picks, byId, { requireComplete: false });
      return r.ok ? 'ok' : messageText(r.message);
    };
    expect(text({ ...EMPTY_PICKS, franchise: 'wr' })).toBe(
      'Invalid Selection: Franchise must be a drafted player.',
    );
    expect(text({ ...EMPTY_PICKS, lottery1: 'qb1' })).toBe(
      'Invalid Selection: Lottery players must be waiver pickups.',
    );
    expect(text({ ...EMPTY_PICKS, lottery1: 'wr', lottery2: 'wr' })).toBe(
      'Invalid Selection: A player can fill only one keeper slot.',
    );
    expect(text({ ...EMPTY_PICKS, franchise: 'someone-else' })).toBe(
      'Not Your Player: You can only select players from your own roster.',
    );
  });
});

describe('checkWritable', () => {
  it('refuses a locked selection and one past the deadline with the texts of docs/product.md §5', () => {
    expect(checkWritable(open)).toEqual({ ok: true });
    const locked = checkWritable({ locked: true, deadlinePassed: false });
    expect(locked.ok || locked.message.description).toBe('Selections are submitted and locked.');
    const late = checkWritable({ locked: false, deadlinePassed: true });
    expect(late.ok || messageText(late.message)).toBe(
      'Deadline Passed: The keeper selection deadline has passed.',
    );
  });
});

describe('assignSlot', () => {
  it('replaces the old player of a slot', () => {
    const picks = assignSlot(assignSlot(EMPTY_PICKS, 'lottery1', 'wr'), 'lottery1', 'te');
    expect(picks.lottery1).toBe('te');
  });
});

describe('draft-board keeper mode', () => {
  const mode = { keeperMode: true, isOwnPlayer: true };
  it('needs keeper mode first', () => {
    const r = toggleBoardPick([], 'qb1', { keeperMode: false, isOwnPlayer: true });
    expect(r.ok || messageText(r.message)).toBe(
      "Keeper Mode Required: Click 'Select Keepers' to start selecting players.",
    );
  });
  it("refuses another team's player", () => {
    const r = toggleBoardPick([], 'x', { keeperMode: true, isOwnPlayer: false });
    expect(r.ok || messageText(r.message)).toBe(
      'Not Your Player: You can only select players from your own roster.',
    );
  });
  it('refuses a fifth pick and toggles a selected player off', () => {
    const four = ['rb3', 'wr', 'te', 'k'];
    const fifth = toggleBoardPick(four, 'qb1', mode);
    expect(fifth.ok || messageText(fifth.message)).toBe(
      'Selection Limit: You can only select 4 players total.',
    );
    expect(toggleBoardPick(four, 'te', mode)).toEqual({ ok: true, order: ['rb3', 'wr', 'k'] });
    expect(toggleBoardPick(['rb3'], 'wr', mode)).toEqual({ ok: true, order: ['rb3', 'wr'] });
  });
  it('saves only exactly 4, the first as franchise', () => {
    const three = checkBoardSave(['rb3', 'wr', 'te'], byId);
    expect(three.ok || three.message.description).toBe('Please select exactly 4 players');
    expect(checkBoardSave(['rb3', 'wr', 'te', 'k'], byId)).toEqual({ ok: true });
    const wrongFirst = checkBoardSave(['wr', 'rb3', 'te', 'k'], byId);
    expect(wrongFirst.ok).toBe(false);
    expect(picksFromOrder(['rb3', 'wr'])).toEqual({
      franchise: 'rb3',
      lottery1: 'wr',
      lottery2: null,
      lottery3: null,
    });
  });
});

describe('picksOfSelection and lotteryMark', () => {
  it('reads the four slots of a stored selection and marks the lottery outcome', async () => {
    const { picksOfSelection, lotteryMark } = await import('./keeper-rules');
    expect(
      picksOfSelection({
        franchisePlayerId: 'f',
        lotteryPlayer1Id: 'a',
        lotteryPlayer2Id: null,
        lotteryPlayer3Id: 'c',
      }),
    ).toEqual({ franchise: 'f', lottery1: 'a', lottery2: null, lottery3: 'c' });
    const results = { selectedPlayers: [{ id: 'a' }, { id: 'c' }], deselectedPlayer: { id: 'b' } };
    expect(['a', 'b', 'c', 'f'].map((id) => lotteryMark(results, id))).toEqual([
      'selected',
      'deselected',
      'selected',
      null,
    ]);
    expect(lotteryMark(null, 'a')).toBeNull();
  });
});
