// The keeper rules (docs/product.md D9), one pure module used by the keeper page, the draft-board keeper
// mode, the admin editors and the server. No I/O: callers pass the roster's players and the clock's time.
//
// franchise = a drafted player (has a pick in the keeper season's draft);
// lottery 1-3 = waiver pickups (no pick), none of them the franchise player nor at its position;
// complete = all 4 slots; nothing changes once submitted (locked) or after the deadline.

export const KEEPER_SLOTS = ['franchise', 'lottery1', 'lottery2', 'lottery3'] as const;
export type KeeperSlot = (typeof KEEPER_SLOTS)[number];
export const LOTTERY_SLOTS = ['lottery1', 'lottery2', 'lottery3'] as const satisfies readonly KeeperSlot[];

export const SLOT_LABELS: Record<KeeperSlot, string> = {
  franchise: 'Franchise',
  lottery1: 'Lottery 1',
  lottery2: 'Lottery 2',
  lottery3: 'Lottery 3',
};

/** docs/product.md §9: 1 franchise + 3 lottery players; the lottery keeps 2 of the 3. */
export const KEEPER_SLOT_COUNT = KEEPER_SLOTS.length;
export const LOTTERY_KEEP_COUNT = 2;

/** The player ids chosen per slot (null = empty). */
export type KeeperPicks = Record<KeeperSlot, string | null>;
export const EMPTY_PICKS: KeeperPicks = { franchise: null, lottery1: null, lottery2: null, lottery3: null };

/** What the rules need to know about a roster player. */
export interface RulePlayer {
  playerId: string;
  playerName: string;
  position: string;
  /** Round in the keeper season's draft; null = waiver pickup. */
  draftRound: number | null;
}

/** A refusal as the UI shows it: a toast title and its description (docs/product.md §5 and §8). */
export interface RuleMessage {
  title: string;
  description: string;
}

/** The keeper refusals of docs/product.md §5, worded as it words them: 'Title: description'. */
export const KEEPER_MESSAGES = {
  incomplete: 'Invalid Selection: Please complete all required selections following the rules.',
  samePosition: (position: string) =>
    `Invalid Selection: Cannot select ${position} player - same position as your franchise player.`,
  deadline: 'Deadline Passed: The keeper selection deadline has passed.',
  notYourPlayer: 'Not Your Player: You can only select players from your own roster.',
  keeperMode: "Keeper Mode Required: Click 'Select Keepers' to start selecting players.",
  selectionLimit: 'Selection Limit: You can only select 4 players total.',
} as const;

/** A 'Title: description' text as a toast's two parts. */
export function ruleMessage(text: string): RuleMessage {
  const at = text.indexOf(': ');
  return at === -1
    ? { title: text, description: '' }
    : { title: text.slice(0, at), description: text.slice(at + 2) };
}

/** The other keeper texts: card reasons (docs/product.md §5) and the D9 rules §5 does not word. */
export const KEEPER_TEXT = {
  invalidTitle: 'Invalid Selection',
  samePositionReason: (position: string) => `Cannot select ${position} - same position as franchise player`,
  lockedReason: 'Selections are submitted and locked',
  deadlineReason: 'Deadline has passed',
  franchiseMustBeDrafted: 'Franchise must be a drafted player',
  lotteryMustBeWaiver: 'Lottery players must be waiver pickups',
  selectedAs: (slot: KeeperSlot) => `Selected as ${SLOT_LABELS[slot]}`,
  exactlyFour: 'Please select exactly 4 players',
} as const;

// ---------------------------------------------------------------------------------------------------
// Deadline

/**
 * Where the deadline in force comes from (D9 as revised by decision 0008): the admin setting
 * `keeperDeadline`, else the start of the next draft (the draft the keepers go to), else none yet:
 * selections stay open until the next draft is scheduled or starts.
 */
export type KeeperDeadlineSource = 'setting' | 'next-draft' | 'open';

export interface KeeperDeadlineInput {
  /** The admin's keeperDeadline for the season (epoch ms), null when not set. */
  setting: number | null;
  /** When the next draft starts (epoch ms), null while it is not scheduled. */
  nextDraftStart: number | null;
  /** The next draft has started (drafting or complete): keepers are final whatever the dates say. */
  nextDraftStarted: boolean;
  now: number;
}

export interface KeeperDeadline {
  deadlineMs: number | null;
  source: KeeperDeadlineSource;
  passed: boolean;
}

export function keeperDeadline(input: KeeperDeadlineInput): KeeperDeadline {
  const source: KeeperDeadlineSource =
    input.setting !== null ? 'setting' : input.nextDraftStart !== null ? 'next-draft' : 'open';
  const deadlineMs = input.setting ?? input.nextDraftStart;
  const passed = input.nextDraftStarted || (deadlineMs !== null && isDeadlinePassed(input.now, deadlineMs));
  return { deadlineMs, source, passed };
}

