import { formatCentral } from '@/lib/format';

/** 'March 1, 2026 11:59 PM Central': the deadline as the keeper pages write it (spec section 2). */
export function deadlineText(deadlineIso: string): string {
  return `${formatCentral(deadlineIso)} Central`;
}
