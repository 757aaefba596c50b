/**
 * Every API answer names the league the server serves (`X-League-Id`). When the league renews on
 * Sleeper, the server moves to the new season's league id (decision 0008); a page left open sees the
 * new id on its next request, and the query client refreshes /api/app-info so every page moves to it
 * without a reload (requests still naming the old id keep working meanwhile).
 */
export const LEAGUE_ID_HEADER = 'X-League-Id';

type Listener = (leagueId: string) => void;
const listeners = new Set<Listener>();

/** Called by the API client with the header of each answer (null when absent). */
export function recordServedLeague(leagueId: string | null): void {
  if (!leagueId) return;
  for (const listener of listeners) listener(leagueId);
}

export function onServedLeague(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
