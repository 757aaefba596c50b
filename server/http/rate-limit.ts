// A per-address request rate limit for the routes a visitor can make expensive: the login routes, each
// attempt of which may hash a PIN, and the calendar feeds, each read of which builds a member's feed
// (docs/decisions/0034). @fastify/rate-limit (in memory, keyed by the client address, which honours the
// trusted proxy) answers the excess 429 with Retry-After before the body is read, in the same words as the
// sign-in throttle. The machine itself is not limited: behind a proxy that is not trusted every member would
// appear as 127.0.0.1 and share one allowance (the per-account budget and the hashing cap still hold there).
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { TOO_MANY_ATTEMPTS } from '../../common/auth';
import { tooManyRequests } from './errors';

/** Per client address: loose enough for a draft party on one network, tight for a flood. */
export const LOGIN_RATE_LIMIT = { max: 20, timeWindow: 60_000 } as const;

/** One allowance per address shared by both login forms (a route's own limit would count apart). */
export function loginRateLimit(app: FastifyInstance) {
  return app.rateLimit(LOGIN_RATE_LIMIT);
}

/**
 * Per client address, for the calendar feeds: a calendar app reads a feed a few times an hour, and a
 * calendar service reads its users' feeds from few addresses; this bounds the cost of a flood (each
 * read builds the member's feed), while guessing a feed's secret is hopeless at any rate.
 */
export const CALENDAR_FEED_RATE_LIMIT = { max: 60, timeWindow: 60_000 } as const;

export function calendarFeedRateLimit(app: FastifyInstance) {
  return app.rateLimit(CALENDAR_FEED_RATE_LIMIT);
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

export async function registerRateLimit(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    keyGenerator: (request) => request.ip,
    allowList: (_request, key) => LOOPBACK.has(key),
    errorResponseBuilder: (_request, context) => tooManyRequests(TOO_MANY_ATTEMPTS, context.ttl),
  });
}
