// Sign-in and the member directory behind it (DESIGN D2, D10, D11). Both login forms end here.
import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../common/auth';
import type { AppContext, DbOrTx } from '../../context';
import { users } from '../../db/schema';
import { deriveKey } from '../../secret';
import type { SleeperLeagueUser, SleeperRoster } from '../../sleeper/schemas';
import { DUMMY_PIN_HASH, encryptPin, hashPin, verifyPin } from './pins';
import { createSession, endSessionsOfUser } from './sessions';
import {
  accountMayTry,
  addressMayTry,
  clearAddress,
  recordAccountFailure,
  recordAddressFailure,
} from './throttle';

export type UserRow = typeof users.$inferSelect;

export const pinKeys = (ctx: AppContext) => ({
  pepper: deriveKey(ctx.secret, 'pin-pepper'),
  encryption: deriveKey(ctx.secret, 'pin-encryption'),
});

/** The league member a typed name refers to: a Sleeper username (via GET /user) or display name. */
export async function resolveLeagueMember(ctx: AppContext, typed: string): Promise<SleeperLeagueUser | null> {
  const name = typed.trim().toLowerCase();
  if (name === '') return null;
  const members = await ctx.sleeper.users(ctx.leagueId);
  let sleeperUser = null;
  try {
    sleeperUser = await ctx.sleeper.user(name);
  } catch {
    // Provider down with nothing cached: the display name (from the cached league users) still works.
  }
  const byUsername = sleeperUser ? members.find((m) => m.user_id === sleeperUser.user_id) : undefined;
  return byUsername ?? members.find((m) => m.display_name.toLowerCase() === name) ?? null;
}

export interface LoginResult {
  user: UserRow;
  sessionId: string;
  expiresAt: number;
}

/**
 * Checks a username and PIN. Returns null for every refusal (unknown user, no PIN, wrong PIN, locked,
 * throttled) after the same amount of work, so the answer and its timing tell an attacker nothing.
 */
export async function login(
  ctx: AppContext,
  typedName: string,
  pin: string,
  address: string,
): Promise<LoginResult | null> {
  const now = ctx.clock.now().getTime();
  const { pepper } = pinKeys(ctx);
  // A provider outage with nothing cached is answered as such (502), not counted as a failed login.
  const member = await resolveLeagueMember(ctx, typedName);
  const row = member
    ? ctx.db.select().from(users).where(eq(users.sleeperUserId, member.user_id)).get()
    : undefined;

  const allowed =
    addressMayTry(ctx.db, address, now) && row !== undefined && row.isActive && accountMayTry(row, now);
  const pinMatches = await verifyPin(pin, allowed && row?.pinHash ? row.pinHash : DUMMY_PIN_HASH, pepper);

  if (!allowed || !row || !row.pinHash || !pinMatches) {
    ctx.db.transaction((tx) => {
      recordAddressFailure(tx, address, now);
      if (row) recordAccountFailure(tx, row, now);
    });
    return null;
  }

  return ctx.db.transaction((tx) => {
    clearAddress(tx, address);
    tx.update(users)
      .set({
        failedAttempts: 0,
        lastFailedAt: null,
        lockedUntil: null,
        lastLogin: now,
        sleeperUsername:
          typedName.trim().toLowerCase() === member?.display_name.toLowerCase()
            ? row.sleeperUsername
            : typedName.trim().toLowerCase(),
        displayName: member?.display_name ?? row.displayName,
        updatedAt: now,
      })
      .where(eq(users.sleeperUserId, row.sleeperUserId))
      .run();
    const session = createSession(tx, row.sleeperUserId, now);
    return { user: row, sessionId: session.id, expiresAt: session.expiresAt };
  });
}

export interface PreparedPin {
  pinHash: string;
  pinEncrypted: string;
}

/** Hashes and encrypts a PIN; slow and async, so it runs before the transaction that stores it. */
export async function preparePin(ctx: AppContext, pin: string): Promise<PreparedPin> {
  const { pepper, encryption } = pinKeys(ctx);
  return { pinHash: await hashPin(pin, pepper), pinEncrypted: encryptPin(pin, encryption) };
}

export interface MemberIdentity {
  sleeperUserId: string;
  sleeperUsername: string;
  displayName: string;
}

/**
 * Stores a prepared PIN (creating the member's row when needed), clears any lockout and ends the
 * member's sessions except `keepSessionIdHash`. Synchronous: call it inside the caller's transaction
 * so the audit entry commits with it. Returns how many sessions were ended.
 */
export function storePin(
  tx: DbOrTx,
  member: MemberIdentity,
  pin: PreparedPin,
  now: number,
  keepSessionIdHash?: string,
): number {
  tx.insert(users)
    .values({ ...member, ...pin, updatedAt: now })
    .onConflictDoUpdate({
      target: users.sleeperUserId,
      set: { ...pin, failedAttempts: 0, lastFailedAt: null, lockedUntil: null, updatedAt: now },
    })
    .run();
  return endSessionsOfUser(tx, member.sleeperUserId, keepSessionIdHash);
}

/** Sets a member's PIN in one transaction (bootstrap and CLI; admin routes add their audit entry). */
export async function setUserPin(ctx: AppContext, member: MemberIdentity, pin: string): Promise<void> {
  const prepared = await preparePin(ctx, pin);
  const now = ctx.clock.now().getTime();
  ctx.db.transaction((tx) => {
    storePin(tx, member, prepared, now);
  });
}

export function countOwners(ctx: AppContext): number {
  return (
    ctx.db
      .select({ n: sql<number>`count(*)` })
      .from(users)
      .where(eq(users.isOwner, true))
      .get()?.n ?? 0
  );
}

const AVATAR_BASE = 'https://sleepercdn.com/avatars/thumbs/';

function rosterOf(rosters: SleeperRoster[], userId: string): number | null {
  const roster = rosters.find((r) => r.owner_id === userId || (r.co_owners ?? []).includes(userId));
  return roster ? roster.roster_id : null;
}

/** The spec's authenticated-user shape, enriched from the (cached) league data when available. */
export async function toAuthUser(ctx: AppContext, row: UserRow): Promise<AuthUser> {
  let member: SleeperLeagueUser | undefined;
  let rosterId: number | null = null;
  try {
    const [members, rosters] = await Promise.all([
      ctx.sleeper.users(ctx.leagueId),
      ctx.sleeper.rosters(ctx.leagueId),
    ]);
    member = members.find((m) => m.user_id === row.sleeperUserId);
    rosterId = rosterOf(rosters, row.sleeperUserId);
  } catch {
    // The provider is down and nothing is cached: the stored profile is enough to stay signed in.
  }
  const avatar = member?.avatar ? `${AVATAR_BASE}${member.avatar}` : null;
  return {
    id: row.sleeperUserId,
    sleeperUserId: row.sleeperUserId,
    username: row.sleeperUsername,
    displayName: member?.display_name ?? row.displayName,
    firstName: member?.display_name ?? row.displayName,
    email: null,
    profileImageUrl: avatar,
    isAdmin: row.isAdmin || row.isOwner,
    isOwner: row.isOwner,
    rosterId,
  };
}
