// Roles (docs/product.md §4 and §6): only the owner changes roles, never their own; the owner always keeps
// admin; ownership moves only by transfer, in one transaction, so there is exactly one owner. A role
// change ends the member's sessions.
import type { UserRolesBody } from '../../../common/admin';
import { recordAudit } from '../../audit';
import type { AppContext } from '../../context';
import type { SessionUser } from '../../http/access';
import { badRequest } from '../../http/errors';
import { findMember, rolesOf } from './members';
import { endSessionsOfUser } from '../auth/sessions';
import { authorise } from './policy';
import { clearOwners, ensureUserRow, findUserRow, type UserRow, updateUser } from './repository';
import { inTransaction } from './transaction';

const roleOf = (row: UserRow | undefined) => ({
  isAdmin: row ? row.isAdmin || row.isOwner : false,
  isOwner: row?.isOwner ?? false,
});

function refuseSelf(actorId: string, targetId: string): void {
  if (actorId === targetId) throw badRequest('You cannot change your own role.');
}

/** Grants or revokes admin. `isOwner` may only repeat the member's current ownership. */
export async function setMemberRoles(
  ctx: AppContext,
  actor: SessionUser,
  sleeperUserId: string,
  body: UserRolesBody,
): Promise<ReturnType<typeof roleOf>> {
  refuseSelf(actor.sleeperUserId, sleeperUserId);
  const member = await findMember(ctx, sleeperUserId);
  authorise(actor, 'role.set', rolesOf(member));
  const current = roleOf(member.row);
  if (body.isOwner !== undefined && body.isOwner !== current.isOwner) {
    throw badRequest('Ownership changes only by transfer (Make Owner).');
  }
  if (current.isOwner && !body.isAdmin) throw badRequest('The owner cannot lose admin privileges.');
  return inTransaction(ctx, () => {
    const now = ctx.clock.now().getTime();
    ensureUserRow(ctx.db, member.identity, now);
    updateUser(ctx.db, sleeperUserId, { isAdmin: body.isAdmin }, now);
    const after = roleOf(findUserRow(ctx.db, sleeperUserId));
    // The member signs in again under the new role everywhere.
    const sessionsEnded = endSessionsOfUser(ctx.db, sleeperUserId);
    recordAudit(ctx.db, {
      actorId: actor.sleeperUserId,
      action: 'role.update',
      subject: `user ${sleeperUserId} (${member.identity.displayName})`,
      before: current,
      after: { ...after, sessionsEnded },
    });
    return after;
  });
}

/** Transfers ownership: the target becomes owner and admin; the current owner stays admin only. */
export async function transferOwnership(
  ctx: AppContext,
  actor: SessionUser,
  sleeperUserId: string,
): Promise<{ ownerId: string }> {
  refuseSelf(actor.sleeperUserId, sleeperUserId);
  const member = await findMember(ctx, sleeperUserId);
  authorise(actor, 'ownership.transfer', rolesOf(member));
  return inTransaction(ctx, () => {
    const now = ctx.clock.now().getTime();
    ensureUserRow(ctx.db, member.identity, now);
    clearOwners(ctx.db, now);
    updateUser(ctx.db, sleeperUserId, { isOwner: true, isAdmin: true }, now);
    const sessionsEnded = endSessionsOfUser(ctx.db, sleeperUserId);
    recordAudit(ctx.db, {
      actorId: actor.sleeperUserId,
      action: 'role.transfer_ownership',
      subject: `user ${sleeperUserId} (${member.identity.displayName})`,
      before: { ownerId: actor.sleeperUserId },
      after: { ownerId: sleeperUserId, sessionsEnded },
    });
    return { ownerId: sleeperUserId };
  });
}
