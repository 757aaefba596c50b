// The whole history answer from the season summaries (newest first): careers, leaders, trends, totals
// and records. Pure: the history module fetches and caches, this only computes.
import type { HistoryResponse, HistorySeason } from '../../common/history';
import { careerTotals } from './careers';
import { championshipLeaders, leagueTotals, seasonTrends, singleSeasonRecords } from './history-stats';

export function buildHistory(leagueId: string, seasons: readonly HistorySeason[]): HistoryResponse {
  const careers = careerTotals(seasons);
  const leaders = championshipLeaders(seasons);
  const latest = seasons.find((season) => season.championTeam !== null);
  const top = leaders[0];
  // Several managers with the most titles share the tile.
  const tied = leaders
    .slice(1)
    .filter((leader) => leader.count === top?.count)
    .map(({ ownerId, ownerName }) => ({ ownerId, ownerName }));
  return {
    leagueId,
    seasons: [...seasons],
    medianSeasons: seasons.filter((season) => season.isMedian).map((season) => season.season),
    overview: {
      totalSeasons: seasons.length,
      latestChampion:
        latest?.championTeam != null
          ? {
              season: latest.season,
              ownerId: latest.championTeam.ownerId,
              teamName: latest.championTeam.teamName,
              ownerName: latest.championTeam.ownerName,
            }
          : null,
      mostChampionships: top
        ? {
            ownerId: top.ownerId,
            ownerName: top.ownerName,
            count: top.count,
            ...(tied.length > 0 ? { tiedWith: tied } : {}),
          }
        : null,
    },
    championshipLeaders: leaders,
    trends: seasonTrends(seasons, careers),
    totals: leagueTotals(seasons),
    careers,
    records: singleSeasonRecords(seasons),
  };
}
