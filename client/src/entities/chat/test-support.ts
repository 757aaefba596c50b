import type { ChatSettings } from '@common/chat';

/** A league's saved Discord chat as GET /api/admin/chat answers it (the URL masked), for tests. */
export const savedChatSettings = (fields: Partial<ChatSettings> = {}): ChatSettings => ({
  configured: true,
  kind: 'discord',
  url: 'https://discord.com/…Xy9z',
  botId: null,
  recaps: true,
  reminders: true,
  duesReminders: false,
  allowedOrigins: [],
  siteUrl: 'https://huddle.example.com',
  updatedAt: '2025-11-20T15:00:00.000Z',
  ...fields,
});
