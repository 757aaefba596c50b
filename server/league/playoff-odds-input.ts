// From the provider's season to the simulation's input (docs/decisions/0011): what is left comes from
// the records (the weeks already counted in the rosters' totals), the schedule from the remaining
// weeks' matchup ids, the bracket from the provider once it exists, the model from the played weeks.
import type { SleeperBracketMatch, SleeperLeague, SleeperRoster } from '../sleeper/schemas';
import { biggestBlowout } from './blowouts';
import { rosterDivisions } from './divisions';
import { bestLineup, lineupTotal, startingSlots } from './lineup';
import { isSetAside, setAsideOf } from './set-aside';
import { matchupPoints } from './matchups';
import { bracketFromProvider, bracketLayout, type Bracket } from './playoff-bracket';
import type { OddsInput, PrizeTable, RemainingWeek } from './playoff-odds';
import { playoffRoundWeeks } from './playoff-weeks';
import { pointsAgainst, pointsFor } from './points';
import { seedOf } from './random';
import { NormalScoreModel } from './score-model';
import { playedGames, type WeekMatchups } from './season-games';
import { seasonShape } from './standings';
import type { TeamIdentity } from './teams';
import { DEFAULT_PLAYOFF_WEEK_START } from './standings';

export interface SeasonOddsData {
  league: SleeperLeague;
  rosters: readonly SleeperRoster[];
  teams: ReadonlyMap<number, TeamIdentity>;
  /** Every week of the season the provider has rows for (past, current and future). */
  weeks: readonly WeekMatchups[];
  winnersBracket: readonly SleeperBracketMatch[];
  prizes: PrizeTable;
  /** week -> roster id -> projected total of the team's best lineup (weeks the provider projects). */
  projectedTotals?: ReadonlyMap<number, ReadonlyMap<number, number>>;
  /** The last week whose games are final (the first week of a two-week round may be, its round not). */
  lastFinalWeek?: number;
}

export interface SeasonOdds {
  input: OddsInput;
  model: NormalScoreModel;
  /** Regular-season weeks already in the records. */
  weeksPlayed: number;
  /** The weeks the simulation plays: regular-season weeks left, then the playoff weeks left. */
  regularWeeksLeft: number[];
  playoffWeeksLeft: number[];
  /** A seed that changes when a week is counted or a playoff game decided. */
  seed: number;
}

/** Regular-season weeks in the records: the most results any roster has, per result a week gives. */
export function weeksInRecords(league: SleeperLeague, rosters: readonly SleeperRoster[]): number {
  const { resultsPerWeek, regularSeasonWeeks } = seasonShape(league);
  const most = Math.max(0, ...rosters.map((r) => r.settings.wins + r.settings.losses + r.settings.ties));
  return Math.min(regularSeasonWeeks, Math.ceil(most / resultsPerWeek));
}

/** A week's head-to-head pairs by matchup id (a null id, or an id with one row, is a bye). */
export function weekPairs(week: WeekMatchups): RemainingWeek {
  const groups = new Map<number, number[]>();
  for (const row of week.matchups) {
    if (row.matchup_id == null) continue;
    groups.set(row.matchup_id, [...(groups.get(row.matchup_id) ?? []), row.roster_id]);
  }
  const games = [...groups.values()]
    .filter((ids) => ids.length === 2)
    .map((ids) => [ids[0]!, ids[1]!] as const);
  return { week: week.week, games };
}

/**
 * Each roster's projected total for a week: its best lineup under the league's slots, from its players'
 * projections (`positionOf` reads the player directory; an unknown player fills no slot).
 */
export function projectedRosterTotals(
  league: SleeperLeague,
  rosters: readonly SleeperRoster[],
  positionOf: (playerId: string) => string | null | undefined,
  projected: ReadonlyMap<string, number>,
): Map<number, number> {
  const slots = startingSlots(league.roster_positions);
  return new Map(
    rosters.map((roster) => {
      // The taxi squad and injured reserve cannot start (./set-aside.ts).
      const aside = setAsideOf(roster);
      const eligible = (roster.players ?? []).filter((playerId) => !isSetAside(aside, playerId));
      const candidates = eligible.map((playerId) => ({
        playerId,
        position: positionOf(playerId) ?? 'UNK',
        value: projected.get(playerId) ?? 0,
      }));
      const lineup = bestLineup(slots, candidates);
      return [roster.roster_id, lineupTotal(lineup, (id) => projected.get(id) ?? 0)];
    }),
  );
}

export interface WeeksToPlay {
  weeksPlayed: number;
  regularWeeksLeft: number[];
  playoffWeeksLeft: number[];
  bracket: Bracket;
  /** Each round's weeks, round 1 first. */
  roundWeeks: number[][];
  /** Playoff rounds already decided in the provider's bracket. */
  decidedRounds: number;
  /** Final weeks of the undecided rounds (the first week of a half-played two-week round). */
  playedRoundWeeks: number[];
}

/**
 * What is left of a season: the regular-season weeks after those in the records, then the playoff
 * rounds not yet decided (the provider's bracket counts once the regular season is over; before, the
 * league's layout). Cheap: the service asks it first to know which weeks' projections to fetch.
 */
