import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { NflStateResponse } from '@common/league';

/** GET /api/nfl/state: the provider's current NFL week (the phone's header; every member's page asks). */
export const nflStateQuery = queryOptions({ ...getJson<NflStateResponse>`/api/nfl/state` });

export function useNflState() {
  return useQuery(nflStateQuery);
}

export interface WeekLabelContext {
  /** The live scores' own word where the page follows them (the dashboard's stream), else null. */
  liveStatus: string | null;
  online: boolean;
}

/**
 * The header's week label (docs/decisions/0025): 'Week {n} • Live' only while games are on (the live stream's
 * status where the page has one, else the server's game clock), 'Week {n}' between games in the
 * regular season and playoffs, 'Offseason' otherwise (preseason, offseason, or week 0), and
 * 'Offline' without a network, whatever the page last knew. Null when the state is unknown.
 */
export function weekLabel(
  state: Pick<NflStateResponse, 'week' | 'seasonType' | 'gamesOn'> | undefined,
  { liveStatus, online }: WeekLabelContext,
): string | null {
  if (!online) return 'Offline';
  if (!state) return null;
  const inSeason = (state.seasonType === 'regular' || state.seasonType === 'post') && state.week >= 1;
  if (!inSeason) return 'Offseason';
  const gamesOn = liveStatus === null ? state.gamesOn : liveStatus === 'live';
  return gamesOn ? `Week ${state.week} • Live` : `Week ${state.week}`;
}
