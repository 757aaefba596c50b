// Dues records: the only SQL of the payments module.
import { and, asc, eq, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../db/prepared';
import type { Db } from '../../db/types';
import { paymentStatus } from '../../db/schema';

export type PaymentRow = typeof paymentStatus.$inferSelect;

/** Read by the dues page and the prize money tracker. */
const paymentsQuery = preparedPerDatabase((db) =>
  db
    .select()
    .from(paymentStatus)
    .where(
      and(
        eq(paymentStatus.leagueId, sql.placeholder('leagueId')),
        eq(paymentStatus.season, sql.placeholder('season')),
      ),
    )
    .orderBy(asc(paymentStatus.rosterId))
    .prepare(),
);

export function listPayments(db: Db, leagueId: string, season: string): PaymentRow[] {
  return paymentsQuery(db).all({ leagueId, season });
}

export function findPayment(
  db: Db,
  leagueId: string,
  season: string,
  rosterId: number,
): PaymentRow | undefined {
  return db
    .select()
    .from(paymentStatus)
    .where(
      and(
        eq(paymentStatus.leagueId, leagueId),
        eq(paymentStatus.season, season),
        eq(paymentStatus.rosterId, rosterId),
      ),
    )
    .get();
}

export function upsertPayment(db: Db, row: PaymentRow): void {
  db.insert(paymentStatus)
    .values(row)
    .onConflictDoUpdate({
      target: [paymentStatus.leagueId, paymentStatus.season, paymentStatus.rosterId],
      set: {
        hasPaid: row.hasPaid,
        paidAmount: row.paidAmount,
        paidDate: row.paidDate,
        notes: row.notes,
        updatedBy: row.updatedBy,
        updatedAt: row.updatedAt,
      },
    })
    .run();
}
