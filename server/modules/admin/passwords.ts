// PIN management by admins (docs/product.md §2 "Passwords tab", D10/D11): list with locks and failures,
// populate the missing ones, set one, unlock one. A PIN is hashed before the transaction opens (scrypt is slow and async); the
// account update, the end of the member's other sessions and the audit entry are one transaction.
import type { PopulateResult, UserCredential } from '../../../common/admin';
import { recordAudit } from '../../audit';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { decryptText } from '../../encryption';
import { COMMON_PIN_REASON, isIssuablePin } from '../../../common/pins';
import { generatePin } from '../auth/pins';
import { logUnlock, pinKeys, preparePin, storePin } from '../auth/service';
import { clearStrikes, lockoutView, strikesByUser, type StrikeView } from '../auth/strikes';
import { isLock } from '../auth/throttle';
import type { SessionUser } from '../../http/access';
import { findMember, listMembers, rolesOf, type Member } from './members';
import { authorise, isPermitted } from './policy';
import { findUserRow, type UserRow } from './repository';
import { inTransaction } from './transaction';

// The body's field is `password` (the API's name for a PIN); the sentence says PIN.
export const COMMON_PIN_REFUSAL = `Invalid password: ${COMMON_PIN_REASON}.`;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function decryptedPin(ctx: AppContext, row: UserRow | undefined): string | null {
  return row?.pinEncrypted ? decryptText(row.pinEncrypted, pinKeys(ctx).encryption) : null;
}

/**
 * The member's PIN in clear for an admin the policy lets read it; null when none is set, it cannot be
 * decrypted, or it is not the actor's to see (another admin's or the owner's, for a non-owner admin).
 */
export function revealPin(ctx: AppContext, actor: SessionUser, member: Member): string | null {
  return isPermitted(actor, 'pin.read', rolesOf(member)) ? decryptedPin(ctx, member.row) : null;
}

function toCredential(
  ctx: AppContext,
  actor: SessionUser,
  member: Member,
  strikes: readonly StrikeView[],
): UserCredential {
  const { row, identity } = member;
  return {
    ...identity,
    password: revealPin(ctx, actor, member),
    hasPin: Boolean(row?.pinHash),
    canManage: isPermitted(actor, 'pin.set', rolesOf(member)),
    lastLogin: iso(row?.lastLogin ?? null),
    isAdmin: row ? row.isAdmin || row.isOwner : false,
    isOwner: row?.isOwner ?? false,
    ...lockoutView(strikes, ctx.clock.now().getTime()),
  };
}

/** One member's credential view, read after a change. */
function credentialAfter(ctx: AppContext, actor: SessionUser, member: Member): UserCredential {
  const { sleeperUserId } = member.identity;
  const row = findUserRow(ctx.db, sleeperUserId);
  const strikes = strikesByUser(ctx.db).get(sleeperUserId) ?? [];
  return toCredential(ctx, actor, { identity: member.identity, row }, strikes);
}

export async function listCredentials(ctx: AppContext, actor: SessionUser): Promise<UserCredential[]> {
  const strikes = strikesByUser(ctx.db);
  return (await listMembers(ctx)).map((member) =>
    toCredential(ctx, actor, member, strikes.get(member.identity.sleeperUserId) ?? []),
  );
}

/**
 * Sets one member's PIN: clears a lockout and ends the member's sessions everywhere else (the admin's
 * own current session survives when they change their own PIN).
 */
export async function setMemberPin(
  ctx: AppContext,
  actor: SessionUser,
  sleeperUserId: string,
  pin: string,
): Promise<UserCredential> {
  const member = await findMember(ctx, sleeperUserId);
  authorise(actor, 'pin.set', rolesOf(member));
  // Every account gets the guessing bound of an issued PIN (docs/decisions/0006).
  if (!isIssuablePin(pin)) throw badRequest(COMMON_PIN_REFUSAL);
  const prepared = await preparePin(ctx, pin);
  return inTransaction(ctx, () => {
    const now = ctx.clock.now().getTime();
    const keep = actor.sleeperUserId === sleeperUserId ? actor.sessionIdHash : undefined;
    const { sessionsEnded, failuresCleared } = storePin(ctx.db, member.identity, prepared, now, keep);
    recordAudit(ctx.db, {
      actorId: actor.sleeperUserId,
      action: 'credential.set',
      subject: `user ${sleeperUserId} (${member.identity.displayName})`,
      before: { hadCredential: Boolean(member.row?.pinHash), failures: failuresCleared },
      after: { hasCredential: true, failures: 0, sessionsEnded },
    });
    if (isLock(failuresCleared))
      logUnlock(ctx, sleeperUserId, actor.sleeperUserId, failuresCleared, 'new PIN');
    return credentialAfter(ctx, actor, member);
  });
}

/**
 * Lifts a sign-in lock and gives the account its whole guessing budget back, keeping the PIN. For the
 * member who locked themselves out; an account someone else was guessing at wants a new PIN instead.
 */
export async function unlockMember(
  ctx: AppContext,
  actor: SessionUser,
  sleeperUserId: string,
): Promise<UserCredential> {
  const member = await findMember(ctx, sleeperUserId);
  authorise(actor, 'lock.clear', rolesOf(member));
  return inTransaction(ctx, () => {
    const cleared = clearStrikes(ctx.db, sleeperUserId);
    recordAudit(ctx.db, {
      actorId: actor.sleeperUserId,
      action: 'credential.unlock',
      subject: `user ${sleeperUserId} (${member.identity.displayName})`,
      before: { failures: cleared },
      after: { failures: 0 },
    });
    logUnlock(ctx, sleeperUserId, actor.sleeperUserId, cleared, 'unlock');
    return credentialAfter(ctx, actor, member);
  });
}

/**
 * Gives every current league user without a PIN a random, uncommon one (D10); members with a PIN keep
 * theirs, stored accounts of people who left the league are left alone, and so are accounts the actor
 * may not set a PIN for (the owner's, another admin's).
 */
export async function populatePins(ctx: AppContext, actor: SessionUser): Promise<PopulateResult> {
  const inLeague = new Set((await ctx.sleeper.users(ctx.leagueId)).map((user) => user.user_id));
  const members = (await listMembers(ctx)).filter((member) => inLeague.has(member.identity.sleeperUserId));
  const missing = members.filter(
    (member) => !member.row?.pinHash && isPermitted(actor, 'pin.set', rolesOf(member)),
  );
  const prepared = await Promise.all(missing.map(() => preparePin(ctx, generatePin())));
  return inTransaction(ctx, () => {
    const now = ctx.clock.now().getTime();
    missing.forEach((member, index) => storePin(ctx.db, member.identity, prepared[index]!, now));
    const result = { populated: missing.length, skipped: members.length - missing.length };
    recordAudit(ctx.db, {
      actorId: actor.sleeperUserId,
      action: 'credential.populate',
      subject: 'league members without a credential',
      before: null,
      after: { ...result, members: missing.map((member) => member.identity.displayName) },
    });
    return result;
  });
}
