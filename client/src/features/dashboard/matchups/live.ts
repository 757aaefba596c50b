// Live scores on the dashboard (docs/decisions/0010-live-scoring.md). The page opens one event stream
// (GET /api/league/{id}/live, text/event-stream); the server reads the provider for everyone and
// pushes each change. An update replaces the week's matchups in the query cache (scores, week summary
// and matchup cards re-render in place) and refreshes an open roster dialog of that week. The query
// defaults stay "never stale, no polling" (docs/product.md §9): nothing here polls.
import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { MatchupsResponse } from '@common/league';
import type { LiveEnd, LiveStatus, LiveUpdate } from '@common/live';
import { LIVE_EVENTS } from '@common/live-constants';
import { authUserQuery } from '@/lib/session';
import { allLeagueKey, matchupsQuery } from '@/lib/league-queries';
import { whenPageLive } from '@/lib/page-hydration';
import { allRosterWeeksKey } from './api';
import { apiPath } from '@/lib/query-url';

export interface LiveState extends LiveStatus {
  /** 'open' while the stream is connected; 'lost' while it is down (the page keeps what it has). */
  connection: 'open' | 'lost';
}

/** Reconnection waits (ms) after the stream is refused or ends, growing to the last. */
const RECONNECT_MS = [5_000, 10_000, 30_000, 60_000];

const states = new Map<string, LiveState>();
const listeners = new Set<() => void>();

function setState(leagueId: string, next: LiveState | null): void {
  if (next) states.set(leagueId, next);
  else states.delete(leagueId);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live state of a league's current week (null before the stream's first event). */
export function useLiveState(leagueId: string | undefined): LiveState | null {
  return useSyncExternalStore(
    subscribe,
    () => (leagueId ? (states.get(leagueId) ?? null) : null),
    () => null,
  );
}

function statusOf(data: LiveStatus): LiveStatus {
  const { week, season, status, updatedAt, staleSince, nextWindowAt, pollSeconds } = data;
  return { week, season, status, updatedAt, staleSince, nextWindowAt, pollSeconds };
}

/**
 * Puts pushed scores where the page reads them: the week's matchups, and its open roster dialogs.
 * When the week has just become final, the records count it at once (docs/decisions/0037): every
 * other answer of the league (standings, odds, rankings, the league's provisional weeks) is read again.
 */
export function applyLiveUpdate(queryClient: QueryClient, leagueId: string, update: LiveUpdate): void {
  const weekKey = matchupsQuery(leagueId, update.week).queryKey;
  const before = queryClient.getQueryData<MatchupsResponse>(weekKey);
  queryClient.setQueryData(weekKey, update.matchups);
  if (before?.summary.weekComplete === false && update.matchups.summary.weekComplete) {
    void queryClient.invalidateQueries({
      queryKey: allLeagueKey(leagueId),
      predicate: (query) => query.queryKey[2] !== 'matchups' || query.queryKey[3] !== update.week,
    });
  }
  void queryClient.invalidateQueries({
    queryKey: allRosterWeeksKey(leagueId),
    predicate: (query) => (query.queryKey[5] as { week?: number } | undefined)?.week === update.week,
  });
}

/** Keeps the page's live stream open while mounted (one per page). */
export function useLiveWeek(leagueId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!leagueId) return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    let failures = 0;

    const markLost = () => {
      const current = states.get(leagueId);
      if (current && current.connection !== 'lost') setState(leagueId, { ...current, connection: 'lost' });
    };
    const reconnectLater = () => {
      source?.close();
      markLost();
      const wait = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)]!;
      failures += 1;
      retry = setTimeout(connect, wait);
    };
    function connect() {
      source = new EventSource(apiPath`/api/league/${leagueId}/live`, { withCredentials: true });
      source.addEventListener(LIVE_EVENTS.update, (event) => {
        failures = 0;
        const update = JSON.parse((event as MessageEvent<string>).data) as LiveUpdate;
        applyLiveUpdate(queryClient, leagueId!, update);
        setState(leagueId!, { ...statusOf(update), connection: 'open' });
      });
      source.addEventListener(LIVE_EVENTS.status, (event) => {
        const status = JSON.parse((event as MessageEvent<string>).data) as LiveStatus;
        setState(leagueId!, { ...statusOf(status), connection: 'open' });
      });
      source.addEventListener(LIVE_EVENTS.end, (event) => {
        const { reason } = JSON.parse((event as MessageEvent<string>).data) as LiveEnd;
        // Signed out elsewhere: asking who we are sends the page to the login (route guards).
        if (reason === 'signed-out') void queryClient.invalidateQueries({ queryKey: authUserQuery.queryKey });
        reconnectLater();
      });
      source.onerror = () => {
        // The browser retries a dropped connection by itself; a refused one (401, 502) it does not.
        if (source?.readyState === EventSource.CLOSED) {
          void queryClient.invalidateQueries({ queryKey: authUserQuery.queryKey });
          reconnectLater();
        } else {
          markLost();
        }
      };
    }
    // Opened once the page is live: an update reaching a part still hydrating would differ from the
    // server's markup (lib/page-hydration.ts).
    let ended = false;
    void whenPageLive().then(() => {
      if (!ended) connect();
    });
    return () => {
      ended = true;
      if (retry) clearTimeout(retry);
      source?.close();
      setState(leagueId, null);
    };
  }, [leagueId, queryClient]);
}
