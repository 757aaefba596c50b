import { describe, expect, it } from 'vitest';
import { maskWebhookUrl, parseWebhookOrigins, refuseWebhookUrl } from './webhook-url';

const LISTED = ['http://127.0.0.1:8065', 'https://chat.example.com'];

describe('webhook addresses', () => {
  it('takes the services’ own https webhooks', () => {
    for (const [kind, url] of [
      ['discord', 'https://discord.com/api/webhooks/1234567890/AbC-def_123'],
      ['discord', 'https://discordapp.com/api/v10/webhooks/1234567890/token'],
      ['slack', 'https://hooks.slack.com/services/T000/B000/XXXXXXXX'],
      ['groupme', 'https://api.groupme.com/v3/bots/post'],
    ] as const) {
      expect(refuseWebhookUrl(kind, url, []), url).toBeNull();
    }
  });

  it('refuses http, foreign hosts, look-alikes, user info, other ports and another service’s webhook', () => {
    for (const [kind, url, why] of [
      ['discord', 'http://discord.com/api/webhooks/1/abc', /https/],
      ['discord', 'https://evil.example/api/webhooks/1/abc', /discord webhook/],
      ['discord', 'https://discord.com.evil.example/api/webhooks/1/abc', /discord webhook/],
      ['discord', 'https://discord.com@evil.example/api/webhooks/1/abc', /user name/],
      ['discord', 'https://discord.com:8443/api/webhooks/1/abc', /discord webhook/],
      ['discord', 'https://discord.com/channels/1/2', /discord webhook/],
      ['slack', 'https://discord.com/api/webhooks/1/abc', /slack webhook/],
      ['groupme', 'https://api.groupme.com/v3/groups', /groupme webhook/],
      ['slack', 'not a url', /full URL/],
    ] as const) {
      expect(refuseWebhookUrl(kind, url, LISTED), url).toMatch(why);
    }
  });

  it('refuses private and loopback addresses, however written, unless their origin is listed', () => {
    for (const url of [
      'https://127.0.0.1/api/webhooks/1/abc',
      'https://10.1.2.3/hook',
      'https://192.168.0.10/hook',
      'https://[::1]/hook',
      'https://169.254.169.254/latest',
      'https://[::ffff:10.0.0.1]/hook',
      // Range by range in private-address.test.ts.
      'https://[64:ff9b::7f00:1]/hook',
      'https://[2002:a9fe:a9fe::]/latest',
      'https://198.18.0.1/hook',
    ]) {
      expect(refuseWebhookUrl('discord', url, []), url).toMatch(/private address/);
    }
    expect(refuseWebhookUrl('discord', 'http://127.0.0.1:8065/hooks/any', LISTED)).toBeNull();
    expect(refuseWebhookUrl('slack', 'https://chat.example.com/hooks/x', LISTED)).toBeNull();
    // The listed origin is exact: another port of the same host is not it.
    expect(refuseWebhookUrl('discord', 'http://127.0.0.1:8066/hooks/any', LISTED)).toMatch(/https/);
  });

  it('shows a URL back by its origin and last four characters only', () => {
    const url = 'https://discord.com/api/webhooks/1234567890/SECRETtokenWXYZ';
    expect(maskWebhookUrl(url)).toBe('https://discord.com/…WXYZ');
    expect(maskWebhookUrl(url)).not.toContain('SECRET');
  });

  it('reads CHAT_WEBHOOK_ORIGINS as origins and names the first entry that is not one', () => {
    expect(parseWebhookOrigins('https://Chat.Example.com/, http://127.0.0.1:8065')).toEqual({
      origins: ['https://chat.example.com', 'http://127.0.0.1:8065'],
    });
    expect(parseWebhookOrigins('https://ok.example, https://x.example/path')).toEqual({
      invalid: 'https://x.example/path',
    });
    expect(parseWebhookOrigins('ftp://files.example')).toEqual({ invalid: 'ftp://files.example' });
    expect(parseWebhookOrigins(' , ')).toEqual({ invalid: ' , ' });
  });
});
