// Reads the session on every API request (roles come from the database each time), refuses routes
// without a declared access level (default deny), enforces the level, and answers 404 for any league
// id in a path other than the served league's (any season's id of it).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { setSessionCookie } from '../modules/auth/cookie';
import { SESSION_COOKIE, findSession } from '../modules/auth/sessions';
import { ACCESS_LEVELS, isAllowed, type Access } from './access';
import { AppError } from './errors';
import { isApiRequest } from './routed-path';

export interface RouteTableEntry {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route with its access level: the authorisation tests walk it. */
    routeTable: RouteTableEntry[];
  }
}

export function registerSessionAndAccess(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('user', null);
  app.decorate('routeTable', [] as RouteTableEntry[]);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const access = (route.config as { access?: string } | undefined)?.access;
    if (!access || !ACCESS_LEVELS.includes(access as Access)) {
      throw new Error(`Route ${route.method} ${route.url} must declare config.access (default deny)`);
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.routeTable.push({ method, url: route.url, access: access as Access });
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!isApiRequest(request)) return;
    const id = request.cookies[SESSION_COOKIE];
    if (!id) return;
    const session = findSession(ctx.db, id, ctx.clock.now().getTime());
    if (!session) return;
    request.user = {
      sleeperUserId: session.user.sleeperUserId,
      username: session.user.sleeperUsername,
      displayName: session.user.displayName,
      isAdmin: session.user.isAdmin || session.user.isOwner,
      isOwner: session.user.isOwner,
      sessionIdHash: session.idHash,
    };
    if (session.renewedUntil !== null) setSessionCookie(request, reply, id, session.renewedUntil);
  });

  // Before the request's parts are checked against the route's schemas: a visitor learns nothing of
  // a route's input, and a wrong league is a 404 whatever else is wrong.
  app.addHook('preValidation', async (request) => {
    const access = request.routeOptions.config.access;
    if (!request.routeOptions.url?.startsWith('/api')) return;
    if (!access) throw new AppError(403, 'This route is not available.');
    if (!isAllowed(access, request.user)) {
      if (!request.user) throw new AppError(401, 'Please sign in.');
      throw new AppError(
        403,
        access === 'owner' ? 'Only the league owner can do that.' : "You don't have admin privileges.",
      );
    }
    const leagueId = (request.params as { leagueId?: unknown } | undefined)?.leagueId;
    // An earlier season's id of the league is the league too (decision 0008: after a renewal).
    if (leagueId !== undefined && !ctx.seasons.isLeagueOfChain(String(leagueId))) {
      throw new AppError(404, `League ${String(leagueId)} not found.`);
    }
  });
}
