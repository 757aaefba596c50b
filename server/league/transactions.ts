// Transactions for the activity card (docs/product.md §2 "Transactions card"): newest first by status_updated
// (trades are stored when offered), failed claims left out, each with a readable title.
import type { TransactionType } from '../../common/league';
import type { SleeperTransaction } from '../sleeper/schemas';
import type { TeamIdentity } from './teams';

export function transactionType(type: string): TransactionType {
  return type === 'trade' || type === 'waiver' || type === 'free_agent' ? type : 'other';
}

/** When a transaction took effect: status_updated, else created (epoch ms). */
export function effectiveTime(tx: SleeperTransaction): number {
  return tx.status_updated ?? tx.created;
}

/** A claim's FAAB bid (settings.waiver_bid), null when it carries none. */
export function waiverBid(tx: SleeperTransaction): number | null {
  const bid = tx.settings?.waiver_bid;
  return typeof bid === 'number' ? bid : null;
}

/** Completed-or-pending moves, newest first (ties by id for a stable order). */
export function sortAndFilterTransactions(txs: readonly SleeperTransaction[]): SleeperTransaction[] {
  return txs
    .filter((tx) => tx.status !== 'failed')
    .sort((a, b) => effectiveTime(b) - effectiveTime(a) || b.transaction_id.localeCompare(a.transaction_id));
}

/** The rosters a transaction involves, in the provider's order (roster_ids, else the moves' rosters). */
export function involvedRosters(tx: SleeperTransaction): number[] {
  const ids = tx.roster_ids?.length
    ? tx.roster_ids
    : [...Object.values(tx.adds ?? {}), ...Object.values(tx.drops ?? {})];
  return [...new Set(ids)];
}

/**
 * The activity row's sub-line: what kind of move it was, in a member's words ('Waiver claim', 'Trade',
 * '3-team trade'). The title already names the teams; docs/product.md §2's 'Roster {id}' named a
 * number no member knows (docs/decisions/0026).
 */
export function transactionSubLine(tx: SleeperTransaction): string {
  const teams = involvedRosters(tx).length;
  if (tx.type === 'trade' || teams > 1) return teams > 2 ? `${teams}-team trade` : 'Trade';
  if (tx.type === 'waiver') return tx.status === 'failed' ? 'Waiver claim (failed)' : 'Waiver claim';
  if (tx.type === 'free_agent') return 'Free agent move';
  if (tx.type === 'commissioner') return 'Commissioner move';
  return 'Roster move';
}

/** 'A', 'A and B', 'A, B and C'. */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export interface TitleContext {
  teams: ReadonlyMap<number, TeamIdentity>;
  /** Player id -> display name ('Patrick Mahomes', 'Detroit Lions'). */
  playerNames: ReadonlyMap<string, string>;
}

function playerName(id: string, ctx: TitleContext): string {
  return ctx.playerNames.get(id) ?? `Player ${id}`;
}

function teamName(rosterId: number, teams: TitleContext['teams']): string {
  return teams.get(rosterId)?.teamName ?? `Roster ${rosterId}`;
}

function playersTo(map: Record<string, number> | null | undefined, rosterId: number): string[] {
  return Object.entries(map ?? {})
    .filter(([, roster]) => roster === rosterId)
    .map(([playerId]) => playerId);
}

/** The teams a transaction involves, named as its title names them. */
export function transactionTeams(
  tx: SleeperTransaction,
  teams: TitleContext['teams'],
): { rosterId: number; ownerId: string | null; teamName: string }[] {
  return involvedRosters(tx).map((rosterId) => ({
    rosterId,
    ownerId: teams.get(rosterId)?.ownerId ?? null,
    teamName: teamName(rosterId, teams),
  }));
}

/** What one team receives in a trade: players added to it, draft picks now owned by it, FAAB. */
function tradeReceipts(tx: SleeperTransaction, rosterId: number, ctx: TitleContext): string[] {
  const players = playersTo(tx.adds, rosterId).map((id) => playerName(id, ctx));
  const picks = (tx.draft_picks ?? [])
    .filter((pick) => pick.owner_id === rosterId)
    .map((pick) => `${pick.season} round ${pick.round} pick`);
  const faab = (tx.waiver_budget ?? [])
    .filter((budget) => budget.receiver === rosterId)
    .map((budget) => `$${budget.amount} FAAB`);
  return [...players, ...picks, ...faab];
}

function tradeTitle(tx: SleeperTransaction, ctx: TitleContext): string {
  const rosters = involvedRosters(tx);
  if (rosters.length === 2) {
    const [a, b] = rosters as [number, number];
    const toB = tradeReceipts(tx, b, ctx);
    const toA = tradeReceipts(tx, a, ctx);
    return `${teamName(a, ctx.teams)} traded ${listNames(toB) || 'nothing'} to ${teamName(b, ctx.teams)} for ${listNames(toA) || 'nothing'}`;
  }
  const parts = rosters.map(
    (id) => `${teamName(id, ctx.teams)} gets ${listNames(tradeReceipts(tx, id, ctx)) || 'nothing'}`,
  );
  return `Trade between ${listNames(rosters.map((id) => teamName(id, ctx.teams)))}: ${parts.join('; ')}`;
}

function movesTitle(tx: SleeperTransaction, ctx: TitleContext, addVerb: string): string {
  const rosterId = involvedRosters(tx)[0];
  const team = rosterId === undefined ? 'A team' : teamName(rosterId, ctx.teams);
  const added = Object.keys(tx.adds ?? {}).map((id) => playerName(id, ctx));
  const dropped = Object.keys(tx.drops ?? {}).map((id) => playerName(id, ctx));
  const bid = waiverBid(tx);
  const price = bid !== null && bid > 0 ? ` for $${bid}` : '';
  const parts: string[] = [];
  if (added.length) parts.push(`${addVerb} ${listNames(added)}${price}`);
  if (dropped.length) parts.push(`dropped ${listNames(dropped)}`);
  return `${team} ${parts.length ? parts.join(' and ') : 'made a roster move'}`;
}

/** A readable title: who added, claimed, dropped or traded whom. */
export function transactionTitle(tx: SleeperTransaction, ctx: TitleContext): string {
  switch (transactionType(tx.type)) {
    case 'trade':
      return tradeTitle(tx, ctx);
    case 'waiver':
      return movesTitle(tx, ctx, 'claimed');
    case 'free_agent':
      return movesTitle(tx, ctx, 'added');
    case 'other':
      return `Commissioner: ${movesTitle(tx, ctx, 'added')}`;
  }
}

/** Every player id a set of transactions names (to look their names up in one query). */
export function playerIdsOf(txs: readonly SleeperTransaction[]): string[] {
  const ids = new Set<string>();
  for (const tx of txs) {
    for (const id of Object.keys(tx.adds ?? {})) ids.add(id);
    for (const id of Object.keys(tx.drops ?? {})) ids.add(id);
  }
  return [...ids];
}
