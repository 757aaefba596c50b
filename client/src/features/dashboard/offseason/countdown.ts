import { formatCentral } from '@/lib/format';

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'in 12 days', 'tomorrow', 'today' or 'started' for an instant, counted on the server's clock. */
export function daysUntil(instant: string, nowIso: string): string {
  const days = Math.ceil((Date.parse(instant) - Date.parse(nowIso)) / DAY_MS);
  if (days < 0) return 'started';
  if (days === 0) return 'today';
  return days === 1 ? 'tomorrow' : `in ${days} days`;
}

/** 'Sunday, August 30, 2026 7:00 PM CT': a date members plan around. */
export const centralDate = (instant: string) => `${formatCentral(instant, 'EEEE, MMMM d, yyyy h:mm a')} CT`;
