import { describe, expect, it } from 'vitest';
import { smsLink } from './sms-link';

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
