import { daysRemaining } from '@common/keeper-rules';
import type { KeeperStatusResponse } from '@common/keepers';
import { formatCentral } from '@/lib/format';

type DeadlineStatus = Pick<KeeperStatusResponse, 'deadline' | 'deadlinePassed' | 'draftSeason' | 'now'>;

/**
 * 'March 1, 2026 11:59 PM Central': the deadline as the keeper pages write it (docs/product.md §2). With
 * no deadline set and the next draft not scheduled yet (decision 0008), 'before the 2026 draft'.
 */
export function deadlineText(status: DeadlineStatus): string {
  return status.deadline
    ? `${formatCentral(status.deadline)} Central`
    : `before the ${status.draftSeason} draft (not scheduled yet)`;
}

/** Whole days until the deadline, counted on the server's clock; null while there is no deadline yet. */
export function deadlineDaysLeft(status: DeadlineStatus): number | null {
  return status.deadline ? daysRemaining(Date.parse(status.now), Date.parse(status.deadline)) : null;
}

/** The countdown line: 'Deadline passed', '1 day left', '12 days left', or 'Open' with no deadline yet. */
export function deadlineCountdown(status: DeadlineStatus): string {
  if (status.deadlinePassed) return 'Deadline passed';
  const days = deadlineDaysLeft(status);
  if (days === null) return 'Open';
  return days === 1 ? '1 day left' : `${days} days left`;
}
