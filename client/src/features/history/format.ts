// Small display helpers of the history page.
import type { SeasonMark } from '@common/history';
import { formatPoints } from '@/lib/format';

export function formatRecord({ wins, losses, ties }: { wins: number; losses: number; ties: number }): string {
  return ties > 0 ? `${wins}-${losses}-${ties}` : `${wins}-${losses}`;
}

/** 'Team (Owner), 2023' for a single-season mark, 'Team (Owner)' for an all-time one. */
export function markHolder(mark: SeasonMark): string {
  const who = mark.teamName === mark.ownerName ? mark.teamName : `${mark.teamName} (${mark.ownerName})`;
  return mark.season ? `${who}, ${mark.season}` : who;
}

export function formatMarkValue(mark: SeasonMark, unit: 'points' | 'count'): string {
  return unit === 'points' ? formatPoints(mark.value) : String(mark.value);
}
