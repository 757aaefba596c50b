// Sign-in and the member directory behind it (docs/product.md D2, D10, D11). Both login forms end here.
import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../common/auth';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/types';
import { users } from '../../db/schema';
import { deriveKey } from '../../secret';
import type { SleeperLeagueUser, SleeperRoster } from '../../sleeper/schemas';
import { encryptText } from '../../encryption';
import { DUMMY_PIN_HASH, hashPin, verifyPin } from './pins';
import { recordAudit } from '../../audit';
import { HashQueueFullError, hashQueueOf } from './hash-queue';
import { loginGuardOf } from './login-guard';
import { resolveLeagueMember } from './member-lookup';
import { createSession, endSessionsOfUser } from './sessions';
import { accountStrikes, clearStrikes, recordStrike, refundDeviceStrikes } from './strikes';
import { isLock, lockOf, verdictFor, type Strikes, type Verdict } from './throttle';

export type UserRow = typeof users.$inferSelect;

export const pinKeys = (ctx: AppContext) => ({
  pepper: deriveKey(ctx.secret, 'pin-pepper'),
  encryption: deriveKey(ctx.secret, 'pin-encryption'),
});

// Where the typed name is resolved; re-exported for the owner's seeding and the CLI.
export { resolveLeagueMember } from './member-lookup';

/** When the line of PIN checks is full, the attempt is refused (nothing counted) with this wait. */
const QUEUE_FULL_RETRY_MS = 5000;
/** When the target's previous attempt is still being checked, likewise. */
const CHECK_UNDER_WAY_RETRY_MS = 1000;

export type LoginRefusal = { kind: 'invalid' } | { kind: 'wait'; retryAfterMs: number } | { kind: 'locked' };

export type LoginOutcome =
  { ok: true; user: UserRow; sessionId: string; expiresAt: number } | { ok: false; refusal: LoginRefusal };

export interface LoginAttempt {
  typedName: string;
  pin: string;
  address: string;
  /**
   * SHA-256 of the browser's device id when its cookie was signed for this account (./cookie.ts): its
   * failures on the account are refunded when it gets in. Null for any other browser.
   */
  deviceHashFor(userId: string): string | null;
}

/** Who an attempt is against: an account that can sign in, or just the name that was typed. */
type Target = { row: UserRow; member: SleeperLeagueUser } | { name: string; why: string };

function strikesOf(ctx: AppContext, target: Target): Strikes {
  return 'row' in target
    ? accountStrikes(ctx.db, target.row.sleeperUserId)
    : loginGuardOf(ctx).nameStrikes(target.name);
}

/** The typed name as names are compared and kept (lower-cased, trimmed). */
const typedName = (attempt: LoginAttempt) => attempt.typedName.trim().toLowerCase();

/** A refusal the throttle decided: no PIN is checked, nothing is counted (docs/decisions/0006). */
function throttled(ctx: AppContext, attempt: LoginAttempt, verdict: Exclude<Verdict, { kind: 'allow' }>) {
  ctx.log.warn(
    {
      username: attempt.typedName,
      address: attempt.address,
      reason: verdict.kind === 'locked' ? 'locked' : 'throttled',
    },
    'login refused',
  );
  return { ok: false as const, refusal: verdict };
}

/**
 * Checks a username and PIN (docs/product.md D2, D10, D11). An attempt the guessing budget does not allow now
 * is refused before any hashing. Attempts on one target (an account, or a typed name that is none) are
 * checked one at a time in the order they came; on a target with failures, one arriving while another is
 * under way is refused at once. Otherwise the PIN is checked (against a dummy hash for a name that is not an
 * account, so both cost the same) and a failure is counted. Unknown names and real accounts get the same
 * answers at the same points, also when attempts arrive together, so the answer tells nobody whether a name
 * is a member.
 */
