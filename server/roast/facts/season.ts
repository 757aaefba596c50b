// Facts of one season for its recap: the history computations (server/league/season-summary.ts) give
// the standings, champion and biggest blowout; this adds what a roast also needs: last place, the
// points leaders and the unlucky, the closest game and the best and worst weekly scores.
import type { HistorySeason, HistoryStanding } from '../../../common/history';
import { formatMargin } from '../../../common/points-format';
import { countedWeeks } from '../../league/counted-weeks';
import { playedGames } from '../../league/season-games';
import { summarizeSeason, type SeasonInput } from '../../league/season-summary';
import { buildTeams } from '../../league/teams';
import { claims, closenessFlags, FLAG } from '../claims';
import { ordinal, pts, record } from '../format';
import type { FactSheet } from '../types';

export interface SeasonGame {
  week: number;
  winner: string;
  loser: string;
  winnerPoints: number;
  loserPoints: number;
  margin: number;
}

export interface WeekScore {
  teamName: string;
  points: number;
  week: number;
}

export interface SeasonFacts {
  season: string;
  teamsCount: number;
  medianSeason: boolean;
  champion: HistoryStanding | null;
  /** The champion's regular-season finish (1 = best record). */
  championSeed: number | null;
  runnerUp: HistoryStanding | null;
  regularSeasonLeader: HistoryStanding;
  lastPlace: HistoryStanding;
  mostPointsFor: HistoryStanding;
  fewestPointsFor: HistoryStanding;
  mostPointsAgainst: HistoryStanding;
  biggestBlowout: SeasonGame | null;
  closestGame: SeasonGame | null;
  bestWeek: WeekScore | null;
  worstWeek: WeekScore | null;
  /** The average team score of a regular-season week: the measure of "close" and "rout". */
  averageScore: number;
}

/** Regular-season order: wins, then ties, then points for (head-to-head records in a median season). */
const byRecord = (a: HistoryStanding, b: HistoryStanding) =>
  b.wins - a.wins || b.ties - a.ties || b.pointsFor - a.pointsFor;

export function buildSeasonFacts(input: SeasonInput): SeasonFacts {
  const summary: HistorySeason = summarizeSeason(input);
  const regular = [...summary.standings].sort(byRecord);
  const first = (compare: (a: HistoryStanding, b: HistoryStanding) => number) =>
    [...regular].sort(compare)[0];
  const leader = regular[0];
  const last = regular[regular.length - 1];
  const mostFor = first((a, b) => b.pointsFor - a.pointsFor);
  const fewestFor = first((a, b) => a.pointsFor - b.pointsFor);
  const mostAgainst = first((a, b) => b.pointsAgainst - a.pointsAgainst);
  if (!leader || !last || !mostFor || !fewestFor || !mostAgainst)
    throw new Error(`Season ${summary.season} has no teams`);

  const teams = buildTeams(input.rosters, input.users);
  const games: SeasonGame[] = [];
  const scores: WeekScore[] = [];
  const counted = countedWeeks(input.league, input.rosters, input.regularSeason);
  for (const { week, pairs } of playedGames(counted, teams, input.rosters)) {
    for (const pair of pairs) {
      for (const side of [pair.home, pair.away])
        scores.push({ teamName: side.name, points: side.points, week });
      if (pair.winnerRosterId === null) continue;
      const [w, l] =
        pair.winnerRosterId === pair.home.rosterId ? [pair.home, pair.away] : [pair.away, pair.home];
      games.push({
        week,
        winner: w.name,
        loser: l.name,
        winnerPoints: w.points,
        loserPoints: l.points,
        margin: pair.margin,
      });
    }
  }
  // Earlier week first on equal values, like the history's biggest blowout.
  const closest = [...games].sort((a, b) => a.margin - b.margin || a.week - b.week)[0] ?? null;
  const byScore = [...scores].sort((a, b) => b.points - a.points || a.week - b.week);
  const blowout = summary.biggestBlowout;
  const champion = summary.championTeam;

  return {
    season: summary.season,
    teamsCount: summary.standings.length,
    medianSeason: summary.isMedian,
    champion,
    championSeed: champion ? regular.findIndex((t) => t.rosterId === champion.rosterId) + 1 : null,
    runnerUp: summary.runnerUp,
    regularSeasonLeader: leader,
    lastPlace: last,
    mostPointsFor: mostFor,
    fewestPointsFor: fewestFor,
    mostPointsAgainst: mostAgainst,
    biggestBlowout: blowout
      ? {
          week: blowout.week,
          winner: blowout.winner.teamName,
          loser: blowout.loser.teamName,
          winnerPoints: blowout.winner.points,
          loserPoints: blowout.loser.points,
          margin: blowout.margin,
        }
      : null,
    closestGame: closest,
    averageScore: scores.reduce((sum, score) => sum + score.points, 0) / Math.max(1, scores.length),
    bestWeek: byScore[0] ?? null,
    worstWeek: byScore[byScore.length - 1] ?? null,
  };
}

const teamRecord = (t: HistoryStanding) => record(t.wins, t.losses, t.ties);

