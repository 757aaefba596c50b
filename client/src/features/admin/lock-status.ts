// How a member's sign-in lock reads on the Passwords tab (docs/product.md D11, docs/decisions/0006).
import type { Lockout } from '@common/admin';
import { formatCentral } from '@/lib/format';

export const isLocked = (lockout: Lockout) => lockout.lockedForGood || lockout.lockedUntil !== null;

export function lockLabel(lockout: Lockout): string {
  if (lockout.lockedForGood) return 'Locked until unlocked';
  return lockout.lockedUntil ? `Locked until ${formatCentral(lockout.lockedUntil, 'MMM d, h:mm a')}` : '';
}

/** "3 failed sign-ins, last Dec 10, 12:00 PM from 10.0.0.7". */
export function failuresSummary(lockout: Lockout): string {
  const count = lockout.failedAttempts;
  const last = lockout.recentFailures[0];
  const noun = count === 1 ? 'failed sign-in' : 'failed sign-ins';
  return last
    ? `${count} ${noun}, last ${formatCentral(last.at, 'MMM d, h:mm a')} from ${last.address}`
    : `${count} ${noun}`;
}
