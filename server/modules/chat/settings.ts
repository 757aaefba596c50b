// The group chat's settings: read masked, updated field by field (a field not sent keeps its value, null
// clears it), the webhook URL checked against the services' own endpoints and CHAT_WEBHOOK_ORIGINS, the URL
// and GroupMe's bot id encrypted at rest, each changed field audited, the credentials masked with their
// fingerprint. The posts' links go to PUBLIC_URL, which is configuration, not a setting.
import type { ChatKind, ChatSettings, ChatSettingsBody } from '../../../common/chat';
import { auditFingerprint, recordAudit } from '../../audit';
import { maskSecret, maskWebhookUrl, refuseWebhookUrl } from '../../chat/webhook-url';
import type { AppContext } from '../../context';
import { decryptText, encryptText } from '../../encryption';
import { badRequest } from '../../http/errors';
import { deriveKey } from '../../secret';
import { inTransaction } from '../admin/transaction';
import { demoChatOrigins } from '../demo-chat/sink';
import { readChatSettings, writeChatSettings } from './repository';

/** Where and what Huddle posts, in clear (only the posting code reads it). */
export interface ChatTarget {
  kind: ChatKind;
  url: string;
  botId: string | null;
  /** PUBLIC_URL, the address the posts link to; null: they carry no link. */
  siteUrl: string | null;
  allowedOrigins: readonly string[];
  recaps: boolean;
  reminders: boolean;
  duesReminders: boolean;
}

interface Settings {
  kind: ChatKind | null;
  url: string | null;
  botId: string | null;
  recaps: boolean;
  reminders: boolean;
  duesReminders: boolean;
  updatedAt: number | null;
}

/** Before the commissioner sets anything: recaps and reminders on, the dues reminder off (opt-in). */
const DEFAULTS: Settings = {
  kind: null,
  url: null,
  botId: null,
  recaps: true,
  reminders: true,
  duesReminders: false,
  updatedAt: null,
};

const chatKey = (ctx: AppContext) => deriveKey(ctx.secret, 'chat-webhook');
const isKind = (value: string | null): value is ChatKind =>
  value === 'discord' || value === 'slack' || value === 'groupme';

/** Origins taken besides the services' own: CHAT_WEBHOOK_ORIGINS, and in the demo its own chat. */
export function allowedOrigins(ctx: AppContext): string[] {
  return [
    ...ctx.config.chatWebhookOrigins,
    ...(ctx.dataSource === 'demo' ? demoChatOrigins(ctx.config) : []),
  ];
}

function readSettings(ctx: AppContext): Settings {
  const row = readChatSettings(ctx.db);
  if (!row) return DEFAULTS;
  // A value that no longer decrypts (APP_SECRET changed) reads as unset.
  const decrypt = (value: string | null) => (value === null ? null : decryptText(value, chatKey(ctx)));
  return {
    kind: isKind(row.kind) ? row.kind : null,
    url: decrypt(row.urlEncrypted),
    botId: decrypt(row.botIdEncrypted),
    recaps: row.recaps,
    reminders: row.reminders,
    duesReminders: row.duesReminders,
    updatedAt: row.updatedAt,
  };
}

const isConfigured = (s: Settings) =>
  s.kind !== null && s.url !== null && (s.kind !== 'groupme' || s.botId !== null);

/** The settings as anyone may see them: the credentials masked (the audit adds their fingerprints). */
function masked(s: Settings) {
  return {
    configured: isConfigured(s),
    kind: s.kind,
    url: s.url === null ? null : maskWebhookUrl(s.url),
    botId: s.botId === null ? null : maskSecret(s.botId),
    recaps: s.recaps,
    reminders: s.reminders,
    duesReminders: s.duesReminders,
  };
}

function view(ctx: AppContext, s: Settings): ChatSettings {
  return {
    ...masked(s),
    allowedOrigins: allowedOrigins(ctx),
    siteUrl: ctx.config.publicUrl,
    updatedAt: s.updatedAt === null ? null : new Date(s.updatedAt).toISOString(),
  };
}

