// The payouts table: one row per league-season, seeded from the defaults of docs/product.md §9 on first use.
import { and, eq, sql } from 'drizzle-orm';
import type { PayoutConfig } from '../../../common/payouts';
import type { DbOrTx } from '../../db/types';
import { preparedPerDatabase } from '../../db/prepared';
import { payouts } from '../../db/schema';
import { defaultPayoutConfig } from '../../league/payouts';

export type PayoutRow = typeof payouts.$inferSelect;

export interface SeasonKey {
  leagueId: string;
  season: string;
}

/** A season's row before any edit: the defaults of docs/product.md §9, no BUSTED winner. */
export function defaultPayoutRow({ leagueId, season }: SeasonKey, now: number): PayoutRow {
  return {
    leagueId,
    season,
    ...defaultPayoutConfig(season),
    bustedAccumulated: 0,
    bustedWinnerId: null,
    bustedWinnerName: null,
    bustedPlayerName: null,
    bustedPlayerTeam: null,
    updatedAt: now,
  };
}

/** Inserts the default table for every season that has none yet (existing rows are left alone). */
export function seedPayoutRows(db: DbOrTx, seasons: readonly SeasonKey[]): void {
  for (const { leagueId, season } of seasons) {
    db.insert(payouts)
      .values({ leagueId, season, ...defaultPayoutConfig(season) })
      .onConflictDoNothing()
      .run();
  }
}

const leagueRowsQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(payouts)
    .where(eq(payouts.leagueId, sql.placeholder('leagueId')))
    .prepare(),
);

/** Every season's row of a league (read by every payouts request). */
export function leaguePayoutRows(db: DbOrTx, leagueId: string): PayoutRow[] {
  return leagueRowsQuery(db).all({ leagueId });
}

export function payoutRow(db: DbOrTx, { leagueId, season }: SeasonKey): PayoutRow | undefined {
  return db
    .select()
    .from(payouts)
    .where(and(eq(payouts.leagueId, leagueId), eq(payouts.season, season)))
    .get();
}

export function updatePayoutRow(
  db: DbOrTx,
  { leagueId, season }: SeasonKey,
  changes: Partial<PayoutConfig> &
    Partial<Pick<PayoutRow, 'bustedWinnerId' | 'bustedWinnerName' | 'bustedPlayerName' | 'bustedPlayerTeam'>>,
  now: number,
): void {
  db.update(payouts)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(payouts.leagueId, leagueId), eq(payouts.season, season)))
    .run();
}

export function configOf(row: PayoutRow): PayoutConfig {
  return {
    championshipFirst: row.championshipFirst,
    championshipSecond: row.championshipSecond,
    championshipThird: row.championshipThird,
    highestPointsAward: row.highestPointsAward,
    biggestBlowoutAward: row.biggestBlowoutAward,
    unluckyAward: row.unluckyAward,
    bustedAward: row.bustedAward,
  };
}
