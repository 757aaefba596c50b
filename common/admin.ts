// The commissioner API contract (docs/product.md §3, §5, §6 and §7; D10, D11, D13): PINs, roles,
// members, messages and the audit log. Shared by the server (which validates) and the client.
import { z } from 'zod';
import { PIN_PATTERN } from './pins';
import { seasonYearSchema } from './seasons';

/** Path params of the per-season league routes (payments, settings). */
export const leagueSeasonParamsSchema = z.object({
  leagueId: z.string().min(1),
  season: seasonYearSchema,
});

/** Path params of the per-member admin routes (the member's Sleeper user id). */
const sleeperUserId = z.string().regex(/^[\w-]{1,40}$/, 'must be a Sleeper user id');
export const userIdParamsSchema = z.object({ userId: sleeperUserId });
export const sleeperUserIdParamsSchema = z.object({ sleeperUserId });

// ---------------------------------------------------------------------------------------------------
// Passwords (PINs)

/** PUT /api/admin/user-passwords/{userId}. */
export const setPasswordBodySchema = z.object({
  password: z.string().regex(PIN_PATTERN, 'must be exactly 4 digits'),
});

/** A member's sign-in lock as the commissioner sees it (docs/product.md D11, docs/decisions/0006). */
const lockoutShape = {
  /** Failed sign-ins that count against the account's guessing budget. */
  failedAttempts: z.number().int(),
  /** ISO time until which the account is locked; null when it is not locked for a time now. */
  lockedUntil: z.string().nullable(),
  /** The budget is spent: locked until an admin unlocks it or resets the PIN. */
  lockedForGood: z.boolean(),
  /** Those failures, newest first: when, and from which address. */
  recentFailures: z.array(z.object({ at: z.string(), address: z.string() })),
};
export type Lockout = z.infer<z.ZodObject<typeof lockoutShape>>;

/** One row of GET /api/admin/user-passwords (docs/product.md §3 "User credentials" plus lockout, D11). */
export const userCredentialSchema = z
  .object({
    sleeperUserId: z.string(),
    displayName: z.string(),
    sleeperUsername: z.string(),
    /**
     * The PIN for the admin's Show toggle (decrypted on request); null when none is set or when it is not
     * this admin's to see (the owner's, or another admin's, for an admin who is not the owner).
     */
    password: z.string().nullable(),
    hasPin: z.boolean(),
    /** Whether this admin may set the member's PIN or unlock them (docs/decisions/0007). */
    canManage: z.boolean(),
    lastLogin: z.string().nullable(),
    isAdmin: z.boolean(),
    isOwner: z.boolean(),
  })
  .extend(lockoutShape);
export type UserCredential = z.infer<typeof userCredentialSchema>;

/** POST /api/admin/user-passwords/populate: how many members got a PIN and how many already had one. */
export const populateResultSchema = z.object({
  populated: z.number().int(),
  skipped: z.number().int(),
});
export type PopulateResult = z.infer<typeof populateResultSchema>;

// ---------------------------------------------------------------------------------------------------
// Roles

/** PUT /api/admin/user-roles/{sleeperUserId}: grant or revoke admin. Ownership moves only by make-owner. */
export const userRolesBodySchema = z.object({
  isAdmin: z.boolean(),
  isOwner: z.boolean().optional(),
});
export type UserRolesBody = z.infer<typeof userRolesBodySchema>;

/** The member's roles after a change (an owner is an admin too). */
export const userRolesSchema = z.object({ isAdmin: z.boolean(), isOwner: z.boolean() });

/** PUT /api/admin/make-owner/{sleeperUserId}: the new owner. */
export const ownerTransferSchema = z.object({ ownerId: z.string() });

// ---------------------------------------------------------------------------------------------------
// Members (/admin/users)

/** docs/product.md §3 "Admin user", plus lockout state. */
export const adminUserSchema = z.object({
  id: z.string(),
  sleeperUserId: z.string(),
  displayName: z.string(),
  sleeperUsername: z.string(),
  isActive: z.boolean(),
  isOwner: z.boolean(),
  isAdmin: z.boolean(),
  /**
   * The member's PIN (admins only, docs/product.md D10); null when none is set or not this admin's to see.
   */
  password: z.string().nullable(),
  hasPin: z.boolean(),
  /** Whether this admin may change the member's phone and draft their reminder (docs/decisions/0007). */
  canManage: z.boolean(),
  rosterId: z.number().int().nullable(),
  lastLogin: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  lockedUntil: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** International (E.164) phone numbers: '+', a country code not starting with 0, 8 to 15 digits. */
export const E164_PATTERN = /^\+[1-9]\d{7,14}$/;

/** PATCH /api/admin/users/{userId}/phone. Spaces, dashes, dots and brackets are dropped first. */
export const phoneBodySchema = z.object({
  phoneNumber: z
    .string()
    .transform((value) => value.replace(/[\s\-().]/g, ''))
    .refine((value) => value !== '', { message: 'Please enter a phone number' })
    .refine((value) => E164_PATTERN.test(value), {
      message: 'must be in international format such as +1234567890',
    }),
});

/** POST /api/admin/users/{userId}/draft-message (docs/product.md D13). */
export const draftMessageSchema = z.object({
  message: z.string(),
  phoneNumber: z.string().nullable(),
});
export type DraftMessage = z.infer<typeof draftMessageSchema>;

/** GET /api/admin/sms-status: whether a message service is configured (sending is optional, D13). */
export const smsStatusSchema = z.object({
  configured: z.boolean(),
  provider: z.string().nullable(),
  message: z.string(),
});
export type SmsStatus = z.infer<typeof smsStatusSchema>;

// ---------------------------------------------------------------------------------------------------
// Audit log

export const AUDIT_DEFAULT_PAGE_SIZE = 25;
export const AUDIT_MAX_PAGE_SIZE = 100;

/** GET /api/admin/audit?page=&pageSize= */
export const auditQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'must be 1 or more').max(100_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1, 'must be 1 or more')
    .max(AUDIT_MAX_PAGE_SIZE, `must be at most ${AUDIT_MAX_PAGE_SIZE}`)
    .default(AUDIT_DEFAULT_PAGE_SIZE),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.string().nullable(),
  /** The actor's display name when known. */
  actorName: z.string().nullable(),
  action: z.string(),
  subject: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type AuditPageView = z.infer<typeof auditPageSchema>;
