// The session cookie (HttpOnly, SameSite=Lax, Secure when served over https) and the device cookie,
// which refunds a member's own typos (docs/decisions/0006): a browser that signed in to an account gets
// a random id signed for that account (HMAC with a key from the app secret, issue 26), and failed
// sign-ins it then makes on that account are refunded at its next success. A value the server did not
// sign for that account (invented, altered, another account's) refunds nothing. Only the SHA-256 of the
// session cookie and of the device id is stored.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { deriveKey } from '../../secret';
import { SESSION_COOKIE } from './sessions';

export const DEVICE_COOKIE = 'huddle_device';
const DEVICE_TTL_MS = 400 * 24 * 60 * 60 * 1000;

const cookieOptions = (request: FastifyRequest, expires: Date) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: request.protocol === 'https',
  expires,
});

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  expiresAt: number,
): void {
  reply.setCookie(SESSION_COOKIE, id, cookieOptions(request, new Date(expiresAt)));
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

/** `<id>.<mac>`: 16 random bytes and an HMAC-SHA256, both base64url. */
const DEVICE_VALUE = /^([\w-]{22})\.([\w-]{43})$/;

const signature = (secret: Buffer, userId: string, id: string) =>
  createHmac('sha256', deriveKey(secret, 'device-cookie')).update(`${userId}\n${id}`).digest('base64url');

/**
 * The SHA-256 of this browser's device id when its cookie is one the server signed for `userId` (the
 * browser signed in to that account before); null for no cookie, or any value it did not sign for it.
 */
export function trustedDeviceHash(secret: Buffer, request: FastifyRequest, userId: string): string | null {
  const match = DEVICE_VALUE.exec(request.cookies[DEVICE_COOKIE] ?? '');
  if (!match) return null;
  const [, id, mac] = match as unknown as [string, string, string];
  if (!timingSafeEqual(Buffer.from(mac), Buffer.from(signature(secret, userId, id)))) return null;
  return createHash('sha256').update(id).digest('hex');
}

/** After a successful sign-in: the browser gets a fresh id signed for the account it got into. */
export function trustDevice(
  secret: Buffer,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  now: number,
): void {
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(
    DEVICE_COOKIE,
    `${id}.${signature(secret, userId, id)}`,
    cookieOptions(request, new Date(now + DEVICE_TTL_MS)),
  );
}
