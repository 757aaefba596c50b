// Brute force over a year (docs/product.md D11, docs/decisions/0006): an attacker on a fake clock
// guesses a member's PIN, the commissioner's and a name that is not a member, through the API, once
// whenever the server lets them (from a new address each time), for 365 days, and then 10 more years.
// Reports the guesses allowed per account per year and the chance that gives at an issued PIN.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_LOCKED_MESSAGE } from '../../common/auth';
import { loginGuardOf } from '../modules/auth/login-guard';
import { ISSUABLE_PIN_COUNT } from '../modules/auth/pins';
import { accountStrikes } from '../modules/auth/strikes';
import { GUESS_BUDGET } from '../modules/auth/throttle';
import { createTestApp, fixedClock, type TestApp } from '../test/harness';

vi.setConfig({ testTimeout: 90_000 });

const DAY = 24 * 60 * 60 * 1000;
const clock = fixedClock('2025-01-01T00:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

/** The PINs the server checked for a name: one strike each (the attacker never hits the PIN). */
function checkedGuesses(username: string): number {
  const member = t.accounts.find((a) => a.username === username);
  return member
    ? accountStrikes(t.ctx.db, member.userId).count
    : loginGuardOf(t.ctx).nameStrikes(username).count;
}

/**
 * One guess whenever the server lets the attacker try (waiting exactly the Retry-After it answers),
 * from a new address each time, for `days`. Returns the PINs it got checked in that time.
 */
async function attack(username: string, days: number): Promise<number> {
  const before = checkedGuesses(username);
  const end = clock.now().getTime() + days * DAY;
  let attempt = 0;
  while (clock.now().getTime() < end) {
    attempt += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { sleeperUsername: username, pin: '9090' },
      remoteAddress: `10.${(attempt >> 16) & 255}.${(attempt >> 8) & 255}.${attempt & 255}`,
    });
    expect(response.statusCode).not.toBe(200);
    if ((response.json() as { message: string }).message === ACCOUNT_LOCKED_MESSAGE) break;
    clock.advance(Number(response.headers['retry-after'] ?? 0) * 1000);
  }
  return checkedGuesses(username) - before;
}

describe('brute force over a year, through the API', () => {
  it.for([
    ['a member', 'tacotuesdaytom'],
    ['the commissioner', 'bigplaybrenda'],
    ['a name that is not a member', 'not_in_this_league'],
  ] as const)(
    '%s: at most 19 guesses a year, none in the ten years after',
    async ([, username], { annotate }) => {
      const year = await attack(username, 365);
      const later = await attack(username, 3650);
      const chance = (year / ISSUABLE_PIN_COUNT) * 100;
      await annotate(
        `brute force, ${username}: ${year} guesses allowed per account per year (${chance.toFixed(3)}% of ` +
          `${ISSUABLE_PIN_COUNT} issuable PINs), ${later} in the ten years after`,
      );
      expect(year).toBe(GUESS_BUDGET);
      expect(year / ISSUABLE_PIN_COUNT).toBeLessThanOrEqual(0.002);
      expect(later).toBe(0);
    },
  );
});
