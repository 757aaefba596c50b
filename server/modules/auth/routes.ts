// Session routes: the two login forms (DESIGN D3), the current user, logout, and the demo accounts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  LOGIN_REFUSED_MESSAGE,
  loginABodySchema,
  loginBBodySchema,
  type AuthUser,
  type DemoAccounts,
} from '../../../common/auth';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { requireUser } from '../../http/access';
import { AppError } from '../../http/errors';
import { parse } from '../../http/validate';
import { demoManifest } from '../../sleeper/demo-fixtures';
import { login, toAuthUser } from './service';
import { deleteSession } from './sessions';
import { clearSessionCookie, setSessionCookie } from './cookie';

export default function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    username: string,
    pin: string,
  ): Promise<AuthUser> {
    const result = await login(ctx, username, pin, request.ip);
    if (!result) throw new AppError(401, LOGIN_REFUSED_MESSAGE);
    setSessionCookie(request, reply, result.sessionId, result.expiresAt);
    request.log.info({ userId: result.user.sleeperUserId }, 'login');
    return toAuthUser(ctx, result.user);
  }

  app.post('/api/login', { config: { access: 'public' } }, async (request, reply) => {
    const body = parse(loginABodySchema, request.body, 'body');
    return signIn(request, reply, body.username, body.password);
  });

  app.post('/api/auth/login', { config: { access: 'public' } }, async (request, reply) => {
    const body = parse(loginBBodySchema, request.body, 'body');
    return signIn(request, reply, body.sleeperUsername, body.pin);
  });

  app.get('/api/auth/user', { config: { access: 'member' } }, async (request) => {
    const user = requireUser(request);
    const row = ctx.db.select().from(users).where(eq(users.sleeperUserId, user.sleeperUserId)).get();
    if (!row) throw new AppError(401, 'Please sign in.');
    return toAuthUser(ctx, row);
  });

  app.post('/api/logout', { config: { access: 'public' } }, async (request, reply) => {
    if (request.user) deleteSession(ctx.db, request.user.sessionIdHash);
    clearSessionCookie(reply);
    return { ok: true };
  });

  app.get('/api/auth/demo', { config: { access: 'public' } }, async (): Promise<DemoAccounts> => {
    if (ctx.dataSource !== 'demo') return { demo: false, accounts: [] };
    return {
      demo: true,
      accounts: demoManifest().accounts.map(({ username, displayName, teamName, role, pin }) => ({
        username,
        displayName,
        teamName,
        role,
        pin,
      })),
    };
  });

  app.get('/api/app-info', { config: { access: 'public' } }, async (request) => ({
    appName: ctx.config.appName,
    leagueId: ctx.leagueId,
    season: ctx.seasons.season,
    keeperSeason: ctx.seasons.keeperSeason,
    offseason: ctx.seasons.current.offseason,
    demo: ctx.dataSource === 'demo',
    // The dues link is for members only (DESIGN D14).
    paymentUrl: request.user ? (ctx.config.paymentUrl ?? null) : null,
  }));
}
