// The session API contract (docs/product.md §3 and §7, D2/D3): shared by client and server.
import { z } from 'zod';
import { PIN_PATTERN } from './pins';

/** Body of POST /api/login (login page A). */
export const loginABodySchema = z.object({
  username: z.string().trim().min(1).max(100),
  password: z.string().regex(PIN_PATTERN, 'must be 4 digits'),
});
export type LoginABody = z.infer<typeof loginABodySchema>;

/** Body of POST /api/auth/login (login page B, /secure-login). */
export const loginBBodySchema = z.object({
  sleeperUsername: z.string().trim().min(1).max(100),
  pin: z.string().regex(PIN_PATTERN, 'must be 4 digits'),
});
export type LoginBBody = z.infer<typeof loginBBodySchema>;

/**
 * GET /api/auth/user: the authenticated user of docs/product.md §3, plus the member's roster in the current
 * season.
 */
export const authUserSchema = z.object({
  id: z.string(),
  sleeperUserId: z.string(),
  username: z.string(),
  displayName: z.string(),
  firstName: z.string(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  isOwner: z.boolean(),
  rosterId: z.number().int().nullable(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** GET /api/auth/demo: in demo mode the login pages name the demo accounts. */
export const demoAccountsSchema = z.object({
  demo: z.boolean(),
  accounts: z.array(
    z.object({
      username: z.string(),
      displayName: z.string(),
      teamName: z.string(),
      role: z.enum(['owner', 'member']),
      pin: z.string(),
    }),
  ),
});
export type DemoAccounts = z.infer<typeof demoAccountsSchema>;

/** GET /api/app-info (public): what the client needs to know about this deployment. */
export const appInfoSchema = z.object({
  appName: z.string(),
  /**
   * The one league this deployment serves (the demo league's id in demo mode): the newest season's
   * league id, which changes when the league renews (answers carry it in X-League-Id).
   */
  leagueId: z.string(),
  /** The current season, e.g. '2025': the served league's season (or the SEASON override). */
  season: z.string(),
  /** The season keepers are chosen from: the previous season while the new league has not drafted. */
  keeperSeason: z.string(),
  /** Between seasons (complete, or not drafted yet): the dashboard leads with the off-season. */
  offseason: z.boolean(),
  demo: z.boolean(),
  /**
   * The league dues link (docs/product.md D14): sent to signed-in members only, null otherwise or when unset.
   */
  paymentUrl: z.string().nullable(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

/** POST /api/auth/logout-everywhere: how many sessions were ended, this one included. */
export const logoutEverywhereResponseSchema = z.object({
  ok: z.literal(true),
  sessionsEnded: z.number().int(),
});

/** A wrong PIN or a name that is not a member (the same answer for both, docs/product.md D11). */
export const LOGIN_REFUSED_MESSAGE = 'Invalid username or PIN';

/** A sign-in refused because of too many failed attempts; the wait follows (docs/product.md D11). */
export const TOO_MANY_ATTEMPTS = 'Too many attempts.';

/** A sign-in refused because the account's guessing budget is spent: only the commissioner lifts it. */
export const ACCOUNT_LOCKED_MESSAGE =
  'Too many attempts. This account is locked: ask the commissioner to reset your PIN.';