/** The deadline is inclusive: saving at 23:59:59 still counts. */
export function isDeadlinePassed(nowMs: number, deadlineMs: number): boolean {
  return nowMs > deadlineMs;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days remaining, rounded up (docs/product.md §9); 0 once passed. */
export function daysRemaining(nowMs: number, deadlineMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / DAY_MS));
}

// ---------------------------------------------------------------------------------------------------
// Slots

export function isWaiverPickup(player: Pick<RulePlayer, 'draftRound'>): boolean {
  return player.draftRound === null;
}

/** The slot a player currently fills, if any. */
export function slotOf(picks: KeeperPicks, playerId: string): KeeperSlot | null {
  return KEEPER_SLOTS.find((slot) => picks[slot] === playerId) ?? null;
}

export function chosenCount(picks: KeeperPicks): number {
  return KEEPER_SLOTS.filter((slot) => picks[slot] !== null).length;
}

export function isComplete(picks: KeeperPicks): boolean {
  return chosenCount(picks) === KEEPER_SLOT_COUNT;
}

/** The picks of a stored selection (API object or database row: the same field names). */
export function picksOfSelection(selection: {
  franchisePlayerId: string | null;
  lotteryPlayer1Id: string | null;
  lotteryPlayer2Id: string | null;
  lotteryPlayer3Id: string | null;
}): KeeperPicks {
  return {
    franchise: selection.franchisePlayerId,
    lottery1: selection.lotteryPlayer1Id,
    lottery2: selection.lotteryPlayer2Id,
    lottery3: selection.lotteryPlayer3Id,
  };
}

/** The lottery's mark for a player: kept, dropped, or null (not a lottery player, or no draw yet). */
export function lotteryMark(
  results: { selectedPlayers: readonly { id: string }[]; deselectedPlayer: { id: string } } | null,
  playerId: string,
): 'selected' | 'deselected' | null {
  if (!results) return null;
  if (results.deselectedPlayer.id === playerId) return 'deselected';
  return results.selectedPlayers.some((p) => p.id === playerId) ? 'selected' : null;
}

/** Selecting a player for a slot replaces the slot's old player (docs/product.md §4). */
export function assignSlot(picks: KeeperPicks, slot: KeeperSlot, playerId: string | null): KeeperPicks {
  return { ...picks, [slot]: playerId };
}

export interface EditState {
  /** The selection is submitted (locked). */
  locked: boolean;
  deadlinePassed: boolean;
}

/**
 * Why a player cannot be chosen for a slot right now (the text shown on its disabled card), or null
 * when it can. The franchise player is looked up in `playersById` for the position rule.
 */
