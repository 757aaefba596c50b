import { describe, expect, it } from 'vitest';
import { buildLoginReminder, type ReminderFacts } from './message';

const facts: ReminderFacts = {
  appName: 'Huddle',
  siteUrl: 'https://huddle.example',
  displayName: 'Dana',
  username: 'dana_ffb',
  pin: '4821',
  season: '2025',
  hasPaid: false,
  paymentUrl: 'https://venmo.example/league',
};

describe('buildLoginReminder', () => {
  it('names the site, username, PIN and unpaid dues with the payment link', () => {
    const message = buildLoginReminder(facts);
    expect(message).toContain('https://huddle.example');
    expect(message).toContain('Username: dana_ffb');
    expect(message).toContain('PIN: 4821');
    expect(message).toContain('League dues for 2025: not paid yet. Pay here: https://venmo.example/league');
  });

  it('thanks a member who paid and leaves the dues line out without a roster', () => {
    expect(buildLoginReminder({ ...facts, hasPaid: true })).toContain('League dues for 2025: paid.');
    expect(buildLoginReminder({ ...facts, hasPaid: null })).not.toContain('dues');
  });

  it('never prints a missing PIN as "null"', () => {
    const message = buildLoginReminder({ ...facts, pin: null, paymentUrl: null });
    expect(message).toContain('PIN: not set yet');
    expect(message).not.toContain('null');
    expect(message).toContain('not paid yet.');
    expect(message).not.toContain('Pay here');
  });

  it('puts names and the app name in as they are (text built from data, never patterns)', () => {
    for (const name of ["Bust $` Mc$'Bustface", '$& $$ $1', '</script>', 'Line\u2028Break']) {
      const message = buildLoginReminder({ ...facts, displayName: name, username: name, appName: name });
      expect(message.split('\n').slice(0, 2)).toEqual([
        `Hi ${name}! Here is your login for the ${name} FFB Dashboard: https://huddle.example`,
        `Username: ${name}`,
      ]);
    }
  });
});
