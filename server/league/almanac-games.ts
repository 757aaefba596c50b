// Every game of a season for the almanac (docs/decisions/0016): the regular season's pairs and the
// playoff games of the winners bracket, each side with its owner that season (roster ids are per
// season, people are not) and its bench points (taxi squad and injured reserve left out).
import type { GameSide } from '../../common/almanac';
import type { SleeperBracketMatch, SleeperLeague, SleeperMatchup, SleeperRoster } from '../sleeper/schemas';
import { formatOffers, leagueFormat } from './format';
import { matchupPoints, pairMatchups } from './matchups';
import { hasPlayerPoints } from './player-points';
import { round2 } from './points';
import { isSetAside, setAsideOf, type SetAside } from './set-aside';
import type { WeekMatchups } from './season-games';
import { isLastLeg } from '../../common/two-week-round';
import { playoffStage, roundContext, roundScore } from './playoff-games';
import { DEFAULT_PLAYOFF_WEEK_START } from './standings';
import type { TeamIdentity } from './teams';

export interface AlmanacSide extends GameSide {
  /**
   * Points of bench players who did not start; null when the provider gives no player points, and in
   * best ball, where nobody chose whom to start (Sleeper counts the best lineup).
   */
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
  /**
   * A two-week round's game (docs/decisions/0030): one game at its last week, its sides the sums of
   * both weeks and its result Sleeper's on the sum; each week's own sides here, for the records of a
   * week's score. Absent for a one-week game.
   */
  legs?: Array<{ week: number; home: AlmanacSide; away: AlmanacSide }>;
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
  league: Pick<SleeperLeague, 'settings'>,
): AlmanacSide {
  const team = teams.get(row.roster_id);
  const aside = setAsideOf(rosters.find((r) => r.roster_id === row.roster_id));
  return {
    rosterId: row.roster_id,
    ownerId: team?.ownerId ?? null,
    teamName: team?.teamName ?? `Team ${row.roster_id}`,
    ownerName: team?.ownerDisplayName ?? 'Unknown Owner',
    points: matchupPoints(row),
    benchPoints: formatOffers(leagueFormat(league)).lineupJudgement ? benchPoints(row, aside) : null,
  };
}

export function seasonGames(input: SeasonGamesInput): AlmanacGame[] {
  const { league, teams, rosters } = input;
  const start = league.settings.start_week ?? 1;
  const playoffStart = league.settings.playoff_week_start || DEFAULT_PLAYOFF_WEEK_START;
  const played = input.weeks.filter(({ matchups }) => matchups.some((row) => matchupPoints(row) > 0));
  const rowsOf = (week: number) => played.find((w) => w.week === week)?.matchups ?? [];
  const context = roundContext(league, input.winnersBracket, rowsOf);
  const games: AlmanacGame[] = [];
  for (const { week, matchups } of [...played].sort((a, b) => a.week - b.week)) {
    if (week < start) continue;
    const playoffs = week >= playoffStart;
    const rowOf = new Map(matchups.map((row) => [row.roster_id, row]));
    for (const pair of pairMatchups(matchups, teams, rosters).pairs) {
      const [a, b] = [pair.home.rosterId, pair.away.rosterId];
      const stage = playoffStage(context.roundWeeks, input.winnersBracket, week, a, b);
      if (playoffs && (stage === null || stage === 'Consolation')) continue;
      const game: AlmanacGame = {
        season: league.season,
        week,
        matchupId: pair.matchupId,
        playoffs,
        home: sideOf(rowOf.get(a)!, teams, rosters, league),
        away: sideOf(rowOf.get(b)!, teams, rosters, league),
        winnerRosterId: pair.winnerRosterId,
        margin: pair.margin,
      };
      const round = roundScore(context, week, a, b);
      // A two-week game is one game, entered once its last week is played (docs/decisions/0030).
      if (!round) games.push(game);
      else if (isLastLeg(round)) games.push(twoWeekGame(game, round.weeks, rowsOf, { ...input, league }));
    }
  }
  return games;
}

/** A two-week round's game as one: both weeks' sides added up, decided on the sum. */
function twoWeekGame(
  last: AlmanacGame,
  weeks: readonly number[],
  rowsOf: (week: number) => readonly SleeperMatchup[],
  { teams, rosters, league }: Pick<SeasonGamesInput, 'teams' | 'rosters' | 'league'>,
): AlmanacGame {
  const legs = weeks.map((week) => {
    const rows = rowsOf(week);
    const side = (rosterId: number) =>
      sideOf(
        rows.find((r) => r.roster_id === rosterId)!,
        teams,
        rosters,
        league,
      );
    return { week, home: side(last.home.rosterId), away: side(last.away.rosterId) };
  });
  const total = (pick: 'home' | 'away'): AlmanacSide => {
    const sides = legs.map((leg) => leg[pick]);
    const bench = sides.map((side) => side.benchPoints);
    return {
      ...last[pick],
      points: round2(sides.reduce((sum, side) => sum + side.points, 0)),
      benchPoints: bench.includes(null) ? null : round2(bench.reduce((sum, b) => sum! + b!, 0)!),
    };
  };
  const [home, away] = [total('home'), total('away')];
  const margin = round2(Math.abs(home.points - away.points));
  const winnerRosterId = margin === 0 ? null : home.points > away.points ? home.rosterId : away.rosterId;
  return { ...last, home, away, winnerRosterId, margin, legs };
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
