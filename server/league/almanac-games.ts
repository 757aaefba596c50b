// Every game of a season for the almanac (docs/decisions/0016): the regular season's pairs and the
// playoff games of the winners bracket, each side with its owner that season (roster ids are per
// season, people are not) and its bench points (taxi squad and injured reserve left out).
import type { GameSide } from '../../common/almanac';
import type { SleeperBracketMatch, SleeperLeague, SleeperMatchup, SleeperRoster } from '../sleeper/schemas';
import { matchupPoints, pairMatchups } from './matchups';
import { hasPlayerPoints } from './player-points';
import { round2 } from './points';
import { isSetAside, setAsideOf, type SetAside } from './set-aside';
import type { WeekMatchups } from './season-games';
import { DEFAULT_PLAYOFF_WEEK_START } from './standings';
import type { TeamIdentity } from './teams';

export interface AlmanacSide extends GameSide {
  /** Points of bench players who did not start (null when the provider gives no player points). */
  benchPoints: number | null;
}

export interface AlmanacGame {
  season: string;
  week: number;
  matchupId: number;
  playoffs: boolean;
  home: AlmanacSide;
  away: AlmanacSide;
  /** Null for a tie. */
  winnerRosterId: number | null;
  margin: number;
}

export interface SeasonGamesInput {
  league: SleeperLeague;
  rosters: readonly SleeperRoster[];
  teams: ReadonlyMap<number, TeamIdentity>;
  /** The completed weeks (regular season and playoffs). */
  weeks: readonly WeekMatchups[];
  winnersBracket: readonly SleeperBracketMatch[];
}

/** Points of the bench players that week who did not start (the taxi squad and reserve are no bench). */
export function benchPoints(row: SleeperMatchup, aside: SetAside): number | null {
  if (!row.players_points || !hasPlayerPoints(row)) return null;
  const starters = new Set(row.starters ?? []);
  let sum = 0;
  for (const [playerId, points] of Object.entries(row.players_points))
    if (!starters.has(playerId) && !isSetAside(aside, playerId)) sum += points;
  return round2(sum);
}

export function sideOf(
  row: SleeperMatchup,
  teams: ReadonlyMap<number, TeamIdentity>,
  rosters: readonly SleeperRoster[],
): AlmanacSide {
  const team = teams.get(row.roster_id);
  return {
    rosterId: row.roster_id,
    ownerId: team?.ownerId ?? null,
    teamName: team?.teamName ?? `Team ${row.roster_id}`,
    ownerName: team?.ownerDisplayName ?? 'Unknown Owner',
    points: matchupPoints(row),
    benchPoints: benchPoints(row, setAsideOf(rosters.find((r) => r.roster_id === row.roster_id))),
  };
}

export const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/** The pairs of roster ids the winners bracket plays in each round (a game not in it is consolation). */
export function bracketPairs(rows: readonly SleeperBracketMatch[]): Map<number, Set<string>> {
  const byRound = new Map<number, Set<string>>();
  for (const row of rows) {
    if (row.t1 == null || row.t2 == null) continue;
    const set = byRound.get(row.r) ?? new Set<string>();
    set.add(pairKey(row.t1, row.t2));
    byRound.set(row.r, set);
  }
  return byRound;
}

export function seasonGames(input: SeasonGamesInput): AlmanacGame[] {
  const { league, teams, rosters } = input;
  const start = league.settings.start_week ?? 1;
  const playoffStart = league.settings.playoff_week_start || DEFAULT_PLAYOFF_WEEK_START;
  const bracket = bracketPairs(input.winnersBracket);
  const games: AlmanacGame[] = [];
  for (const { week, matchups } of [...input.weeks].sort((a, b) => a.week - b.week)) {
    if (week < start || !matchups.some((row) => matchupPoints(row) > 0)) continue;
    const playoffs = week >= playoffStart;
    const inBracket = bracket.get(week - playoffStart + 1);
    const rowOf = new Map(matchups.map((row) => [row.roster_id, row]));
    for (const pair of pairMatchups(matchups, teams, rosters).pairs) {
      if (playoffs && !inBracket?.has(pairKey(pair.home.rosterId, pair.away.rosterId))) continue;
      games.push({
        season: league.season,
        week,
        matchupId: pair.matchupId,
        playoffs,
        home: sideOf(rowOf.get(pair.home.rosterId)!, teams, rosters),
        away: sideOf(rowOf.get(pair.away.rosterId)!, teams, rosters),
        winnerRosterId: pair.winnerRosterId,
        margin: pair.margin,
      });
    }
  }
  return games;
}

/** The side of a game a roster played, and the other side. */
export function sidesOf(game: AlmanacGame, rosterId: number): [AlmanacSide, AlmanacSide] {
  return game.home.rosterId === rosterId ? [game.home, game.away] : [game.away, game.home];
}

/** 'W', 'L' or 'T' for one side of a game. */
export function resultOf(game: AlmanacGame, rosterId: number): 'W' | 'L' | 'T' {
  if (game.winnerRosterId === null) return 'T';
  return game.winnerRosterId === rosterId ? 'W' : 'L';
}
