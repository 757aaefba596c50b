// Facts of one head-to-head matchup of a week: the result, the margin, each side's best and worst
// starters, the bench, and how both scores compare with the rest of the league that week.
import { formatMargin } from '../../../common/points-format';
import { possessive } from '../../../common/english';
import type { RoundScore } from '../../../common/league';
import { matchupPoints } from '../../league/matchups';
import { round2 } from '../../league/points';
import type { TeamIdentity } from '../../league/teams';
import type { PlayerInfo } from '../../sleeper/gateway';
import type { SleeperMatchup, SleeperRoster } from '../../sleeper/schemas';
import { claims, FLAG } from '../claims';
import { ordinal, pts, record } from '../format';
import type { FactSheet } from '../types';
import { buildTeamWeek, type TeamWeek } from './lineup';
import { addRoundResult } from './matchup-round';

export interface MatchupFacts {
  season: string;
  week: number;
  /** false while neither side has a point (a future week). */
  played: boolean;
  /** The week is over (scores are final), not still being played. */
  final: boolean;
  tie: boolean;
  /** The higher score (the first team given when tied or unplayed). */
  winner: TeamWeek;
  loser: TeamWeek;
  margin: number;
  combined: number;
  teamsThisWeek: number;
  weekHigh: { teamName: string; points: number };
  /** The week's average team score: the measure of "close", "rout" and "below average". */
  weekAverage: number;
  /** 1 = the week's highest score. */
  winnerWeekRank: number;
  loserWeekRank: number;
  /** How many other teams of the week scored less than the loser (who would have lost to them). */
  loserOutscored: number;
  /** Whether managers chose their lineups (not in best ball). */
  lineupsChosen: boolean;
  /**
   * A week of a two-week playoff round: the round's score so far, `home` the winner's side (the week's
   * higher score). Its result is the round's, never the week's (facts/matchup-round.ts).
   */
  round: RoundScore | null;
}

export interface MatchupFactsInput {
  season: string;
  week: number;
  /** Every matchup row of the week (the league context). */
  rows: readonly SleeperMatchup[];
  rosterIds: readonly [number, number];
  teams: ReadonlyMap<number, TeamIdentity>;
  rosters: readonly SleeperRoster[];
  directory: ReadonlyMap<string, PlayerInfo>;
  /** The league's starting slots (for the points left on the bench). */
  slots: readonly string[];
  /** Whether managers chose their lineups (not in best ball): else no bench facts (./lineup.ts). */
  lineupsChosen: boolean;
  /** Whether the week is over (server/live/week-over.ts, as the matchups card's summary says). */
  weekComplete: boolean;
  /** The pair's two-week round score, `home` the first of rosterIds (server/league/playoff-games.ts). */
  round?: RoundScore;
}

export function buildMatchupFacts(input: MatchupFactsInput): MatchupFacts {
  const side = (rosterId: number): TeamWeek => {
    const row = input.rows.find((r) => r.roster_id === rosterId);
    const team = input.teams.get(rosterId);
    if (!row || !team) throw new Error(`No matchup row for roster ${rosterId} in week ${input.week}`);
    const roster = input.rosters.find((r) => r.roster_id === rosterId);
    return buildTeamWeek(row, team, roster, input.directory, input.slots, input.lineupsChosen);
  };
  const first = side(input.rosterIds[0]);
  const second = side(input.rosterIds[1]);
  const [winner, loser] = second.points > first.points ? [second, first] : [first, second];
  const given = input.round;
  const round =
    given && winner !== first ? { ...given, home: given.away, away: given.home } : (given ?? null);

  const scores = input.rows.map(matchupPoints);
  const rankOf = (points: number) => scores.filter((s) => s > points).length + 1;
  const highRow = [...input.rows].sort((a, b) => matchupPoints(b) - matchupPoints(a))[0];
  const highTeam = highRow ? input.teams.get(highRow.roster_id) : undefined;

  return {
    season: input.season,
    week: input.week,
    played: winner.points > 0 || loser.points > 0,
    final: input.weekComplete,
    tie: winner.points === loser.points,
    winner,
    loser,
    margin: round2(winner.points - loser.points),
    combined: round2(winner.points + loser.points),
    teamsThisWeek: input.rows.length,
    weekAverage: scores.length > 0 ? round2(scores.reduce((a, b) => a + b, 0) / scores.length) : 0,
    weekHigh: {
      teamName: highTeam?.teamName ?? winner.teamName,
      points: highRow ? matchupPoints(highRow) : winner.points,
    },
    winnerWeekRank: rankOf(winner.points),
    loserWeekRank: rankOf(loser.points),
    loserOutscored: scores.filter((s) => s < loser.points).length,
    lineupsChosen: input.lineupsChosen,
    round,
  };
}

