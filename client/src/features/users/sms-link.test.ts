import { describe, expect, it } from 'vitest';
import { opensMessagesApp, smsLink } from './sms-link';

describe('smsLink', () => {
  it('keeps the digits of the number and encodes the body', () => {
    expect(smsLink('+1 (555) 123-4567', 'PIN: 1234\nHi & bye')).toBe(
      'sms:+15551234567?&body=PIN%3A%201234%0AHi%20%26%20bye',
    );
  });

  it('opens a draft without a recipient when the member has no phone number', () => {
    expect(smsLink(null, 'Hi')).toBe('sms:?&body=Hi');
  });
});

describe('opensMessagesApp', () => {
  it('is true of phones and tablets, iPadOS included, and false of a laptop', () => {
    expect(opensMessagesApp('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)', 5)).toBe(true);
    expect(opensMessagesApp('Mozilla/5.0 (Linux; Android 15; Pixel 9)', 5)).toBe(true);
    expect(opensMessagesApp('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5)).toBe(true);
    expect(opensMessagesApp('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 0)).toBe(false);
    expect(opensMessagesApp('Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 0)).toBe(false);
  });
});
