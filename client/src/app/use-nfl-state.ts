import { useQuery } from '@tanstack/react-query';
import type { NflStateResponse } from '@common/league';

export const NFL_STATE_KEY = ['/api/nfl/state'] as const;

/** GET /api/nfl/state: the provider's current NFL week. */
export function useNflState() {
  return useQuery<NflStateResponse>({ queryKey: NFL_STATE_KEY });
}

/**
 * The header's week label (DESIGN D5): 'Week {n} • Live' during the regular season and playoffs,
 * 'Offseason' otherwise (preseason, offseason, or week 0). Null when the state is unknown.
 */
export function weekLabel(state: Pick<NflStateResponse, 'week' | 'seasonType'> | undefined): string | null {
  if (!state) return null;
  const inSeason = (state.seasonType === 'regular' || state.seasonType === 'post') && state.week >= 1;
  return inSeason ? `Week ${state.week} • Live` : 'Offseason';
}