export function getChatSettings(ctx: AppContext): ChatSettings {
  return view(ctx, readSettings(ctx));
}

/** The chat Huddle posts to, or null while it is not set up. */
export function chatTarget(ctx: AppContext): ChatTarget | null {
  const s = readSettings(ctx);
  if (!isConfigured(s) || s.kind === null || s.url === null) return null;
  return {
    ...s,
    kind: s.kind,
    url: s.url,
    siteUrl: ctx.config.publicUrl,
    allowedOrigins: allowedOrigins(ctx),
  };
}

/** The settings after a PUT body, refused with a 400 naming the field when they cannot be used. */
function merged(ctx: AppContext, current: Settings, body: ChatSettingsBody): Settings {
  const pick = <K extends keyof ChatSettingsBody & keyof Settings>(key: K) =>
    (body[key] === undefined ? current[key] : body[key]) as Settings[K];
  const next: Settings = {
    ...current,
    kind: pick('kind'),
    url: pick('url'),
    botId: pick('botId'),
    recaps: pick('recaps'),
    reminders: pick('reminders'),
    duesReminders: pick('duesReminders'),
  };
  if (next.url !== null && next.kind === null) throw badRequest('Invalid kind: is required with a url');
  // The address is checked when it or its service changes (a stored one stays while switches move).
  if (next.url !== null && next.kind !== null && (body.url !== undefined || body.kind !== undefined)) {
    const why = refuseWebhookUrl(next.kind, next.url, allowedOrigins(ctx));
    if (why) throw badRequest(`Invalid url: ${why}`);
  }
  if (next.kind !== 'groupme') {
    if (typeof body.botId === 'string') throw badRequest('Invalid botId: only GroupMe uses a bot id');
    next.botId = null;
  } else if (next.url !== null && next.botId === null) {
    throw badRequest('Invalid botId: is required for GroupMe');
  }
  return next;
}

/** The settings a save can change, each audited when it does. */
const AUDITED = ['kind', 'url', 'botId', 'recaps', 'reminders', 'duesReminders'] as const;

/**
 * The fields that differ (compared in clear: two URLs can mask alike), each before and after, masked,
 * the credentials with their fingerprint: a URL whose path alone changed masks as it was, and its
 * entry read as no change.
 */
function changedFields(ctx: AppContext, before: Settings, after: Settings) {
  const changed = AUDITED.filter((key) => before[key] !== after[key]);
  const shown = (s: Settings) => {
    const m = masked(s);
    const printed = (mask: string | null, whole: string | null) =>
      mask === null || whole === null ? null : `${mask} (fingerprint ${auditFingerprint(ctx.secret, whole)})`;
    const audited = { ...m, url: printed(m.url, s.url), botId: printed(m.botId, s.botId) };
    return Object.fromEntries(changed.map((key) => [key, audited[key]]));
  };
  return { changed, before: shown(before), after: shown(after) };
}

/** Saves a PUT body; one that changes nothing writes nothing, so the audit holds only changes. */
export function updateChatSettings(ctx: AppContext, actorId: string, body: ChatSettingsBody): ChatSettings {
  return inTransaction(ctx, () => {
    const before = readSettings(ctx);
    const after = merged(ctx, before, body);
    const changes = changedFields(ctx, before, after);
    if (changes.changed.length === 0) return view(ctx, before);
    const next = { ...after, updatedAt: ctx.clock.now().getTime() };
    const encrypt = (value: string | null) => (value === null ? null : encryptText(value, chatKey(ctx)));
    writeChatSettings(ctx.db, {
      kind: next.kind,
      urlEncrypted: encrypt(next.url),
      botIdEncrypted: encrypt(next.botId),
      recaps: next.recaps,
      reminders: next.reminders,
      duesReminders: next.duesReminders,
      updatedBy: actorId,
      updatedAt: next.updatedAt,
    });
    recordAudit(ctx.db, {
      actorId,
      action: 'chat.settings',
      subject: 'group chat',
      before: changes.before,
      after: changes.after,
    });
    return view(ctx, next);
  });
}
