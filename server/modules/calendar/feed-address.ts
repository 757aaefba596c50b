// A member's calendar feed address (docs/decisions/0034): `<PUBLIC_URL>/api/calendar/<id>.<secret>.ics`.
// The id is random and finds the feed; the secret is an HMAC of member and id under a key from the app
// secret, so the page can show the address again while the database keeps only the secret's SHA-256
// (compared in constant time). A calendar app sends no cookie: the address alone is the key, and a
// reset (a new id) is how a member takes it back.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { deriveKey } from '../../secret';
import { findActiveFeed, findFeedOfUser, saveFeed } from './repository';

export const CALENDAR_FEED_PATH = '/api/calendar';
/** `<id>.<secret>.ics`: 16 random bytes and an HMAC-SHA256, both base64url. */
export const FEED_FILE = /^([\w-]{22})\.([\w-]{43})\.ics$/;

const secretOf = (ctx: AppContext, userId: string, feedId: string) =>
  createHmac('sha256', deriveKey(ctx.secret, 'calendar-feed'))
    .update(`${userId}\n${feedId}`)
    .digest('base64url');

const sha256 = (value: string) => createHash('sha256').update(value).digest();

const sameHash = (value: string, storedHex: string) => {
  const stored = Buffer.from(storedHex, 'hex');
  const actual = sha256(value);
  return stored.length === actual.length && timingSafeEqual(stored, actual);
};

/** PUBLIC_URL: the feed's address is never built from the Host a request names. */
export function publicUrl(ctx: AppContext): string {
  if (ctx.config.publicUrl === null) {
    throw new AppError(
      503,
      "Calendar feeds need the server's public address (PUBLIC_URL). Ask the league's admin.",
    );
  }
  return ctx.config.publicUrl;
}

const addressOf = (ctx: AppContext, userId: string, feedId: string) =>
  `${publicUrl(ctx)}${CALENDAR_FEED_PATH}/${feedId}.${secretOf(ctx, userId, feedId)}.ics`;

/** A new address for the member; the one they had answers 404 from now on. */
export function resetFeedAddress(ctx: AppContext, userId: string): string {
  publicUrl(ctx); // Refused before anything is stored.
  const feedId = randomBytes(16).toString('base64url');
  saveFeed(ctx.db, {
    userId,
    feedId,
    secretHash: sha256(secretOf(ctx, userId, feedId)).toString('hex'),
    createdAt: ctx.clock.now().getTime(),
  });
  return addressOf(ctx, userId, feedId);
}

/**
 * The member's feed address, made on first ask. A stored feed whose secret the app secret no longer
 * makes (APP_SECRET changed) is replaced: its old address stopped working with the change.
 */
export function feedAddress(ctx: AppContext, userId: string): string {
  const feed = findFeedOfUser(ctx.db, userId);
  if (feed && sameHash(secretOf(ctx, userId, feed.feedId), feed.secretHash)) {
    return addressOf(ctx, userId, feed.feedId);
  }
  return resetFeedAddress(ctx, userId);
}

/** The member whose feed an address's last segment (`<id>.<secret>.ics`) opens; null for any other. */
export function feedOwner(ctx: AppContext, segment: string): string | null {
  const match = FEED_FILE.exec(segment);
  if (!match) return null;
  const [, feedId, secret] = match as unknown as [string, string, string];
  const feed = findActiveFeed(ctx.db, feedId);
  return feed && sameHash(secret, feed.secretHash) ? feed.userId : null;
}