/**
 * Template slots and prompt lines of a matchup. A slot exists only when its fact is true. The roster
 * roast (the two lineups of a matchup) uses the same facts with its own templates.
 */
export function matchupSheet(
  f: MatchupFacts,
  subjectKey: string,
  subjectType: 'matchup' | 'roster' = 'matchup',
): FactSheet {
  const s: Record<string, string> = {
    week: String(f.week),
    season: f.season,
    teamA: f.winner.teamName,
    teamB: f.loser.teamName,
    ownerA: f.winner.ownerName,
    ownerB: f.loser.ownerName,
    recordA: record(f.winner.wins, f.winner.losses, f.winner.ties),
    recordB: record(f.loser.wins, f.loser.losses, f.loser.ties),
  };
  // Where managers set their lineups, the roast may speak of their benches (claims.ts).
  if (f.lineupsChosen) s.lineupsChosen = FLAG;
  const lines = [
    `Season ${f.season}, week ${f.week}: ${f.winner.teamName} (owner ${f.winner.ownerName}, season record ${s.recordA}) vs ${f.loser.teamName} (owner ${f.loser.ownerName}, season record ${s.recordB}).`,
  ];

  if (f.played && f.final) s.weekFinal = 'final';
  if (f.played && !f.final) {
    s.weekLive = 'so far';
    lines.push(`Week ${f.week} is still being played: these scores are not final.`);
  }
  // A later week of a two-week round not started yet still has the round's points so far.
  if (!f.played && (!f.round || f.round.leg === 1)) {
    s.pregame = 'yet to score a single point';
    lines.push('The game has not started: both teams have 0 points.');
  } else if (f.round) {
    const state = !f.played ? 'upcoming' : f.final ? 'final' : 'live';
    addRoundResult({ round: f.round, home: f.winner, away: f.loser, state }, s, lines);
  } else if (f.tie) {
    s.tiePoints = pts(f.winner.points);
    lines.push(`A tie: both teams scored ${s.tiePoints} points.`);
  } else {
    const margin = formatMargin(f.winner.points, f.loser.points);
    Object.assign(s, {
      winner: f.winner.teamName,
      loser: f.loser.teamName,
      winnerOwner: f.winner.ownerName,
      loserOwner: f.loser.ownerName,
      winnerPoints: pts(f.winner.points),
      loserPoints: pts(f.loser.points),
      margin,
      combined: pts(f.combined),
    });
    lines.push(
      `${f.winner.teamName} ${f.final ? 'beat' : 'leads'} ${f.loser.teamName} ${s.winnerPoints} to ${s.loserPoints}, a margin of ${s.margin} (${s.combined} combined).`,
    );
    // The margin is told as a rout, a close one or neither, by the claims' measure (claims.ts).
    const [rout, close] = [claims.rout(f.margin, f.weekAverage), claims.close(f.margin, f.weekAverage)];
    if (rout) Object.assign(s, { blowoutMargin: margin, blowoutIsRout: FLAG });
    if (close) Object.assign(s, { closeMargin: margin, closeIsClose: FLAG });
    if (!rout && !close) s.midMargin = margin;
    if (f.final) {
      if (claims.benchWouldHaveWon(f.loser.pointsLeftOnBench, f.margin)) s.loserBenchWouldHaveWon = FLAG;
      if (claims.benchOutscoredStarters(f.loser.benchPoints, f.loser.points)) s.loserBenchOutscored = FLAG;
      if (claims.belowAverage(f.loser.points, f.weekAverage)) s.loserBelowAverage = FLAG;
    }
  }

  if (f.played) {
    s.teamsThisWeek = String(f.teamsThisWeek);
    s.weekHighTeam = f.weekHigh.teamName;
    s.weekHighPoints = pts(f.weekHigh.points);
    if (f.weekHigh.teamName !== f.winner.teamName && f.weekHigh.teamName !== f.loser.teamName) {
      s.weekHighOther = f.weekHigh.teamName;
    }
    lines.push(
      `Highest score of the week among ${f.teamsThisWeek} teams: ${f.weekHigh.teamName} with ${s.weekHighPoints}.`,
    );
    lines.push(
      `${f.winner.teamName} had the ${ordinal(f.winnerWeekRank)} best score of the week; ${f.loser.teamName} the ${ordinal(f.loserWeekRank)}.`,
    );
    // Whether the week's score won or lost: a two-week round's week neither wins nor loses.
    const decided = !f.tie && !f.round;
    if (decided && f.winnerWeekRank > f.teamsThisWeek / 2) s.luckyWinnerRank = ordinal(f.winnerWeekRank);
    if (decided && f.loserOutscored >= f.teamsThisWeek / 2) {
      s.unluckyLoserBeat = String(f.loserOutscored);
      lines.push(`${f.loser.teamName} outscored ${f.loserOutscored} other teams that week and still lost.`);
    }
    // In a tie nobody is the winner: the sides get neutral names (tieA = teamA, tieB = teamB); in a
    // two-week round's week neither (sideA = teamA, sideB = teamB), as the week's scores decide nothing.
    const [prefixA, prefixB]: [string, string] = f.round
      ? ['sideA', 'sideB']
      : f.tie
        ? ['tieA', 'tieB']
        : ['winner', 'loser'];
    addTeamSlots(s, lines, prefixA, f.winner, f.final);
    addTeamSlots(s, lines, prefixB, f.loser, f.final);
    const [winnerStar, loserStar] = [f.winner.topStarter, f.loser.topStarter];
    if (!f.tie && winnerStar && (!loserStar || winnerStar.points > loserStar.points)) {
      s.fieldStar = winnerStar.name;
      s.fieldStarPoints = pts(winnerStar.points);
      lines.push(`The best starter on the field was ${winnerStar.name} of ${f.winner.teamName}.`);
    }
  }
  return {
    subjectType,
    subjectKey,
    moment: { season: f.season, week: f.week },
    rosterIds: [f.winner.rosterId, f.loser.rosterId],
    slots: s,
    lines,
  };
}

