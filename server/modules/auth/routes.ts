// Session routes: the two login forms (docs/product.md D3), the current user, logout (here or everywhere),
// and the demo accounts.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ACCOUNT_LOCKED_MESSAGE,
  LOGIN_REFUSED_MESSAGE,
  TOO_MANY_ATTEMPTS,
  appInfoSchema,
  authUserSchema,
  demoAccountsSchema,
  loginABodySchema,
  loginBBodySchema,
  logoutEverywhereResponseSchema,
  type AuthUser,
} from '../../../common/auth';
import { okResponseSchema } from '../../../common/ok';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { requireUser } from '../../http/access';
import { AppError, tooManyRequests } from '../../http/errors';
import { loginRateLimit } from '../../http/rate-limit';
import { schemaFor, typed } from '../../http/typed-routes';
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

const schema = schemaFor('auth');

export default function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
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

  api.post(
    '/api/login',
    {
      ...loginRoute,
      schema: schema('Sign in with a username and PIN (login page A); sets the session cookie', {
        body: loginABodySchema,
        response: { 200: authUserSchema },
      }),
    },
    async (request, reply) => signIn(request, reply, request.body.username, request.body.password),
  );

  api.post(
    '/api/auth/login',
    {
      ...loginRoute,
      schema: schema('Sign in with a Sleeper username and PIN (login page B); sets the session cookie', {
        body: loginBBodySchema,
        response: { 200: authUserSchema },
      }),
    },
    async (request, reply) => signIn(request, reply, request.body.sleeperUsername, request.body.pin),
  );

  const userSchema = schema('The signed-in member', { response: { 200: authUserSchema } });
  api.get('/api/auth/user', { config: { access: 'member' }, schema: userSchema }, async (request) => {
    const user = requireUser(request);
    const row = ctx.db.select().from(users).where(eq(users.sleeperUserId, user.sleeperUserId)).get();
    if (!row) throw new AppError(401, 'Please sign in.');
    return toAuthUser(ctx, row);
  });

  const logoutSchema = schema('Sign out of this session', { response: { 200: okResponseSchema } });
  api.post('/api/logout', { config: { access: 'public' }, schema: logoutSchema }, async (request, reply) => {
    if (request.user) deleteSession(ctx.db, request.user.sessionIdHash);
    clearSessionCookie(request, reply);
    return { ok: true } as const;
  });

  // Ends every session of the signed-in member, this one included (a lost phone, a shared computer).
  const everywhereSchema = schema("End every one of the member's sessions, this one included", {
    response: { 200: logoutEverywhereResponseSchema },
  });
  api.post(
    '/api/auth/logout-everywhere',
    { config: { access: 'member' }, schema: everywhereSchema },
    async (request, reply) => {
      const user = requireUser(request);
      const sessionsEnded = endSessionsOfUser(ctx.db, user.sleeperUserId);
      request.log.info({ userId: user.sleeperUserId, sessionsEnded }, 'logged out everywhere');
      clearSessionCookie(request, reply);
      return { ok: true, sessionsEnded } as const;
    },
  );

  const demoSchema = schema('The demo accounts the login pages name (none outside demo mode)', {
    response: { 200: demoAccountsSchema },
  });
  api.get('/api/auth/demo', { config: { access: 'public' }, schema: demoSchema }, async () => {
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

  const appInfo = schema('What the client needs to know about this deployment', {
    response: { 200: appInfoSchema },
  });
  api.get('/api/app-info', { config: { access: 'public' }, schema: appInfo }, async (request) => ({
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
