// Who scored for whom (docs/decisions/0016): each player's points in each roster's starting
// lineups, week by week, read once from a season's matchup rows. Trades, draft report cards, keeper
// values and waiver pickups all count "started points" from this one index, so they agree.
import type { SleeperMatchup } from '../sleeper/schemas';
import { EMPTY_SLOT } from './lineup';
import { round2 } from './points';
import type { WeekMatchups } from './season-games';

export interface StartedWeek {
  week: number;
  points: number;
}

export interface StartedPoints {
  /** The weeks a player started for a roster, oldest first (none: an empty list). */
  weeks(rosterId: number, playerId: string): readonly StartedWeek[];
  /** His points in that roster's starting lineups over the season's weeks. */
  total(rosterId: number, playerId: string): number;
}

const NONE: readonly StartedWeek[] = [];
const keyOf = (rosterId: number, playerId: string) => `${rosterId}:${playerId}`;

/** A starter's points: his own slot points (starters_points), else players_points (decision 0009). */
function starterPoints(row: SleeperMatchup, index: number, playerId: string): number {
  const own = row.starters_points?.[index];
  return typeof own === 'number' ? own : (row.players_points?.[playerId] ?? 0);
}

export const sumPoints = (weeks: readonly StartedWeek[]) =>
  round2(weeks.reduce((sum, w) => sum + w.points, 0));

/** The index of a season's weeks (the completed weeks: regular season and playoffs). */
export function startedPoints(weeks: readonly WeekMatchups[]): StartedPoints {
  const byKey = new Map<string, StartedWeek[]>();
  for (const { week, matchups } of [...weeks].sort((a, b) => a.week - b.week)) {
    for (const row of matchups) {
      (row.starters ?? []).forEach((playerId, index) => {
        if (playerId === EMPTY_SLOT) return;
        const key = keyOf(row.roster_id, playerId);
        const list = byKey.get(key) ?? [];
        list.push({ week, points: starterPoints(row, index, playerId) });
        byKey.set(key, list);
      });
    }
  }
  const totals = new Map([...byKey].map(([key, list]) => [key, sumPoints(list)]));
  return {
    weeks: (rosterId, playerId) => byKey.get(keyOf(rosterId, playerId)) ?? NONE,
    total: (rosterId, playerId) => totals.get(keyOf(rosterId, playerId)) ?? 0,
  };
}
