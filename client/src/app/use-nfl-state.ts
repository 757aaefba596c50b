import { useQuery } from '@tanstack/react-query';

/** GET /api/nfl/state: the provider's current NFL week. seasonType follows Sleeper ('pre', 'regular', 'post', 'off'). */
export interface NflState {
  week: number;
  season: string | number;
  seasonType?: string;
}

export function useNflState() {
  return useQuery<NflState>({ queryKey: ['/api/nfl/state'] });
}

/**
 * The header's week label (DESIGN D5): 'Week {n} • Live' during the regular season and playoffs,
 * 'Offseason' otherwise (preseason, offseason, or week 0). Null when the state is unknown.
 */
export function weekLabel(state: NflState | undefined): string | null {
  if (!state) return null;
  const inSeason = (state.seasonType === undefined || state.seasonType === 'regular' || state.seasonType === 'post') && state.week >= 1;
  return inSeason ? `Week ${state.week} • Live` : 'Offseason';
}
