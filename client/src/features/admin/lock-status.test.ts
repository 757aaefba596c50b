import { describe, expect, it } from 'vitest';
import { failuresSummary, isLocked, lockLabel } from './lock-status';

const none = { failedAttempts: 0, lockedUntil: null, lockedForGood: false, recentFailures: [] };

describe('lock status', () => {
  it('reads a timed lock, a lock only an admin lifts, and failures without a lock', () => {
    expect(isLocked(none)).toBe(false);
    const timed = {
      ...none,
      failedAttempts: 10,
      lockedUntil: '2025-12-10T19:00:00.000Z',
      recentFailures: [{ at: '2025-12-10T18:00:00.000Z', address: '10.0.0.7' }],
    };
    expect(isLocked(timed)).toBe(true);
    expect(lockLabel(timed)).toBe('Locked until Dec 10, 1:00 PM'); // Central Time
    expect(failuresSummary(timed)).toBe('10 failed sign-ins, last Dec 10, 12:00 PM from 10.0.0.7');
    const forGood = { ...timed, lockedUntil: null, lockedForGood: true };
    expect(isLocked(forGood)).toBe(true);
    expect(lockLabel(forGood)).toBe('Locked until unlocked');
    const one = {
      ...none,
      failedAttempts: 1,
      recentFailures: [{ at: timed.recentFailures[0]!.at, address: '::1' }],
    };
    expect(isLocked(one)).toBe(false);
    expect(failuresSummary(one)).toBe('1 failed sign-in, last Dec 10, 12:00 PM from ::1');
  });
});
