// Web Push API contract (docs/decisions/0032): the server's VAPID key, a device's subscription, the
// test push, the member's notification settings, and what a notification carries.
import { z } from 'zod';

/** Each kind of notification a member can switch on or off, in the order the settings page lists them. */
export const NOTIFICATION_KINDS = [
  'trades',
  'myMoves',
  'myGame',
  'deadlines',
  'recap',
  'announcements',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** GET /api/push/key: the VAPID public key (base64url), the browser's applicationServerKey. */
export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;

/** Unpadded base64url of exactly `bytes` bytes: ceil(bytes * 4 / 3) characters. */
const base64urlOf = (bytes: number, what: string) =>
  z
    .string()
    .regex(
      new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`),
      `must be ${what} (${bytes} bytes in base64url)`,
    );

/**
 * POST /api/push/subscriptions: the browser's PushSubscription as its toJSON() writes it (the
 * expirationTime it may add is not used). The endpoint is checked against the known push services
 * on the server.
 */
export const pushSubscriptionBodySchema = z.object({
  endpoint: z.string().trim().min(1).max(2000),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The device's P-256 public key, uncompressed (65 bytes). */
    p256dh: base64urlOf(65, 'a P-256 public key').regex(/^B/, 'must be an uncompressed P-256 public key'),
    /** The device's authentication secret (16 bytes). */
    auth: base64urlOf(16, 'an authentication secret'),
  }),
});

/** DELETE /api/push/subscriptions. */
/** The answer of POST /api/push/subscriptions (201): the device's number. */
export const pushDeviceSchema = z.object({ device: z.number().int() });

export const pushUnsubscribeBodySchema = z.object({ endpoint: z.string().trim().min(1).max(2000) });

/** POST /api/push/test: how many of the caller's devices took the test notification. */
export const pushTestResponseSchema = z.object({ devices: z.number().int(), delivered: z.number().int() });
export type PushTestResponse = z.infer<typeof pushTestResponseSchema>;

/** "HH:MM" on a 24-hour clock, Central Time. */
export const clockTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time such as 22:00');

export const quietHoursSchema = z
  .strictObject({ start: clockTimeSchema, end: clockTimeSchema })
  .refine((hours) => hours.start !== hours.end, { message: 'must end at another time than it starts' });
export type QuietHours = z.infer<typeof quietHoursSchema>;

export const notificationKindsSchema = z.strictObject({
  trades: z.boolean(),
  myMoves: z.boolean(),
  myGame: z.boolean(),
  deadlines: z.boolean(),
  recap: z.boolean(),
  announcements: z.boolean(),
});
export type NotificationKinds = z.infer<typeof notificationKindsSchema>;

/** GET and PUT /api/me/notifications: the member's switches and quiet hours (Central Time). */
export const notificationSettingsSchema = z.object({
  kinds: notificationKindsSchema,
  quietHours: quietHoursSchema.nullable(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * PUT /api/me/notifications: only what changes (a kind not sent keeps its switch; quietHours null
 * turns quiet hours off).
 */
export const notificationSettingsBodySchema = z
  .strictObject({
    kinds: notificationKindsSchema.partial().optional(),
    quietHours: quietHoursSchema.nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'must set kinds or quietHours' });
export type NotificationSettingsBody = z.infer<typeof notificationSettingsBodySchema>;

/**
 * What a push carries once decrypted, and what the service worker shows: the title and body, the page
 * a tap opens (a path of the app) and a tag (a newer notification with the same tag replaces the older).
 */
export const pushPayloadSchema = z.object({
  title: z.string().min(1).max(120),
  body: z.string().max(600),
  url: z.string().regex(/^\/(?!\/)/, 'must be a path of the app'),
  tag: z.string().min(1).max(100),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