export function choiceBlocker(
  slot: KeeperSlot,
  player: RulePlayer,
  picks: KeeperPicks,
  playersById: ReadonlyMap<string, RulePlayer>,
  state: EditState,
): string | null {
  if (state.locked) return KEEPER_TEXT.lockedReason;
  if (state.deadlinePassed) return KEEPER_TEXT.deadlineReason;
  const current = slotOf(picks, player.playerId);
  if (current !== null && current !== slot) return KEEPER_TEXT.selectedAs(current);
  if (slot === 'franchise') return isWaiverPickup(player) ? KEEPER_TEXT.franchiseMustBeDrafted : null;
  if (!isWaiverPickup(player)) return KEEPER_TEXT.lotteryMustBeWaiver;
  const franchise = picks.franchise !== null ? playersById.get(picks.franchise) : undefined;
  if (franchise && franchise.position === player.position)
    return KEEPER_TEXT.samePositionReason(player.position);
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Cost: the pick a keeper takes in the draft he is kept for (docs/product.md §9: kept players use
// their original round, kept waiver pickups the team's last picks).

/** The round a kept drafted player takes: the round he was drafted in, within the draft's rounds. */
export function draftedKeeperRound(draftRound: number, rounds: number): number {
  return Math.min(Math.max(draftRound, 1), rounds);
}

/**
 * The rounds `count` kept waiver pickups take: the team's last picks, from the last round up, past
 * the franchise keeper's round. The board gives them out in slot order to the lottery's kept players.
 */
export function waiverKeeperRounds(rounds: number, franchiseRound: number | null, count: number): number[] {
  const taken: number[] = [];
  for (let round = rounds; round >= 1 && taken.length < count; round--) {
    if (round !== franchiseRound) taken.push(round);
  }
  return taken;
}

/**
 * The rounds keeping a player may cost: a drafted player his draft round; a waiver pickup one of the
 * picks the lottery's two kept players take (which of them, the draw's order settles), given the
 * franchise keeper's round (null while none is chosen).
 */
export function keeperCostRounds(
  player: Pick<RulePlayer, 'draftRound'>,
  rounds: number,
  franchiseRound: number | null,
): number[] {
  return player.draftRound === null
    ? waiverKeeperRounds(rounds, franchiseRound, LOTTERY_KEEP_COUNT)
    : [draftedKeeperRound(player.draftRound, rounds)];
}

export type RuleCheck = { ok: true } | { ok: false; message: RuleMessage };

/** A refusal worded 'Title: description' (KEEPER_MESSAGES). */
const refused = (text: string): { ok: false; message: RuleMessage } => ({
  ok: false,
  message: ruleMessage(text),
});

const invalid = (description: string): RuleCheck => ({
  ok: false,
  message: { title: KEEPER_TEXT.invalidTitle, description },
});

/**
 * Whether a selection obeys every slot rule. A draft may leave slots empty; a final submission
 * (`requireComplete`) needs all four. Ids not in `playersById` are not on the roster.
 */
export function checkSelection(
  picks: KeeperPicks,
  playersById: ReadonlyMap<string, RulePlayer>,
  { requireComplete }: { requireComplete: boolean },
): RuleCheck {
  const chosen = KEEPER_SLOTS.flatMap((slot) => (picks[slot] === null ? [] : [picks[slot]]));
  if (chosen.some((id) => !playersById.has(id))) {
    return refused(KEEPER_MESSAGES.notYourPlayer);
  }
  if (new Set(chosen).size !== chosen.length) return invalid('A player can fill only one keeper slot.');
  const franchise = picks.franchise !== null ? playersById.get(picks.franchise) : undefined;
  if (franchise && isWaiverPickup(franchise)) return invalid(`${KEEPER_TEXT.franchiseMustBeDrafted}.`);
  for (const slot of LOTTERY_SLOTS) {
    const id = picks[slot];
    const player = id !== null ? playersById.get(id) : undefined;
    if (!player) continue;
    if (!isWaiverPickup(player)) return invalid(`${KEEPER_TEXT.lotteryMustBeWaiver}.`);
    if (franchise && franchise.position === player.position) {
      return refused(KEEPER_MESSAGES.samePosition(player.position));
    }
  }
  if (requireComplete && !isComplete(picks)) return refused(KEEPER_MESSAGES.incomplete);
  return { ok: true };
}

/** Whether a selection may be written at all: not locked, not past the deadline. */
export function checkWritable(state: EditState): RuleCheck {
  if (state.locked) return invalid(`${KEEPER_TEXT.lockedReason}.`);
  if (state.deadlinePassed) return refused(KEEPER_MESSAGES.deadline);
  return { ok: true };
}

/** A rule message as one sentence ('Title: description'), the form used in server messages. */
export function messageText(message: RuleMessage): string {
  return `${message.title}: ${message.description}`;
}

// ---------------------------------------------------------------------------------------------------
// Draft-board keeper mode: an ordered list of up to 4 picks; the first is the franchise.

export function picksFromOrder(order: readonly string[]): KeeperPicks {
  return {
    franchise: order[0] ?? null,
    lottery1: order[1] ?? null,
    lottery2: order[2] ?? null,
    lottery3: order[3] ?? null,
  };
}

export function orderFromPicks(picks: KeeperPicks): string[] {
  return KEEPER_SLOTS.flatMap((slot) => (picks[slot] === null ? [] : [picks[slot]]));
}

export type ToggleResult = { ok: true; order: string[] } | { ok: false; message: RuleMessage };

/**
 * A click on a board cell in keeper mode (docs/product.md §5): toggles an own player on or off, refuses
 * another team's player and a fifth pick. Empty and dropped cells never reach here (not clickable).
 */
export function toggleBoardPick(
  order: readonly string[],
  playerId: string,
  { keeperMode, isOwnPlayer }: { keeperMode: boolean; isOwnPlayer: boolean },
): ToggleResult {
  if (!keeperMode) return refused(KEEPER_MESSAGES.keeperMode);
  if (order.includes(playerId)) return { ok: true, order: order.filter((id) => id !== playerId) };
  if (!isOwnPlayer) return refused(KEEPER_MESSAGES.notYourPlayer);
  if (order.length >= KEEPER_SLOT_COUNT) return refused(KEEPER_MESSAGES.selectionLimit);
  return { ok: true, order: [...order, playerId] };
}

/** Save in keeper mode: exactly 4, then the slot rules on the franchise-first order. */
export function checkBoardSave(
  order: readonly string[],
  playersById: ReadonlyMap<string, RulePlayer>,
): RuleCheck {
  if (order.length !== KEEPER_SLOT_COUNT) return invalid(KEEPER_TEXT.exactlyFour);
  return checkSelection(picksFromOrder(order), playersById, { requireComplete: true });
}
