// The session API contract (spec sections 3 and 7, DESIGN D2/D3): shared by client and server.
import { z } from 'zod';

export const PIN_PATTERN = /^\d{4}$/;

/** Body of POST /api/login (login page A). */
export const loginABodySchema = z.object({
  username: z.string().trim().min(1, 'username is required').max(100),
  password: z.string().regex(PIN_PATTERN, 'password must be 4 digits'),
});
export type LoginABody = z.infer<typeof loginABodySchema>;

/** Body of POST /api/auth/login (login page B, /secure-login). */
export const loginBBodySchema = z.object({
  sleeperUsername: z.string().trim().min(1, 'sleeperUsername is required').max(100),
  pin: z.string().regex(PIN_PATTERN, 'pin must be 4 digits'),
});
export type LoginBBody = z.infer<typeof loginBBodySchema>;

/** GET /api/auth/user: the spec's authenticated user, plus the member's roster in the current season. */
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

/** The one generic login refusal (DESIGN D11): same text for unknown user, wrong PIN, locked account. */
export const LOGIN_REFUSED_MESSAGE = 'Invalid username or PIN';
