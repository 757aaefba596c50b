// The session cookie (HttpOnly, SameSite=Lax, Secure when served over https) and the device cookie:
// a random id per browser, so a member's own failed sign-ins are refunded when that browser gets in
// (docs/decisions/0006). Only the SHA-256 of either is stored.
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
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

export interface Device {
  /** SHA-256 of the id: what failed sign-ins are recorded with. */
  hash: string;
  /** Sets the cookie when the browser had none; only a refused sign-in needs it for later. */
  remember(reply: FastifyReply): void;
}

/** This browser's device id (a new one when it sent none, or a malformed one). */
export function deviceOf(request: FastifyRequest, now: number): Device {
  const sent = request.cookies[DEVICE_COOKIE];
  const known = sent !== undefined && /^[\w-]{22,64}$/.test(sent);
  const id = known ? sent : randomBytes(16).toString('base64url');
  return {
    hash: createHash('sha256').update(id).digest('hex'),
    remember: (reply) => {
      if (!known) reply.setCookie(DEVICE_COOKIE, id, cookieOptions(request, new Date(now + DEVICE_TTL_MS)));
    },
  };
}
