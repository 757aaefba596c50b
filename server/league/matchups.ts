// Weekly matchups (docs/product.md §2 "Matchups card"): rows sharing a matchup_id play each other; a null id
// is a bye. A commissioner's custom_points override the computed points.
import type { MatchupEntry, MatchupPair, MatchupTeam, WeekSummary } from '../../common/league';
import type { SleeperMatchup, SleeperRoster } from '../sleeper/schemas';
import { round2 } from './points';
import type { TeamIdentity } from './teams';
import { weekPlayState } from './week-play';

/** The score of a matchup row: custom_points when set, else points, else 0. */
export function matchupPoints(row: SleeperMatchup): number {
  return round2(row.custom_points ?? row.points ?? 0);
}

export function toEntries(rows: readonly SleeperMatchup[]): MatchupEntry[] {
  return rows.map((row) => ({
    rosterId: row.roster_id,
    matchupId: row.matchup_id ?? null,
    points: matchupPoints(row),
  }));
}

export interface PairedWeek {
  pairs: MatchupPair[];
  byes: MatchupTeam[];
}

export function pairMatchups(
  rows: readonly SleeperMatchup[],
  teams: ReadonlyMap<number, TeamIdentity>,
  rosters: readonly SleeperRoster[],
): PairedWeek {
  const rosterById = new Map(rosters.map((r) => [r.roster_id, r]));
  const side = (row: SleeperMatchup): MatchupTeam => {
    const team = teams.get(row.roster_id);
    const settings = rosterById.get(row.roster_id)?.settings;
    return {
      rosterId: row.roster_id,
      ownerId: team?.ownerId ?? null,
      name: team?.teamName ?? `Team ${row.roster_id}`,
      username: team?.username ?? '',
      avatar: team?.avatar ?? null,
      wins: settings?.wins ?? 0,
      losses: settings?.losses ?? 0,
      ties: settings?.ties ?? 0,
      points: matchupPoints(row),
    };
  };

  const groups = new Map<number, SleeperMatchup[]>();
  const byes: MatchupTeam[] = [];
  for (const row of rows) {
    if (row.matchup_id === null || row.matchup_id === undefined) {
      byes.push(side(row));
      continue;
    }
    const group = groups.get(row.matchup_id) ?? [];
    group.push(row);
    groups.set(row.matchup_id, group);
  }

  const pairs: MatchupPair[] = [];
  for (const [matchupId, group] of [...groups].sort(([a], [b]) => a - b)) {
    const [first, second] = [...group].sort((a, b) => a.roster_id - b.roster_id);
    // A matchup id with one row (opponent missing from the data) has no game to show: a bye.
    if (!first || !second || group.length !== 2) {
      for (const row of group) byes.push(side(row));
      continue;
    }
    const home = side(first);
    const away = side(second);
    const margin = round2(Math.abs(home.points - away.points));
    const winnerRosterId = margin === 0 ? null : home.points > away.points ? home.rosterId : away.rosterId;
    pairs.push({ matchupId, home, away, winnerRosterId, margin });
  }
  return { pairs, byes: byes.sort((a, b) => a.rosterId - b.rosterId) };
}

/**
 * The week summary of docs/product.md D5. A game counts as complete once it is over: every game once
 * the week is, else those of `finalIds` (./game-final.ts: both lineups done). The average is the mean
 * team score of the week (null while nobody has points). `kickoffAt` is kept only while the week has
 * not started; `correctedIds` are the games a stat correction turned after they were first final.
 */
export function summarizeWeek(
  entries: readonly MatchupEntry[],
  pairIds: readonly number[],
  weekComplete: boolean,
  seasonHasScores: boolean,
  {
    kickoffAt = null,
    finalIds = [],
    correctedIds = [],
  }: { kickoffAt?: string | null; finalIds?: readonly number[]; correctedIds?: readonly number[] } = {},
): WeekSummary {
  const scored = entries.some((e) => e.points > 0);
  const averageScore = scored ? round2(entries.reduce((sum, e) => sum + e.points, 0) / entries.length) : null;
  const state = weekPlayState(weekComplete, scored);
  const finalMatchupIds = weekComplete ? [...pairIds] : pairIds.filter((id) => finalIds.includes(id));
  return {
    gamesComplete: finalMatchupIds.length,
    totalGames: pairIds.length,
    finalMatchupIds,
    correctedMatchupIds: [...correctedIds],
    averageScore,
    seasonStarted: scored || seasonHasScores,
    weekComplete,
    state,
    kickoffAt: state === 'upcoming' ? kickoffAt : null,
  };
}
