// Keeper selection rules on the server (docs/product.md D4, D9): who may write which roster, the deadline and
// the lock, the slot rules (common/keeper-rules.ts, the same code the pages run), the verifiable
// lottery and the admin actions, each write one transaction, each admin action in the audit log.
import {
  EMPTY_PICKS,
  KEEPER_SLOTS,
  KEEPER_TEXT,
  checkSelection,
  checkWritable,
  isComplete,
  keeperDeadline,
  messageText,
  picksFromOrder,
  picksOfSelection,
  type KeeperPicks,
  type KeeperSlot,
} from '../../../common/keeper-rules';
import type {
  AdminKeeperBody,
  KeeperRosterPlayer,
  KeeperSelection,
  KeeperSelectionBody,
  KeeperStatusResponse,
  LotteryResults,
  LotteryRunResponse,
} from '../../../common/keepers';
import { lotteryResultsSchema } from '../../../common/keepers';
import { recordAudit } from '../../audit';
import type { AppContext } from '../../context';
import type { SessionUser } from '../../http/access';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { keeperRosterPlayers } from '../../league/keeper-roster';
import { drawSeed, runLottery } from '../../league/lottery';
import { rosterIdOfUser } from '../../league/teams';
import type { SleeperDraftPick, SleeperRoster } from '../../sleeper/schemas';
import { applyPatch } from '../../partial-update';
import { inTransaction } from '../admin/transaction';
import { nextSeason } from '../../seasons/resolve';
import { draftStarted, nextDraft } from '../settings/next-draft';
import { keeperDeadlineSetting } from '../settings/service';
import {
  deleteSelection,
  findSelection,
  listSelections,
  upsertSelection,
  type SelectionRow,
  type SelectionValues,
} from './repository';

// ---------------------------------------------------------------------------------------------------
// Reading

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A selection back in draft: not submitted, and no lottery seed or results (unlock clears them). */
const UNLOCKED = {
  isSubmitted: false,
  submittedAt: null,
  lotterySeed: null,
  lotterySeedHash: null,
  lotteryResults: null,
  lotteryRunAt: null,
  lotteryRunBy: null,
} as const;

function parseResults(json: string | null): LotteryResults | null {
  if (json === null) return null;
  const parsed = lotteryResultsSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}

