// The /admin/users screen's data (docs/product.md §2 "User management", D13): members with roster, PIN,
// phone and last login; phone updates; login-reminder drafts; the message service status. Phone
// numbers are stored encrypted (server/phones.ts) and decrypted here only.
import type { AdminUser, DraftMessage, SmsStatus } from '../../../common/admin';
import { recordAudit } from '../../audit';
import type { AppContext } from '../../context';
import type { SessionUser } from '../../http/access';
import { rosterIdOfUser } from '../../league/teams';
import { decryptPhone, encryptPhone, maskPhone } from '../../phones';
import type { SleeperRoster } from '../../sleeper/schemas';
import { listPayments } from '../payments/repository';
import { lockoutView, strikesByUser, type StrikeView } from '../auth/strikes';
import { findMember, listMembers, rolesOf, type Member } from './members';
import { buildLoginReminder } from './message';
import { revealPin } from './passwords';
import { authorise, isPermitted } from './policy';
import { ensureUserRow, updateUser } from './repository';
import { inTransaction } from './transaction';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

async function currentRosters(ctx: AppContext): Promise<SleeperRoster[]> {
  try {
    return await ctx.sleeper.rosters(ctx.leagueId);
  } catch (error) {
    ctx.log.warn({ err: String(error) }, 'rosters unavailable; roster ids left unset');
    return [];
  }
}

function toAdminUser(
  ctx: AppContext,
  actor: SessionUser,
  member: Member,
  rosters: SleeperRoster[],
  strikes: readonly StrikeView[],
): AdminUser {
  const { row, identity } = member;
  const phoneNumber = decryptPhone(ctx.secret, row?.phoneEncrypted);
  return {
    id: identity.sleeperUserId,
    ...identity,
    isActive: row?.isActive ?? true,
    isOwner: row?.isOwner ?? false,
    isAdmin: row ? row.isAdmin || row.isOwner : false,
    password: revealPin(ctx, actor, member),
    hasPin: Boolean(row?.pinHash),
    canManage: isPermitted(actor, 'phone.set', rolesOf(member)),
    rosterId: rosterIdOfUser(rosters, identity.sleeperUserId),
    lastLogin: iso(row?.lastLogin ?? null),
    // The owner's and other admins' numbers are the owner's to read; another admin sees '…0123'.
    phoneNumber:
      phoneNumber !== null && !isPermitted(actor, 'phone.read', rolesOf(member))
        ? maskPhone(phoneNumber)
        : phoneNumber,
    lockedUntil: lockoutView(strikes, ctx.clock.now().getTime()).lockedUntil,
  };
}

export async function listAdminUsers(ctx: AppContext, actor: SessionUser): Promise<AdminUser[]> {
  const [members, rosters] = await Promise.all([listMembers(ctx), currentRosters(ctx)]);
  const strikes = strikesByUser(ctx.db);
  return members.map((member) =>
    toAdminUser(ctx, actor, member, rosters, strikes.get(member.identity.sleeperUserId) ?? []),
  );
}

export async function updatePhone(
  ctx: AppContext,
  actor: SessionUser,
  sleeperUserId: string,
  phoneNumber: string,
): Promise<AdminUser> {
  const member = await findMember(ctx, sleeperUserId);
  authorise(actor, 'phone.set', rolesOf(member));
  const rosters = await currentRosters(ctx);
  return inTransaction(ctx, () => {
    const now = ctx.clock.now().getTime();
    const row = ensureUserRow(ctx.db, member.identity, now);
    const phoneEncrypted = encryptPhone(ctx.secret, phoneNumber);
    updateUser(ctx.db, sleeperUserId, { phoneEncrypted }, now);
    // The audit log masks both numbers (server/audit.ts).
    recordAudit(ctx.db, {
      actorId: actor.sleeperUserId,
      action: 'member.phone',
      subject: `user ${sleeperUserId} (${member.identity.displayName})`,
      before: { phoneNumber: decryptPhone(ctx.secret, row.phoneEncrypted) },
      after: { phoneNumber },
    });
    const strikes = strikesByUser(ctx.db).get(sleeperUserId) ?? [];
    return toAdminUser(
      ctx,
      actor,
      { identity: member.identity, row: { ...row, phoneEncrypted } },
      rosters,
      strikes,
    );
  });
}

/**
 * Drafts a member's login reminder. It contains their PIN, so the draft itself is recorded in the
 * audit log (who asked for whose reminder, never the text).
 */
export async function draftLoginReminder(
  ctx: AppContext,
  actor: SessionUser,
  sleeperUserId: string,
  siteUrl: string,
): Promise<DraftMessage> {
  const member = await findMember(ctx, sleeperUserId);
  // The reminder holds the member's PIN: drafting it is reading it.
  authorise(actor, 'pin.read', rolesOf(member));
  const rosterId = rosterIdOfUser(await currentRosters(ctx), sleeperUserId);
  const season = ctx.seasons.season;
  const payment = listPayments(ctx.db, ctx.leagueId, season).find((entry) => entry.rosterId === rosterId);
  const message = buildLoginReminder({
    appName: ctx.config.appName,
    siteUrl,
    displayName: member.identity.displayName,
    username: member.identity.sleeperUsername,
    pin: revealPin(ctx, actor, member),
    season,
    hasPaid: rosterId === null ? null : (payment?.hasPaid ?? false),
    paymentUrl: ctx.config.paymentUrl ?? null,
  });
  const phoneNumber = decryptPhone(ctx.secret, member.row?.phoneEncrypted);
  inTransaction(ctx, () =>
    recordAudit(ctx.db, {
      actorId: actor.sleeperUserId,
      action: 'member.draft_message',
      subject: `user ${sleeperUserId} (${member.identity.displayName})`,
      after: { phoneNumber },
    }),
  );
  return { message, phoneNumber };
}

/** No message service is built in (D13: sending is optional and off): drafts open the admin's phone. */
export function smsStatus(): SmsStatus {
  return {
    configured: false,
    provider: null,
    message:
      "No message service is configured. Drafts open your phone's messages app with the text filled in; on a computer, they are copied for you to paste.",
  };
}