export function weeksToPlay(
  league: SleeperLeague,
  rosters: readonly SleeperRoster[],
  winnersBracket: readonly SleeperBracketMatch[],
  lastFinalWeek = 0,
): WeeksToPlay {
  const start = league.settings.start_week ?? 1;
  const playoffWeekStart = league.settings.playoff_week_start || DEFAULT_PLAYOFF_WEEK_START;
  const weeksPlayed = weeksInRecords(league, rosters);
  const regularWeeksLeft: number[] = [];
  for (let week = start + weeksPlayed; week < playoffWeekStart; week += 1) regularWeeksLeft.push(week);
  const provider =
    regularWeeksLeft.length === 0 && winnersBracket.length > 0 ? bracketFromProvider(winnersBracket) : null;
  const bracket: Bracket = provider ?? bracketLayout(seasonShape(league).playoffTeams);
  const roundWeeks = playoffRoundWeeks(league, Math.max(0, ...bracket.games.map((g) => g.round)));
  const decidedRounds = provider ? countDecidedRounds(provider) : 0;
  // Only with the provider's bracket is a round's first week final while the round is open.
  const open = provider ? roundWeeks.slice(decidedRounds).flat() : roundWeeks.flat();
  const playoffWeeksLeft = open.filter((week) => !provider || week > lastFinalWeek);
  const playedRoundWeeks = open.filter((week) => provider && week <= lastFinalWeek);
  return {
    weeksPlayed,
    regularWeeksLeft,
    playoffWeeksLeft,
    bracket,
    roundWeeks,
    decidedRounds,
    playedRoundWeeks,
  };
}

export function seasonOddsInput(data: SeasonOddsData): SeasonOdds {
  const { league, rosters } = data;
  const start = league.settings.start_week ?? 1;
  const shape = seasonShape(league);
  const {
    weeksPlayed,
    regularWeeksLeft,
    playoffWeeksLeft,
    bracket,
    roundWeeks,
    decidedRounds,
    playedRoundWeeks,
  } = weeksToPlay(league, rosters, data.winnersBracket, data.lastFinalWeek);
  const byWeek = new Map(data.weeks.map((w) => [w.week, w]));
  const playedRoundPoints = new Map(
    playedRoundWeeks.map((week) => [
      week,
      new Map((byWeek.get(week)?.matchups ?? []).map((row) => [row.roster_id, matchupPoints(row)])),
    ]),
  );
  const remaining = regularWeeksLeft.map((week) => weekPairs(byWeek.get(week) ?? { week, matchups: [] }));

  // The model learns from the weeks before the first one simulated.
  const firstSimulated = regularWeeksLeft[0] ?? playoffWeeksLeft[0] ?? Number.POSITIVE_INFINITY;
  const order = rosters.map((r) => r.roster_id);
  const played = data.weeks.filter(
    (w) => w.week >= start && w.week < firstSimulated && w.matchups.some((row) => matchupPoints(row) > 0),
  );
  const playedScores = order.map((rosterId) =>
    played.flatMap((w) => w.matchups.filter((row) => row.roster_id === rosterId).map(matchupPoints)),
  );
  const projections = new Map<number, number[]>();
  for (const [week, totals] of data.projectedTotals ?? []) {
    projections.set(
      week,
      order.map((rosterId) => totals.get(rosterId) ?? Number.NaN),
    );
  }
  const model = new NormalScoreModel({ playedScores, projections });

  const counted = data.weeks.filter((w) => w.week >= start && w.week < start + weeksPlayed);
  const blowout = biggestBlowout(playedGames(counted, data.teams, rosters));
  const divisions = rosterDivisions(league, rosters);
  const input: OddsInput = {
    teams: rosters.map((r) => ({
      rosterId: r.roster_id,
      wins: r.settings.wins,
      losses: r.settings.losses,
      ties: r.settings.ties,
      pointsFor: pointsFor(r),
      pointsAgainst: pointsAgainst(r),
      division: divisions.get(r.roster_id)?.number ?? null,
    })),
    median: shape.resultsPerWeek === 2,
    remaining,
    playoffTeams: shape.playoffTeams,
    roundWeeks,
    bracket,
    prizes: data.prizes,
    blowoutSoFar: blowout ? { rosterId: blowout.winnerRosterId, margin: blowout.margin } : null,
    playedRoundPoints,
  };
  return {
    input,
    model,
    weeksPlayed,
    regularWeeksLeft,
    playoffWeeksLeft,
    // A half-played round's final week changes the chances, and so the seed (none: the seed as before).
    seed: seedOf(
      `${league.league_id}:${weeksPlayed}:${decidedRounds}${playedRoundWeeks.length ? `:${playedRoundWeeks.join(',')}` : ''}`,
    ),
  };
}

/** Rounds whose every game has a result. */
function countDecidedRounds(bracket: Bracket): number {
  let decided = 0;
  const rounds = Math.max(0, ...bracket.games.map((g) => g.round));
  for (let round = 1; round <= rounds; round += 1) {
    const games = bracket.games.filter((g) => g.round === round);
    if (games.length === 0 || games.some((g) => g.winner === null)) break;
    decided = round;
  }
  return decided;
}
