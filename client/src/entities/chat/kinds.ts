// The chat services by name, apart from the settings form (chat-form.ts): the demo's chat page names
// each post's service and loads nothing of the form.
import type { ChatKind } from '@common/chat';

/** The services, in the order the form offers them (the contract's CHAT_KINDS, not imported: zod). */
export const CHAT_KIND_LABELS: Record<ChatKind, string> = {
  discord: 'Discord',
  slack: 'Slack',
  groupme: 'GroupMe',
};
export const CHAT_KINDS = Object.keys(CHAT_KIND_LABELS) as ChatKind[];
