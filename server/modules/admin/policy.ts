// Who may act on whose account (docs/decisions/0007): the one rule every commissioner route that touches a
// member asks, written once over (actor, action, target). The route's declared access level says who may call
// it at all; this says on whom. The CLI is the owner's recovery path and does not pass through it.
import { AppError } from '../../http/errors';

/** Everything a commissioner route does to one member's account. */
export const MEMBER_ACTIONS = [
  /** See the member's PIN (the Show toggle, the members list, a login-reminder draft). */
  'pin.read',
  /** Set or reset the member's PIN (ends their other sessions). */
  'pin.set',
  /** Lift a sign-in lock, keeping the PIN. */
  'lock.clear',
  /** See the member's phone number in full (the members list; masked otherwise). */
  'phone.read',
  /** Change the member's phone number. */
  'phone.set',
  /** Grant or revoke admin. */
  'role.set',
  /** Make the member the owner. */
  'ownership.transfer',
] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

/** The roles that matter to the rule, for the actor and for the target alike. */
export interface AccountRoles {
  sleeperUserId: string;
  isAdmin: boolean;
  isOwner: boolean;
}

const OWNER_ONLY: ReadonlySet<MemberAction> = new Set(['role.set', 'ownership.transfer']);

export type Decision = { allowed: true } | { allowed: false; reason: string };

/**
 * The rule. The owner may act on every account. Roles are the owner's to give. Any other admin acts
 * on members and on their own account only: the owner's PIN, role and sessions are the owner's alone,
 * and another admin's account is the owner's to manage, so no admin can take over a peer or the owner.
 */
export function decide(actor: AccountRoles, action: MemberAction, target: AccountRoles): Decision {
  if (!actor.isAdmin && !actor.isOwner) return { allowed: false, reason: "You don't have admin privileges." };
  if (actor.isOwner) return { allowed: true };
  if (OWNER_ONLY.has(action)) return { allowed: false, reason: 'Only the league owner can do that.' };
  if (actor.sleeperUserId === target.sleeperUserId) return { allowed: true };
  if (target.isOwner) return { allowed: false, reason: "Only the owner can manage the owner's account." };
  if (target.isAdmin) return { allowed: false, reason: "Only the owner can manage another admin's account." };
  return { allowed: true };
}

export const isPermitted = (actor: AccountRoles, action: MemberAction, target: AccountRoles) =>
  decide(actor, action, target).allowed;

/** Refuses (403, with the reason) an action the rule does not allow. */
export function authorise(actor: AccountRoles, action: MemberAction, target: AccountRoles): void {
  const decision = decide(actor, action, target);
  if (!decision.allowed) throw new AppError(403, decision.reason);
}