export async function login(ctx: AppContext, attempt: LoginAttempt): Promise<LoginOutcome> {
  const guard = loginGuardOf(ctx);
  // A provider outage with nothing cached is answered as such (502), not counted as a failed login.
  const member = await resolveLeagueMember(ctx, attempt.typedName, attempt.address);
  const row = member
    ? ctx.db.select().from(users).where(eq(users.sleeperUserId, member.user_id)).get()
    : undefined;
  const name = typedName(attempt);
  const target: Target =
    member && row?.isActive && row.pinHash
      ? { row, member }
      : { name, why: !member ? 'unknown username' : !row?.pinHash ? 'no PIN set' : 'inactive account' };

  const strikes = strikesOf(ctx, target);
  const before = guard.verdict(strikes, attempt.address, ctx.clock.now().getTime());
  if (before.kind !== 'allow') return throttled(ctx, attempt, before);

  // A target with failures is being guessed, or a member is mistyping: an attempt beside the one under
  // way is refused without hashing. Without failures (a double click, a first burst) they wait their
  // turn, and each then sees the failures counted before it. Both rules hold for any name alike.
  const key = 'row' in target ? `user:${target.row.sleeperUserId}` : `name:${target.name}`;
  if (strikes.count > 0 && guard.busy(key)) {
    return throttled(ctx, attempt, { kind: 'wait', retryAfterMs: CHECK_UNDER_WAY_RETRY_MS });
  }
  return guard.inTurn(key, async () => {
    const current = strikesOf(ctx, target);
    const verdict = guard.verdict(current, attempt.address, ctx.clock.now().getTime());
    if (verdict.kind !== 'allow') return throttled(ctx, attempt, verdict);
    // Accounts without failures (members, most likely) hash first; other names wait behind them for the
    // hashing slots, so a flood of names never delays a member's sign-in (./hash-queue.ts).
    return checkPin(ctx, target, attempt, 'row' in target && current.count === 0);
  });
}

/** The PIN check of an attempt the throttle allowed, and what follows: a session, or a counted failure. */
async function checkPin(
  ctx: AppContext,
  target: Target,
  attempt: LoginAttempt,
  first: boolean,
): Promise<LoginOutcome> {
  const guard = loginGuardOf(ctx);
  let pinMatches: boolean;
  try {
    pinMatches = await hashQueueOf(ctx).run(first ? 'first' : 'behind', () =>
      verifyPin(
        attempt.pin,
        'row' in target ? (target.row.pinHash ?? DUMMY_PIN_HASH) : DUMMY_PIN_HASH,
        pinKeys(ctx).pepper,
      ),
    );
  } catch (error) {
    if (!(error instanceof HashQueueFullError)) throw error;
    return throttled(ctx, attempt, { kind: 'wait', retryAfterMs: QUEUE_FULL_RETRY_MS });
  }

  // Other attempts on the same target may have failed while this one was hashing: the budget is
  // checked again, and an attempt it no longer allows is refused whatever the PIN was.
  const now = ctx.clock.now().getTime();
  const after = guard.verdict(strikesOf(ctx, target), attempt.address, now);
  if (after.kind !== 'allow') return throttled(ctx, attempt, after);

  if (!('row' in target) || !pinMatches) {
    return {
      ok: false,
      refusal: recordFailure(ctx, target, attempt, now, 'row' in target ? 'wrong PIN' : target.why),
    };
  }
  const { row: account, member: leagueUser } = target;
  const name = typedName(attempt);
  return ctx.db.transaction((tx) => {
    const deviceHash = attempt.deviceHashFor(account.sleeperUserId);
    if (deviceHash) refundDeviceStrikes(tx, account.sleeperUserId, deviceHash);
    tx.update(users)
      .set({
        lastLogin: now,
        sleeperUsername: name === leagueUser.display_name.toLowerCase() ? account.sleeperUsername : name,
        displayName: leagueUser.display_name,
        updatedAt: now,
      })
      .where(eq(users.sleeperUserId, account.sleeperUserId))
      .run();
    const session = createSession(tx, account.sleeperUserId, now);
    return { ok: true as const, user: account, sessionId: session.id, expiresAt: session.expiresAt };
  });
}