/** The API form of a row. The seed stays secret until the lottery has run. */
export function toKeeperSelection(row: SelectionRow): KeeperSelection {
  const lotteryResults = parseResults(row.lotteryResults);
  return {
    id: row.id,
    leagueId: row.leagueId,
    season: row.season,
    rosterId: row.rosterId,
    userId: row.userId,
    franchisePlayerId: row.franchisePlayerId,
    franchisePlayerName: row.franchisePlayerName,
    franchisePlayerPosition: row.franchisePlayerPosition,
    franchisePlayerDraftRound: row.franchisePlayerDraftRound,
    lotteryPlayer1Id: row.lotteryPlayer1Id,
    lotteryPlayer1Name: row.lotteryPlayer1Name,
    lotteryPlayer1Position: row.lotteryPlayer1Position,
    lotteryPlayer1DraftRound: row.lotteryPlayer1DraftRound,
    lotteryPlayer2Id: row.lotteryPlayer2Id,
    lotteryPlayer2Name: row.lotteryPlayer2Name,
    lotteryPlayer2Position: row.lotteryPlayer2Position,
    lotteryPlayer2DraftRound: row.lotteryPlayer2DraftRound,
    lotteryPlayer3Id: row.lotteryPlayer3Id,
    lotteryPlayer3Name: row.lotteryPlayer3Name,
    lotteryPlayer3Position: row.lotteryPlayer3Position,
    lotteryPlayer3DraftRound: row.lotteryPlayer3DraftRound,
    isSubmitted: row.isSubmitted,
    submittedAt: iso(row.submittedAt),
    lotteryResults,
    lotterySeedHash: row.lotterySeedHash,
    lotterySeed: lotteryResults ? row.lotterySeed : null,
    lotteryRunAt: iso(row.lotteryRunAt),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** Selections are open for the keeper season only (server/seasons): the rosters the rules read. */
function requireKeeperSeason(ctx: AppContext, season: string): void {
  const keeperSeason = ctx.seasons.keeperSeason;
  if (season !== keeperSeason) {
    throw badRequest(`Keeper selections are open for the ${keeperSeason} season only.`);
  }
}

/**
 * The deadline of a season's selections (D9 as revised by decision 0008): the admin's setting, else
 * the start of the next draft; closed once that draft has started.
 */
export async function keeperStatus(ctx: AppContext, season: string): Promise<KeeperStatusResponse> {
  const draft = await nextDraft(ctx, nextSeason(season));
  const now = ctx.clock.now().getTime();
  const deadline = keeperDeadline({
    setting: keeperDeadlineSetting(ctx, season),
    nextDraftStart: draft.startMs,
    nextDraftStarted: draftStarted(draft),
    now,
  });
  return {
    season,
    keeperSeason: ctx.seasons.keeperSeason,
    draftSeason: draft.season,
    draftStart: iso(draft.startMs),
    deadline: iso(deadline.deadlineMs),
    deadlineSource: deadline.source,
    deadlineIsDefault: deadline.source !== 'setting',
    deadlinePassed: deadline.passed,
    now: new Date(now).toISOString(),
  };
}

export function listKeeperSelections(ctx: AppContext, season: string): KeeperSelection[] {
  return listSelections(ctx.db, ctx.leagueId, season).map(toKeeperSelection);
}

interface SeasonData {
  rosters: SleeperRoster[];
  picks: SleeperDraftPick[];
}

/** The league of a season of the chain (the served league for a season it has not reached). */
function leagueIdOfSeason(ctx: AppContext, season: string): string {
  return ctx.seasons.leagueIdOf(season) ?? ctx.leagueId;
}

/** The keeper season's rosters and its draft's picks (a player with no pick is a waiver pickup). */
async function keeperSeasonData(ctx: AppContext): Promise<SeasonData> {
  const season = ctx.seasons.keeperSeason;
  const leagueId = leagueIdOfSeason(ctx, season);
  const [rosters, drafts] = await Promise.all([ctx.sleeper.rosters(leagueId), ctx.sleeper.drafts(leagueId)]);
  const draft = drafts.find((d) => d.season === season) ?? drafts[0];
  const picks = draft ? await ctx.sleeper.draftPicks(draft.draft_id) : [];
  return { rosters, picks };
}

function rosterOf(data: SeasonData, rosterId: number): SleeperRoster {
  const roster = data.rosters.find((r) => r.roster_id === rosterId);
  if (!roster) throw notFound(`Roster ${rosterId} not found.`);
  return roster;
}

async function playersOf(
  ctx: AppContext,
  data: SeasonData,
  roster: SleeperRoster,
): Promise<KeeperRosterPlayer[]> {
  const directory = await ctx.sleeper.players(roster.players ?? []);
  return keeperRosterPlayers(roster, data.picks, directory);
}

export async function rosterPlayers(ctx: AppContext, rosterId: number): Promise<KeeperRosterPlayer[]> {
  const data = await keeperSeasonData(ctx);
  return playersOf(ctx, data, rosterOf(data, rosterId));
}

/** The caller's own selection (null when none, or when they have no roster). */
export async function ownSelection(
  ctx: AppContext,
  user: SessionUser,
  season: string,
): Promise<KeeperSelection | null> {
  // Roster ids are per season: the member's roster of that season's league.
  const rosters = await ctx.sleeper.rosters(leagueIdOfSeason(ctx, season));
  const rosterId = rosterIdOfUser(rosters, user.sleeperUserId);
  if (rosterId === null) return null;
  const row = findSelection(ctx.db, ctx.leagueId, season, rosterId);
  return row ? toKeeperSelection(row) : null;
}

// ---------------------------------------------------------------------------------------------------
// Writing

const SLOT_COLUMNS = {
  franchise: [
    'franchisePlayerId',
    'franchisePlayerName',
    'franchisePlayerPosition',
    'franchisePlayerDraftRound',
  ],
  lottery1: ['lotteryPlayer1Id', 'lotteryPlayer1Name', 'lotteryPlayer1Position', 'lotteryPlayer1DraftRound'],
  lottery2: ['lotteryPlayer2Id', 'lotteryPlayer2Name', 'lotteryPlayer2Position', 'lotteryPlayer2DraftRound'],
  lottery3: ['lotteryPlayer3Id', 'lotteryPlayer3Name', 'lotteryPlayer3Position', 'lotteryPlayer3DraftRound'],
} as const satisfies Record<KeeperSlot, readonly (keyof SelectionRow)[]>;

type SlotValues = Pick<SelectionValues, (typeof SLOT_COLUMNS)[KeeperSlot][number]>;

/** The stored slot fields: names, positions and rounds always come from the roster, never the client. */
function slotValues(picks: KeeperPicks, byId: ReadonlyMap<string, KeeperRosterPlayer>): SlotValues {
  const values: Record<string, string | number | null> = {};
  for (const slot of KEEPER_SLOTS) {
    const [idCol, nameCol, positionCol, roundCol] = SLOT_COLUMNS[slot];
    const player = picks[slot] !== null ? byId.get(picks[slot]) : undefined;
    values[idCol] = player?.playerId ?? null;
    values[nameCol] = player?.playerName ?? null;
    values[positionCol] = player?.position ?? null;
    values[roundCol] = player?.draftRound ?? null;
  }
  return values as SlotValues;
}

/**
 * The picks a body asks for. The draft board names all four; the keeper page and the admin editor name
 * the slots that change: a slot not sent keeps the stored pick, null clears it.
 */
function picksOfBody(
  body: KeeperSelectionBody | AdminKeeperBody,
  stored: SelectionRow | undefined,
): KeeperPicks {
  if (
    'franchisePlayer' in body &&
    typeof body.franchisePlayer === 'string' &&
    Array.isArray(body.lotteryPicks)
  ) {
    return picksFromOrder([body.franchisePlayer, ...(body.lotteryPicks as string[])]);
  }
  const page = body as AdminKeeperBody;
  return applyPatch(stored ? picksOfSelection(stored) : EMPTY_PICKS, {
    franchise: page.franchisePlayerId,
    lottery1: page.lotteryPlayer1Id,
    lottery2: page.lotteryPlayer2Id,
    lottery3: page.lotteryPlayer3Id,
  });
}

function ownsRoster(user: SessionUser, roster: SleeperRoster): boolean {
  return roster.owner_id === user.sleeperUserId || (roster.co_owners ?? []).includes(user.sleeperUserId);
}

const subjectOf = (season: string, rosterId: number) => `keeper-selection:${season}:${rosterId}`;

function emptyRow(ctx: AppContext, season: string, rosterId: number, userId: string | null): SelectionValues {
  return {
    leagueId: ctx.leagueId,
    season,
    rosterId,
    userId,
    ...slotValues(EMPTY_PICKS, new Map()),
    ...UNLOCKED,
    updatedAt: ctx.clock.now().getTime(),
  };
}

/** A submission fixes the lottery: a fresh secret seed, its SHA-256 published at once (D9). */
function submittedValues(
  ctx: AppContext,
): Pick<SelectionValues, 'isSubmitted' | 'submittedAt' | 'lotterySeed' | 'lotterySeedHash'> {
  const { seed, seedHash } = drawSeed();
  return {
    isSubmitted: true,
    submittedAt: ctx.clock.now().getTime(),
    lotterySeed: seed,
    lotterySeedHash: seedHash,
  };
}

function refuse(status: number, check: ReturnType<typeof checkSelection>): void {
  if (!check.ok) throw new AppError(status, messageText(check.message));
}

/**
 * POST /keeper-selection/{season}: save a draft or submit final. A member writes only their own
 * roster (an admin any, naming `rosterId`); never after the deadline or once submitted.
 */
export async function saveSelection(
  ctx: AppContext,
  user: SessionUser,
  season: string,
  body: KeeperSelectionBody,
): Promise<KeeperSelection> {
  requireKeeperSeason(ctx, season);
  const data = await keeperSeasonData(ctx);
  const isAdmin = user.isAdmin || user.isOwner;
  const rosterId = body.rosterId ?? rosterIdOfUser(data.rosters, user.sleeperUserId);
  if (rosterId === null || rosterId === undefined) throw forbidden('You have no roster in this league.');
  const roster = rosterOf(data, rosterId);
  const isOwn = ownsRoster(user, roster);
  if (!isOwn && !isAdmin) throw forbidden('You can only change the keeper selection of your own roster.');

  const existing = findSelection(ctx.db, ctx.leagueId, season, rosterId);
  if (existing?.isSubmitted) throw conflict(`${KEEPER_TEXT.lockedReason}.`);
  const { deadlinePassed } = await keeperStatus(ctx, season);
  const writable = checkWritable({ locked: false, deadlinePassed });
  if (!writable.ok) throw forbidden(writable.message.description);

  const players = await playersOf(ctx, data, roster);
  const byId = new Map(players.map((p) => [p.playerId, p]));

  return inTransaction(ctx, () => {
    // Re-read inside the transaction: a concurrent final submission wins, this write is refused; the
    // slots this body does not send are the ones stored now.
    const current = findSelection(ctx.db, ctx.leagueId, season, rosterId);
    if (current?.isSubmitted) throw conflict(`${KEEPER_TEXT.lockedReason}.`);
    const picks = picksOfBody(body, current);
    refuse(400, checkSelection(picks, byId, { requireComplete: body.isSubmitted }));
    const row = upsertSelection(ctx.db, {
      ...emptyRow(ctx, season, rosterId, roster.owner_id ?? user.sleeperUserId),
      ...slotValues(picks, byId),
      ...(body.isSubmitted ? submittedValues(ctx) : {}),
    });
    if (!isOwn) {
      recordAudit(ctx.db, {
        actorId: user.sleeperUserId,
        action: body.isSubmitted ? 'keepers.submit-for-team' : 'keepers.save-for-team',
        subject: subjectOf(season, rosterId),
        before: current ? toKeeperSelection(current) : null,
        after: toKeeperSelection(row),
      });
    }
    return toKeeperSelection(row);
  });
}

/** A stored row as values to write back (the id and creation time are the database's). */
function valuesOf(row: SelectionRow): SelectionValues {
  const { id: _id, createdAt: _createdAt, ...values } = row;
  return values;
}

function requireSelection(ctx: AppContext, season: string, rosterId: number): SelectionRow {
  const row = findSelection(ctx.db, ctx.leagueId, season, rosterId);
  if (!row) throw notFound(`No keeper selection for roster ${rosterId} in ${season}.`);
  return row;
}

/** Admin: delete a selection (docs/product.md §5: 'This action cannot be undone'). */
export function adminDelete(
  ctx: AppContext,
  actor: SessionUser,
  season: string,
  rosterId: number,
): { ok: true } {
  return inTransaction(ctx, () => {
    const row = requireSelection(ctx, season, rosterId);
    deleteSelection(ctx.db, row.id);
    recordAudit(ctx.db, {
      actorId: actor.sleeperUserId,
      action: 'keepers.delete',
      subject: subjectOf(season, rosterId),
      before: toKeeperSelection(row),
      after: null,
    });
    return { ok: true } as const;
  });
}

/** Admin: submitted -> draft. Clears the lottery results and the seed (a revealed seed is never reused). */
export function adminUnlock(
  ctx: AppContext,
  actor: SessionUser,
  season: string,
  rosterId: number,
): KeeperSelection {
  return inTransaction(ctx, () => {
    const row = requireSelection(ctx, season, rosterId);
    if (!row.isSubmitted) throw conflict('This keeper selection is not submitted.');
    const after = upsertSelection(ctx.db, {
      ...valuesOf(row),
      ...UNLOCKED,
      updatedAt: ctx.clock.now().getTime(),
    });
    recordAudit(ctx.db, {
      actorId: actor.sleeperUserId,
      action: 'keepers.unlock',
      subject: subjectOf(season, rosterId),
      before: { ...toKeeperSelection(row), lotterySeed: row.lotterySeed },
      after: toKeeperSelection(after),
    });
    return toKeeperSelection(after);
  });
}

/** Admin: draft -> submitted, only with all 4 picks (docs/product.md §4). */
export function adminForceSubmit(
  ctx: AppContext,
  actor: SessionUser,
  season: string,
  rosterId: number,
): KeeperSelection {
  return inTransaction(ctx, () => {
    const row = requireSelection(ctx, season, rosterId);
    if (row.isSubmitted) throw conflict(`${KEEPER_TEXT.lockedReason}.`);
    if (!isComplete(picksOfSelection(row))) throw badRequest('Force Submit needs all 4 keeper selections.');
    const after = upsertSelection(ctx.db, {
      ...valuesOf(row),
      ...submittedValues(ctx),
      updatedAt: ctx.clock.now().getTime(),
    });
    recordAudit(ctx.db, {
      actorId: actor.sleeperUserId,
      action: 'keepers.force-submit',
      subject: subjectOf(season, rosterId),
      before: toKeeperSelection(row),
      after: toKeeperSelection(after),
    });
    return toKeeperSelection(after);
  });
}

/**
 * Admin: the lottery keeps 2 of the 3 lottery players (D9). Only on a submitted selection whose lottery
 * has not run; the draw comes from the seed fixed at submission, which is revealed with the result.
 */
export async function adminRunLottery(
  ctx: AppContext,
  actor: SessionUser,
  season: string,
  rosterId: number,
): Promise<LotteryRunResponse> {
  const row = requireSelection(ctx, season, rosterId);
  if (!row.isSubmitted) throw conflict('The lottery runs only on a submitted keeper selection.');
  if (row.lotteryResults !== null)
    throw conflict('The lottery has already run for this selection. Unlock it to run it again.');
  const candidates = (['lottery1', 'lottery2', 'lottery3'] as const).map((slot) => {
    const [idCol, nameCol] = SLOT_COLUMNS[slot];
    return { id: row[idCol], name: row[nameCol] ?? row[idCol] };
  });
  const [a, b, c] = candidates;
  if (!a?.id || !b?.id || !c?.id || !row.lotterySeed)
    throw conflict('The lottery needs three lottery players.');
  const seed = row.lotterySeed;
  const results = await runLottery(seed, { leagueId: row.leagueId, season, rosterId }, [
    { id: a.id, name: a.name ?? a.id },
    { id: b.id, name: b.name ?? b.id },
    { id: c.id, name: c.name ?? c.id },
  ]);
  return inTransaction(ctx, () => {
    // The draw was computed outside the transaction (Web Crypto is async): make sure nothing moved.
    const current = requireSelection(ctx, season, rosterId);
    if (current.lotteryResults !== null)
      throw conflict('The lottery has already run for this selection. Unlock it to run it again.');
    if (!current.isSubmitted || current.lotterySeed !== seed)
      throw conflict('The selection changed meanwhile. Please try again.');
    const now = ctx.clock.now().getTime();
    const after = upsertSelection(ctx.db, {
      ...valuesOf(current),
      lotteryResults: JSON.stringify(results),
      lotteryRunAt: now,
      lotteryRunBy: actor.sleeperUserId,
      updatedAt: now,
    });
    recordAudit(ctx.db, {
      actorId: actor.sleeperUserId,
      action: 'keepers.lottery',
      subject: subjectOf(season, rosterId),
      before: toKeeperSelection(current),
      after: { candidates, results, lotterySeedHash: current.lotterySeedHash, lotterySeed: seed },
    });
    return { results, selection: toKeeperSelection(after) };
  });
}

/**
 * Admin editor (POST /api/admin/league/{id}/keeper-selection/{season}/{rosterId}): any roster, no
 * deadline, the slot rules still apply; only while not submitted ('Edit is available only while not
 * submitted'). The selection stays a draft.
 */
export async function adminEdit(
  ctx: AppContext,
  actor: SessionUser,
  season: string,
  rosterId: number,
  body: AdminKeeperBody,
): Promise<KeeperSelection> {
  requireKeeperSeason(ctx, season);
  const data = await keeperSeasonData(ctx);
  const roster = rosterOf(data, rosterId);
  const players = await playersOf(ctx, data, roster);
  const byId = new Map(players.map((p) => [p.playerId, p]));
  return inTransaction(ctx, () => {
    const current = findSelection(ctx.db, ctx.leagueId, season, rosterId);
    if (current?.isSubmitted) throw conflict(`${KEEPER_TEXT.lockedReason}. Unlock them first.`);
    const picks = picksOfBody(body, current);
    refuse(400, checkSelection(picks, byId, { requireComplete: false }));
    const row = upsertSelection(ctx.db, {
      ...emptyRow(ctx, season, rosterId, roster.owner_id ?? null),
      ...slotValues(picks, byId),
    });
    recordAudit(ctx.db, {
      actorId: actor.sleeperUserId,
      action: 'keepers.admin-edit',
      subject: subjectOf(season, rosterId),
      before: current ? toKeeperSelection(current) : null,
      after: toKeeperSelection(row),
    });
    return toKeeperSelection(row);
  });
}
