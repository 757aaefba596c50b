// Small display helpers of the history page.
import type { SeasonMark } from '@common/history';
import { formatPoints } from '@/lib/format';

/** Who holds a mark: 'Team (Owner)', or the one name when team and owner are named alike. */
export function markHolder(mark: Pick<SeasonMark, 'teamName' | 'ownerName'>): string {
  return mark.teamName === mark.ownerName ? mark.teamName : `${mark.teamName} (${mark.ownerName})`;
}

export function formatMarkValue(mark: SeasonMark, unit: 'points' | 'count'): string {
  return unit === 'points' ? formatPoints(mark.value) : String(mark.value);
}
