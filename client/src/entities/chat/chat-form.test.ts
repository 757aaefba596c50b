import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { chatSettingsBody, formOf, refusalOf } from './chat-form';
import { savedChatSettings } from './test-support';

describe('what Save sends', () => {
  it('sends nothing while nothing changed, and never the masked credentials', () => {
    const settings = savedChatSettings({ kind: 'groupme', botId: '…a1b2' });
    expect(formOf(settings)).toMatchObject({ kind: 'groupme', url: '', botId: '' });
    expect(chatSettingsBody(settings, formOf(settings))).toBeNull();
  });

  it('sends only the fields that changed: a typed URL, the service, a switch', () => {
    const settings = savedChatSettings();
    const form = formOf(settings);
    expect(
      chatSettingsBody(settings, { ...form, url: '  https://discord.com/api/webhooks/1/new  ' }),
    ).toEqual({
      url: 'https://discord.com/api/webhooks/1/new',
    });
    expect(chatSettingsBody(settings, { ...form, duesReminders: true, recaps: false })).toEqual({
      recaps: false,
      duesReminders: true,
    });
    expect(
      chatSettingsBody(settings, { ...form, kind: 'slack', url: 'https://hooks.slack.com/services/x' }),
    ).toEqual({ kind: 'slack', url: 'https://hooks.slack.com/services/x' });
  });

  it('sends a bot id for GroupMe only', () => {
    const settings = savedChatSettings();
    const form = { ...formOf(settings), botId: 'bot1' };
    expect(chatSettingsBody(settings, form)).toBeNull();
    expect(chatSettingsBody(settings, { ...form, kind: 'groupme' })).toEqual({
      kind: 'groupme',
      botId: 'bot1',
    });
  });

  it('sends the service chosen for a chat never set up', () => {
    const never = savedChatSettings({ configured: false, kind: null, url: null, updatedAt: null });
    expect(
      chatSettingsBody(never, {
        ...formOf(never),
        kind: 'discord',
        url: 'https://discord.com/api/webhooks/1/a',
      }),
    ).toEqual({ kind: 'discord', url: 'https://discord.com/api/webhooks/1/a' });
  });
});

const FALLBACK = 'The settings could not be saved.';
/** The error the API client throws for a refusal saying `message`. */
const refused = (message: string, status = 400) => new ApiError(status, message, { message });

describe('a refusal in the form’s words', () => {
  it('names the field of the API’s "Invalid <field>:" messages', () => {
    expect(refusalOf(refused('Invalid url: must use https'), FALLBACK)).toEqual({
      field: 'url',
      text: 'Webhook URL: must use https',
    });
    expect(refusalOf(refused('Invalid botId: is required for GroupMe'), FALLBACK)).toEqual({
      field: 'botId',
      text: 'Bot ID: is required for GroupMe',
    });
    expect(refusalOf(refused('Invalid kind: is required with a url'), FALLBACK)).toEqual({
      field: 'kind',
      text: 'Service: is required with a url',
    });
  });

  it('keeps any other message whole, on no field', () => {
    expect(refusalOf(refused('Invalid request body: must set at least one field'), FALLBACK)).toEqual({
      field: null,
      text: 'Invalid request body: must set at least one field',
    });
    expect(refusalOf(refused('Invalid url: must use https', 500), FALLBACK)).toEqual({
      field: null,
      text: 'Invalid url: must use https',
    });
    expect(refusalOf(new TypeError('Failed to fetch'), FALLBACK)).toEqual({ field: null, text: FALLBACK });
  });
});
