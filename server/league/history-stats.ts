// League-wide statistics of the history page: overview, championship leaders, season trends, league
// totals and single-season records, all derived from the season summaries and career totals.
import type { HistoryResponse, HistorySeason, HistoryStanding, SeasonMark } from '../../common/history';
import type { Careers } from './careers';
import { topMark } from './marks';
import { round2 } from './points';

type Records = HistoryResponse['records'];
type Trends = HistoryResponse['trends'];

const markOf = (
  season: string | null,
  row: { ownerId: string | null; teamName: string; ownerName: string },
  value: number,
): SeasonMark => ({
  season,
  ownerId: row.ownerId,
  teamName: row.teamName,
  ownerName: row.ownerName,
  value,
});

/** The highest value over every season's rows, the earliest first, with whoever equals it. */
function bestRow(
  seasons: readonly HistorySeason[],
  value: (row: HistoryStanding) => number,
): SeasonMark | null {
  return topMark(
    [...seasons]
      .reverse()
      .flatMap((season) => season.standings.map((row) => markOf(season.season, row, value(row)))),
  );
}

export function championshipLeaders(
  seasons: readonly HistorySeason[],
): HistoryResponse['championshipLeaders'] {
  const leaders = new Map<string, { ownerId: string; ownerName: string; count: number; seasons: string[] }>();
  for (const season of [...seasons].reverse()) {
    const champ = season.championTeam;
    if (!champ?.ownerId) continue;
    const leader = leaders.get(champ.ownerId) ?? {
      ownerId: champ.ownerId,
      ownerName: champ.ownerName,
      count: 0,
      seasons: [],
    };
    leader.ownerName = champ.ownerName;
    leader.count += 1;
    leader.seasons.push(season.season);
    leaders.set(champ.ownerId, leader);
  }
  return [...leaders.values()].sort((a, b) => b.count - a.count || a.ownerName.localeCompare(b.ownerName));
}

export function singleSeasonRecords(seasons: readonly HistorySeason[]): Records {
  return {
    mostWins: bestRow(seasons, (row) => row.wins),
    mostLosses: bestRow(seasons, (row) => row.losses),
    mostWinsWithMedian: bestRow(seasons, (row) => row.withMedian.wins),
    mostLossesWithMedian: bestRow(seasons, (row) => row.withMedian.losses),
    mostPointsFor: bestRow(seasons, (row) => row.pointsFor),
    mostPointsAgainst: bestRow(seasons, (row) => row.pointsAgainst),
  };
}

function bestCareer(careers: Careers, value: (c: Careers['current'][number]) => number): SeasonMark | null {
  return topMark([...careers.current, ...careers.past].map((career) => markOf(null, career, value(career))));
}

export function seasonTrends(seasons: readonly HistorySeason[], careers: Careers): Trends {
  let highest: Trends['highestScoringSeason'] = null;
  for (const season of seasons) {
    if (highest === null || season.totalPoints > highest.totalPoints) {
      highest = { season: season.season, totalPoints: season.totalPoints };
    }
  }
  const sides = seasons.reduce(
    (sum, season) => sum + season.standings.reduce((s, row) => s + row.wins + row.losses + row.ties, 0),
    0,
  );
  return {
    highestScoringSeason: highest,
    totalGamesPlayed: Math.floor(sides / 2),
    mostWinsAllTime: bestCareer(careers, (c) => c.wins),
    mostLossesAllTime: bestCareer(careers, (c) => c.losses),
    mostPointsAgainstAllTime: bestCareer(careers, (c) => c.pointsAgainst),
    highestSingleSeasonPoints: bestRow(seasons, (row) => row.pointsFor),
    mostWinsSingleSeason: bestRow(seasons, (row) => row.wins),
  };
}

export function leagueTotals(seasons: readonly HistorySeason[]): HistoryResponse['totals'] {
  const totals = { wins: 0, losses: 0, ties: 0, pointsFor: 0, pointsAgainst: 0 };
  for (const season of seasons) {
    for (const row of season.standings) {
      totals.wins += row.wins;
      totals.losses += row.losses;
      totals.ties += row.ties;
      totals.pointsFor += row.pointsFor;
      totals.pointsAgainst += row.pointsAgainst;
    }
  }
  totals.pointsFor = round2(totals.pointsFor);
  totals.pointsAgainst = round2(totals.pointsAgainst);
  return totals;
}