/** Counts a failed PIN check; the failure that locks answers with the lock (and is audited). */
function recordFailure(
  ctx: AppContext,
  target: Target,
  attempt: LoginAttempt,
  now: number,
  reason: string,
): LoginRefusal {
  const guard = loginGuardOf(ctx);
  guard.recordAddressFailure(attempt.address, now);
  ctx.log.warn({ username: attempt.typedName, address: attempt.address, reason }, 'login failed');
  let strikes: Strikes;
  if ('row' in target) {
    const userId = target.row.sleeperUserId;
    strikes = ctx.db.transaction((tx) => {
      const deviceHash = attempt.deviceHashFor(userId);
      recordStrike(tx, { userId, deviceHash, address: attempt.address, at: now });
      const counted = accountStrikes(tx, userId);
      if (isLock(counted.count)) {
        const lock = lockOf(counted, now);
        recordAudit(tx, {
          actorId: null,
          action: 'account.lock',
          subject: `user ${userId} (${target.row.displayName})`,
          after: {
            failures: counted.count,
            lockedUntil: lock.lockedUntil ?? 'until an admin unlocks',
            address: attempt.address,
          },
        });
        ctx.log.warn(
          { userId, failures: counted.count, lockedUntil: lock.lockedUntil ?? 'admin' },
          'account locked',
        );
      }
      return counted;
    });
  } else {
    strikes = guard.recordNameStrike(target.name, now);
    // A name that is no account has no audit entry to write, but its lock is still an attack's trace.
    if (isLock(strikes.count)) {
      ctx.log.warn(
        { username: target.name, address: attempt.address, failures: strikes.count },
        'name locked',
      );
    }
  }
  if (!isLock(strikes.count)) return { kind: 'invalid' };
  const verdict = verdictFor(strikes, now);
  return verdict.kind === 'allow' ? { kind: 'invalid' } : verdict;
}

export interface PreparedPin {
  pinHash: string;
  pinEncrypted: string;
}

/** Hashes and encrypts a PIN; slow and async, so it runs before the transaction that stores it. */
export async function preparePin(ctx: AppContext, pin: string): Promise<PreparedPin> {
  const { pepper, encryption } = pinKeys(ctx);
  const pinHash = await hashQueueOf(ctx).run('first', () => hashPin(pin, pepper, ctx.pinHashCost));
  return { pinHash, pinEncrypted: encryptText(pin, encryption) };
}

export interface MemberIdentity {
  sleeperUserId: string;
  sleeperUsername: string;
  displayName: string;
}

/** What storing a PIN did: the sessions it ended and the failures it cleared (a lock when isLock). */
export interface StoredPin {
  sessionsEnded: number;
  failuresCleared: number;
}

/**
 * Stores a prepared PIN (creating the member's row when needed), clears any lock (the whole guessing
 * budget is back) and ends the member's sessions except `keepSessionIdHash`. Synchronous: call it
 * inside the caller's transaction so the audit entry commits with it.
 */
export function storePin(
  tx: DbOrTx,
  member: MemberIdentity,
  pin: PreparedPin,
  now: number,
  keepSessionIdHash?: string,
): StoredPin {
  tx.insert(users)
    .values({ ...member, ...pin, updatedAt: now })
    .onConflictDoUpdate({
      target: users.sleeperUserId,
      set: { ...pin, updatedAt: now },
    })
    .run();
  const failuresCleared = clearStrikes(tx, member.sleeperUserId);
  return { sessionsEnded: endSessionsOfUser(tx, member.sleeperUserId, keepSessionIdHash), failuresCleared };
}

/**
 * A lifted lock is a security event, logged at warn however it was lifted: the admin's unlock, or a new PIN
 * from an admin or the command line (`by` null).
 */
export function logUnlock(
  ctx: AppContext,
  userId: string,
  by: string | null,
  failuresCleared: number,
  how: 'unlock' | 'new PIN',
): void {
  ctx.log.warn({ userId, by: by ?? 'command line', failuresCleared, how }, 'account unlocked');
}

/** Sets a member's PIN in one transaction (bootstrap and CLI; admin routes add their audit entry). */
export async function setUserPin(ctx: AppContext, member: MemberIdentity, pin: string): Promise<void> {
  const prepared = await preparePin(ctx, pin);
  const now = ctx.clock.now().getTime();
  const { failuresCleared } = ctx.db.transaction((tx) => storePin(tx, member, prepared, now));
  if (isLock(failuresCleared)) logUnlock(ctx, member.sleeperUserId, null, failuresCleared, 'new PIN');
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

/**
 * The authenticated-user shape of docs/product.md §3, enriched from the (cached) league data when available.
 */
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
