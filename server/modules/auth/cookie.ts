// The session cookie and the device cookie, which refunds a member's own typos (docs/decisions/0006): a
// browser that signed in to an account gets a random id signed for that account (HMAC with a key from the app
// secret), and failed sign-ins it then makes on that account are refunded at its next success. A value the
// server did not sign for that account (invented, altered, another account's) refunds nothing. Only the
// SHA-256 of the session cookie and of the device id is stored.
//
// Every cookie Huddle sets goes out through `setAppCookie`, the one place its attributes are decided:
// a session renewed while a page rendered was re-issued by the page from its inner API answer, whose
// own request was plain http, and went out without Secure behind an HTTPS proxy.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { deriveKey } from '../../secret';
import { SESSION_COOKIE } from './sessions';

export const DEVICE_COOKIE = 'huddle_device';
const DEVICE_TTL_MS = 400 * 24 * 60 * 60 * 1000;

/**
 * HttpOnly, SameSite=Lax, the whole site, and Secure whenever the request came over HTTPS, directly
 * or through a proxy TRUST_PROXY believes (`request.protocol`); a LAN install over plain http keeps
 * its cookies.
 */
const attributes = (request: FastifyRequest, expires: Date | undefined): SerializeOptions => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure: request.protocol === 'https',
  ...(expires ? { expires } : {}),
});

/**
 * Sets one of Huddle's cookies on the answer to `request`, replacing one of the same name set before;
 * without `expires` it ends with the browser. As a header of the reply, so that an answer written by
 * hand (the live stream) carries it too.
 */
export function setAppCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  expires: Date | undefined,
): void {
  const cookie = request.server.serializeCookie(name, value, attributes(request, expires));
  const others = [reply.getHeader('set-cookie') ?? []]
    .flat()
    .map(String)
    .filter((set) => !set.startsWith(`${name}=`));
  reply.removeHeader('set-cookie');
  void reply.header('set-cookie', [...others, cookie]);
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  id: string,
  expiresAt: number,
): void {
  setAppCookie(request, reply, SESSION_COOKIE, id, new Date(expiresAt));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  setAppCookie(request, reply, SESSION_COOKIE, '', new Date(0));
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
  const value = `${id}.${signature(secret, userId, id)}`;
  setAppCookie(request, reply, DEVICE_COOKIE, value, new Date(now + DEVICE_TTL_MS));
}
