// Session routes: the two login forms (docs/product.md D3), the current user, logout (here or everywhere),
// and the demo accounts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ACCOUNT_LOCKED_MESSAGE,
  LOGIN_REFUSED_MESSAGE,
  TOO_MANY_ATTEMPTS,
  loginABodySchema,
  loginBBodySchema,
  type AuthUser,
  type DemoAccounts,
} from '../../../common/auth';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { requireUser } from '../../http/access';
import { AppError, tooManyRequests } from '../../http/errors';
import { loginRateLimit } from '../../http/rate-limit';
import { parse } from '../../http/validate';
import { demoManifest } from '../../sleeper/demo-fixtures';
import { login, toAuthUser, type LoginRefusal } from './service';
import { deleteSession, endSessionsOfUser } from './sessions';
import { clearSessionCookie, setSessionCookie, trustDevice, trustedDeviceHash } from './cookie';

/** The answer to a refused sign-in: 401 for a wrong PIN or name, 429 (with the wait) when throttled. */
function refusalError(refusal: LoginRefusal): AppError {
  if (refusal.kind === 'invalid') return new AppError(401, LOGIN_REFUSED_MESSAGE);
  if (refusal.kind === 'locked') return new AppError(429, ACCOUNT_LOCKED_MESSAGE);
  return tooManyRequests(TOO_MANY_ATTEMPTS, refusal.retryAfterMs);
}

export default function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    username: string,
    pin: string,
  ): Promise<AuthUser> {
    const result = await login(ctx, {
      typedName: username,
      pin,
      address: request.ip,
      deviceHashFor: (userId) => trustedDeviceHash(ctx.secret, request, userId),
    });
    if (!result.ok) throw refusalError(result.refusal);
    setSessionCookie(request, reply, result.sessionId, result.expiresAt);
    trustDevice(ctx.secret, request, reply, result.user.sleeperUserId, ctx.clock.now().getTime());
    request.log.info({ userId: result.user.sleeperUserId }, 'login');
    return toAuthUser(ctx, result.user);
  }

  const loginRoute = { config: { access: 'public' as const }, onRequest: loginRateLimit(app) };

  app.post('/api/login', loginRoute, async (request, reply) => {
    const body = parse(loginABodySchema, request.body, 'body');
    return signIn(request, reply, body.username, body.password);
  });

  app.post('/api/auth/login', loginRoute, async (request, reply) => {
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
    clearSessionCookie(request, reply);
    return { ok: true };
  });

  // Ends every session of the signed-in member, this one included (a lost phone, a shared computer).
  app.post('/api/auth/logout-everywhere', { config: { access: 'member' } }, async (request, reply) => {
    const user = requireUser(request);
    const sessionsEnded = endSessionsOfUser(ctx.db, user.sleeperUserId);
    request.log.info({ userId: user.sleeperUserId, sessionsEnded }, 'logged out everywhere');
    clearSessionCookie(request, reply);
    return { ok: true, sessionsEnded };
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
    // The dues link is for members only (docs/product.md D14).
    paymentUrl: request.user ? (ctx.config.paymentUrl ?? null) : null,
  }));
}