/** Template slots and prompt lines of a season recap. A slot exists only when its fact is true. */
export function seasonSheet(f: SeasonFacts): FactSheet {
  const s: Record<string, string> = {
    season: f.season,
    teamsCount: String(f.teamsCount),
    leader: f.regularSeasonLeader.teamName,
    leaderRecord: teamRecord(f.regularSeasonLeader),
    last: f.lastPlace.teamName,
    lastOwner: f.lastPlace.ownerName,
    lastRecord: teamRecord(f.lastPlace),
    lastPointsFor: pts(f.lastPlace.pointsFor),
    topScorer: f.mostPointsFor.teamName,
    topScorerPoints: pts(f.mostPointsFor.pointsFor),
    lowScorer: f.fewestPointsFor.teamName,
    lowScorerPoints: pts(f.fewestPointsFor.pointsFor),
    unlucky: f.mostPointsAgainst.teamName,
    unluckyAgainst: pts(f.mostPointsAgainst.pointsAgainst),
    unluckyRecord: teamRecord(f.mostPointsAgainst),
  };
  const lines = [
    `The ${f.season} season: ${f.teamsCount} teams.${f.medianSeason ? ' A median-scoring season; the records below are head to head only.' : ''}`,
    `Best regular-season record: ${s.leader} at ${s.leaderRecord}.`,
    `Last place: ${s.last} (owner ${s.lastOwner}) at ${s.lastRecord} with ${s.lastPointsFor} points for.`,
    `Most points for: ${s.topScorer} with ${s.topScorerPoints}. Fewest: ${s.lowScorer} with ${s.lowScorerPoints}.`,
    `Most points against: ${s.unlucky} with ${s.unluckyAgainst} against, finishing ${s.unluckyRecord}.`,
  ];
  if (f.champion && f.championSeed) {
    Object.assign(s, {
      champion: f.champion.teamName,
      championOwner: f.champion.ownerName,
      championRecord: teamRecord(f.champion),
      championPointsFor: pts(f.champion.pointsFor),
      championSeed: ordinal(f.championSeed),
    });
    lines.push(
      `Champion: ${s.champion} (owner ${s.championOwner}), ${s.championRecord} in the regular season (${s.championSeed} best record), ${s.championPointsFor} points for.`,
    );
    if (f.championSeed === 1) s.championTopSeed = f.champion.teamName;
    else s.championLowSeed = ordinal(f.championSeed);
    if (f.champion.rosterId !== f.regularSeasonLeader.rosterId)
      s.leaderNotChampion = f.regularSeasonLeader.teamName;
  }
  if (f.runnerUp) {
    s.runnerUp = f.runnerUp.teamName;
    lines.push(`Runner-up: ${s.runnerUp}, beaten in the final.`);
  }
  if (f.biggestBlowout) {
    const g = f.biggestBlowout;
    Object.assign(s, {
      blowoutWinner: g.winner,
      blowoutLoser: g.loser,
      blowoutMargin: formatMargin(g.winnerPoints, g.loserPoints),
      ...(claims.rout(g.margin, f.averageScore) ? { blowoutIsRout: FLAG } : {}),
      blowoutWeek: String(g.week),
      blowoutScore: `${pts(g.winnerPoints)} to ${pts(g.loserPoints)}`,
    });
    lines.push(
      `${s.blowoutIsRout === undefined ? 'Widest margin' : 'Biggest blowout'}: week ${g.week}, ${g.winner} beat ${g.loser} ${s.blowoutScore}, by ${s.blowoutMargin}.`,
    );
  }
  if (f.closestGame) {
    const g = f.closestGame;
    Object.assign(s, {
      closeWinner: g.winner,
      closeLoser: g.loser,
      closeMargin: formatMargin(g.winnerPoints, g.loserPoints),
      ...closenessFlags(g.margin, f.averageScore),
      closeWeek: String(g.week),
    });
    lines.push(
      s.closeNotClose === undefined
        ? `Closest game: week ${g.week}, ${g.winner} beat ${g.loser} by ${s.closeMargin}.`
        : `No game of the season was close: the smallest margin was ${g.winner} over ${g.loser} in week ${g.week}, by ${s.closeMargin}.`,
    );
  }
  if (f.bestWeek) {
    Object.assign(s, {
      bestWeekTeam: f.bestWeek.teamName,
      bestWeekPoints: pts(f.bestWeek.points),
      bestWeekWeek: String(f.bestWeek.week),
    });
    lines.push(`Best single week: ${s.bestWeekTeam} with ${s.bestWeekPoints} in week ${s.bestWeekWeek}.`);
  }
  if (f.worstWeek) {
    Object.assign(s, {
      worstWeekTeam: f.worstWeek.teamName,
      worstWeekPoints: pts(f.worstWeek.points),
      worstWeekWeek: String(f.worstWeek.week),
    });
    lines.push(`Worst single week: ${s.worstWeekTeam} with ${s.worstWeekPoints} in week ${s.worstWeekWeek}.`);
  }
  return {
    subjectType: 'season',
    subjectKey: f.season,
    moment: { season: f.season, week: 0 },
    slots: s,
    lines,
  };
}
