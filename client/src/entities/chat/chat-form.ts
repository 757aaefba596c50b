// The chat settings form's rules: what a save sends (PUT /api/admin/chat takes a partial body: a field
// not sent keeps its value), and which field a refusal names.
import type { ChatKind, ChatSettings, ChatSettingsBody } from '@common/chat';
import { ApiError, errorMessage } from '@/lib/api';

export const CHAT_SWITCHES = ['recaps', 'reminders', 'duesReminders'] as const;
export type ChatSwitch = (typeof CHAT_SWITCHES)[number];

export interface ChatForm {
  kind: ChatKind | null;
  /** A new webhook URL; empty keeps the saved one (which is never shown whole). */
  url: string;
  /** A new GroupMe bot id; empty keeps the saved one. */
  botId: string;
  recaps: boolean;
  reminders: boolean;
  duesReminders: boolean;
}

/** The form as the saved settings start it: the credentials empty (typing one replaces it). */
export function formOf(settings: ChatSettings): ChatForm {
  return {
    kind: settings.kind,
    url: '',
    botId: '',
    recaps: settings.recaps,
    reminders: settings.reminders,
    duesReminders: settings.duesReminders,
  };
}

/**
 * What Save sends: only what changed, so a save never touches a credential the admin did not type.
 * A bot id is sent for GroupMe only (the server clears it for the others). Null: nothing to save.
 */
export function chatSettingsBody(saved: ChatSettings, form: ChatForm): ChatSettingsBody | null {
  const body: ChatSettingsBody = {};
  if (form.kind !== saved.kind) body.kind = form.kind;
  if (form.url.trim() !== '') body.url = form.url.trim();
  if (form.kind === 'groupme' && form.botId.trim() !== '') body.botId = form.botId.trim();
  for (const name of CHAT_SWITCHES) if (form[name] !== saved[name]) body[name] = form[name];
  return Object.keys(body).length > 0 ? body : null;
}

const FIELD_LABELS = { kind: 'Service', url: 'Webhook URL', botId: 'Bot ID' } as const;
type FormField = keyof typeof FIELD_LABELS;

/**
 * A refusal of the API (its 400s name a field: "Invalid url: must use https") in the form's words: the
 * field it names, if one of the form's, and the reason under that field's label ("Webhook URL: must
 * use https"); any other failure says the server's message, or `fallback`.
 */
export function refusalOf(error: unknown, fallback: string): { field: FormField | null; text: string } {
  const named = error instanceof ApiError ? error.fieldError : null;
  const field = named?.field;
  if (!named || (field !== 'kind' && field !== 'url' && field !== 'botId'))
    return { field: null, text: errorMessage(error, fallback) };
  return { field, text: `${FIELD_LABELS[field]}: ${named.reason}` };
}
