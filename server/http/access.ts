// Route access levels. Every /api route declares one in its config; a route without it is refused
// at start-up (default deny). The user is read from the database on every request (roles can change).
import type { FastifyRequest } from 'fastify';
import { unauthorized } from './errors';

export type Access = 'public' | 'member' | 'admin' | 'owner';
export const ACCESS_LEVELS: readonly Access[] = ['public', 'member', 'admin', 'owner'];

export interface SessionUser {
  sleeperUserId: string;
  username: string;
  displayName: string;
  isAdmin: boolean;
  isOwner: boolean;
  /** Hash of the session id this request came with (to end other sessions, to log out). */
  sessionIdHash: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** Whether a user (or a visitor, null) may call a route of the given access level. */
export function isAllowed(access: Access, user: SessionUser | null): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'member':
      return user !== null;
    case 'admin':
      return user !== null && (user.isAdmin || user.isOwner);
    case 'owner':
      return user !== null && user.isOwner;
  }
}

/** The signed-in user of a member route (the access hook has already refused visitors). */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