/** Player facts of one side under a prefix (winnerStar, loserBench...), shared with the roster roast. */
export function addTeamSlots(
  s: Record<string, string>,
  lines: string[],
  prefix: string,
  t: TeamWeek,
  final: boolean,
): void {
  if (t.topStarter) {
    s[`${prefix}Star`] = t.topStarter.name;
    s[`${prefix}StarPoints`] = pts(t.topStarter.points);
    lines.push(
      `${possessive(t.teamName)} best starter: ${t.topStarter.name} (${t.topStarter.position}) with ${pts(t.topStarter.points)}.`,
    );
  }
  // While the week is played a 0 may just mean "not played yet": no duds, bench or lineup calls.
  if (!final) return;
  // "The only one who showed up": never while five teammates scored 12.9 to 16.6.
  const others = t.starters.filter((p) => p !== t.topStarter).map((p) => p.points);
  if (t.topStarter && others.length > 0 && claims.loneStar(t.topStarter.points, others)) {
    s[`${prefix}StarAlone`] = FLAG;
    lines.push(
      `Nobody else in ${possessive(t.teamName)} starting lineup scored more than ${pts(Math.max(...others))}.`,
    );
  }
  if (t.worstStarter) {
    s[`${prefix}Dud`] = t.worstStarter.name;
    s[`${prefix}DudPoints`] = pts(t.worstStarter.points);
    lines.push(
      `${possessive(t.teamName)} worst starter: ${t.worstStarter.name} (${t.worstStarter.position}) with ${pts(t.worstStarter.points)}.`,
    );
  }
  if (t.bench.length > 0) {
    s[`${prefix}BenchPoints`] = pts(t.benchPoints);
    lines.push(`${possessive(t.teamName)} bench scored ${pts(t.benchPoints)} points in all.`);
  }
  if (t.pointsLeftOnBench > 0) {
    s[`${prefix}LeftOnBench`] = pts(t.pointsLeftOnBench);
    lines.push(
      `${possessive(t.teamName)} best possible lineup would have scored ${pts(t.pointsLeftOnBench)} more: points left on the bench.`,
    );
  }
  if (t.bestBench) {
    s[`${prefix}BestBench`] = t.bestBench.name;
    s[`${prefix}BestBenchPoints`] = pts(t.bestBench.points);
    lines.push(
      `${possessive(t.teamName)} best bench player: ${t.bestBench.name} (${t.bestBench.position}) with ${pts(t.bestBench.points)}.`,
    );
  }
  if (t.benchBlunder) {
    const { benched, started } = t.benchBlunder;
    s[`${prefix}Benched`] = benched.name;
    s[`${prefix}BenchedPoints`] = pts(benched.points);
    s[`${prefix}Started`] = started.name;
    s[`${prefix}StartedPoints`] = pts(started.points);
    lines.push(
      `${t.teamName} benched ${benched.name} (${pts(benched.points)}) and started ${started.name} (${pts(started.points)}) at ${started.position}.`,
    );
  }
}
