// Dues rules (docs/product.md §4 "Payment"): paid, pending (a record that is not paid) or not paid (no
// record), toggled by an admin. Each change is one transaction with one audit entry.
import type { z } from 'zod';
import type { MemberPaymentStatus, PaymentStatus, paymentUpdateBodySchema } from '../../../common/payments';
import { recordAudit } from '../../audit';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { applyPatch } from '../../partial-update';
import { inTransaction } from '../admin/transaction';
import { findPayment, listPayments, type PaymentRow, upsertPayment } from './repository';

type PaymentUpdate = z.output<typeof paymentUpdateBodySchema>;

function toPaymentStatus(row: PaymentRow): PaymentStatus {
  return {
    rosterId: row.rosterId,
    hasPaid: row.hasPaid,
    paidAmount: row.paidAmount,
    paidDate: row.paidDate === null ? null : new Date(row.paidDate).toISOString(),
    notes: row.notes,
  };
}

/** The admin's view of a season's dues: every recorded roster with amount, date and notes. */
export function listPaymentStatuses(ctx: AppContext, season: string): PaymentStatus[] {
  return listPayments(ctx.db, ctx.leagueId, season).map(toPaymentStatus);
}

/** A member's view: only whether each recorded roster has paid (amounts and notes stay with admins). */
export function listMemberPaymentStatuses(ctx: AppContext, season: string): MemberPaymentStatus[] {
  return listPayments(ctx.db, ctx.leagueId, season).map((row) => ({
    rosterId: row.rosterId,
    hasPaid: row.hasPaid,
  }));
}

/**
 * Records a roster's dues: the fields the admin sends replace the stored ones, the others are kept. The paid
 * date is the one the admin gives, else it is set when the roster becomes paid and kept while it stays paid;
 * an unpaid record has none.
 */
export async function updatePaymentStatus(
  ctx: AppContext,
  actorId: string,
  season: string,
  update: PaymentUpdate,
): Promise<PaymentStatus> {
  const rosters = await ctx.sleeper.rosters(ctx.leagueId);
  if (!rosters.some((roster) => roster.roster_id === update.rosterId)) {
    throw badRequest(`Invalid rosterId: no roster ${update.rosterId} in this league`);
  }
  return inTransaction(ctx, () => {
    const before = findPayment(ctx.db, ctx.leagueId, season, update.rosterId);
    const now = ctx.clock.now().getTime();
    const { hasPaid, paidAmount, notes, paidDate } = update;
    const next = applyPatch(
      {
        hasPaid: before?.hasPaid ?? false,
        paidAmount: before?.paidAmount ?? null,
        notes: before?.notes ?? null,
        // Becoming paid without a date given: now.
        paidDate: before?.hasPaid ? before.paidDate : now,
      },
      { hasPaid, paidAmount, notes, paidDate },
    );
    const row: PaymentRow = {
      leagueId: ctx.leagueId,
      season,
      rosterId: update.rosterId,
      ...next,
      paidDate: next.hasPaid ? next.paidDate : null,
      updatedBy: actorId,
      updatedAt: now,
    };
    upsertPayment(ctx.db, row);
    const after = toPaymentStatus(row);
    recordAudit(ctx.db, {
      actorId,
      action: 'payment.update',
      subject: `season ${season} roster ${update.rosterId}`,
      before: before ? toPaymentStatus(before) : null,
      after,
    });
    return after;
  });
}
