// Season payouts (docs/product.md §3 and §9, D6/D8): the stored table of a season (seeded from the
// defaults) with its winners resolved from the season summary, the BUSTED pot across the seasons, and
// the admin's edits (amounts, BUSTED winner), each one transaction with its audit entry.
import type { BustedAssignment, PayoutsPatchBody, SeasonPayouts } from '../../../common/payouts';
import { recordAudit } from '../../audit';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { bustedPots, resolveSeasonPayouts } from '../../league/payouts';
import { leagueOfSeason, seasonChain, seasonSummary } from '../history/service';
import { unlessStorageFails } from '../../db/storage-errors';
import {
  configOf,
  defaultPayoutRow,
  leaguePayoutRows,
  payoutRow,
  seedPayoutRows,
  updatePayoutRow,
  type PayoutRow,
  type SeasonKey,
} from './repository';

/** Every season's row of the chain (seeded when absent: a read writes only the first time), oldest first. */
async function chainRows(ctx: AppContext): Promise<PayoutRow[]> {
  const seasons = new Set((await seasonChain(ctx)).map((league) => league.season));
  let rows = leaguePayoutRows(ctx.db, ctx.leagueId);
  const missing = [...seasons].filter((season) => !rows.some((row) => row.season === season));
  if (missing.length > 0) {
    const keys = missing.map((season): SeasonKey => ({ leagueId: ctx.leagueId, season }));
    // On a full or read-only disk the defaults are served without being stored.
    const seeded = unlessStorageFails(() => {
      seedPayoutRows(ctx.db, keys);
      return true;
    });
    const now = ctx.clock.now().getTime();
    rows = seeded
      ? leaguePayoutRows(ctx.db, ctx.leagueId)
      : [...rows, ...keys.map((key) => defaultPayoutRow(key, now))];
  }
  return rows.filter((row) => seasons.has(row.season)).sort((a, b) => Number(a.season) - Number(b.season));
}

/**
 * What the league's stored payout tables hold (amounts, BUSTED winners), as text that changes with any
 * edit: answers built from every season's payouts are remembered by it.
 */
export function payoutTablesVersion(ctx: AppContext): string {
  return JSON.stringify(leaguePayoutRows(ctx.db, ctx.leagueId));
}

export async function getSeasonPayouts(ctx: AppContext, season: string): Promise<SeasonPayouts> {
  const league = await leagueOfSeason(ctx, season);
  const [summary, rows] = await Promise.all([seasonSummary(ctx, league), chainRows(ctx)]);
  const row = rows.find((r) => r.season === season)!;
  const pots = bustedPots(rows);
  return resolveSeasonPayouts(summary, configOf(row), {
    accumulated: pots.get(season) ?? 0,
    winnerId: row.bustedWinnerId,
    winnerName: row.bustedWinnerName,
    playerName: row.bustedPlayerName,
    playerTeam: row.bustedPlayerTeam,
  });
}

/** Writes one change of a season's row with its audit entry, in one transaction. */
function writeRow(
  ctx: AppContext,
  actorId: string,
  season: string,
  action: string,
  changes: Parameters<typeof updatePayoutRow>[2],
): void {
  const key = { leagueId: ctx.leagueId, season };
  ctx.db.transaction((tx) => {
    seedPayoutRows(tx, [key]);
    const before = payoutRow(tx, key);
    updatePayoutRow(tx, key, changes, ctx.clock.now().getTime());
    const after = payoutRow(tx, key);
    recordAudit(tx, { actorId, action, subject: `payouts:${ctx.leagueId}:${season}`, before, after });
  });
}

export async function updatePayoutAmounts(
  ctx: AppContext,
  actorId: string,
  season: string,
  body: PayoutsPatchBody,
): Promise<SeasonPayouts> {
  await leagueOfSeason(ctx, season);
  writeRow(ctx, actorId, season, 'payouts.update', body);
  return getSeasonPayouts(ctx, season);
}

export async function assignBustedWinner(
  ctx: AppContext,
  actorId: string,
  season: string,
  body: BustedAssignment,
): Promise<SeasonPayouts> {
  const league = await leagueOfSeason(ctx, season);
  // The winner must be a member: of that season or of the current league (the admin's member list).
  const [seasonUsers, currentUsers] = await Promise.all([
    ctx.sleeper.users(league.league_id),
    ctx.sleeper.users(ctx.leagueId),
  ]);
  if (![...seasonUsers, ...currentUsers].some((user) => user.user_id === body.winnerId)) {
    throw badRequest('Invalid winnerId: not a member of this league.');
  }
  writeRow(ctx, actorId, season, 'payouts.busted.assign', {
    bustedWinnerId: body.winnerId,
    bustedWinnerName: body.winnerName,
    bustedPlayerName: body.playerName,
    // Not sent: the stored team is kept.
    ...(body.playerTeam !== undefined && { bustedPlayerTeam: body.playerTeam }),
  });
  return getSeasonPayouts(ctx, season);
}

export async function clearBustedWinner(
  ctx: AppContext,
  actorId: string,
  season: string,
): Promise<SeasonPayouts> {
  await leagueOfSeason(ctx, season);
  writeRow(ctx, actorId, season, 'payouts.busted.clear', {
    bustedWinnerId: null,
    bustedWinnerName: null,
    bustedPlayerName: null,
    bustedPlayerTeam: null,
  });
  return getSeasonPayouts(ctx, season);
}
