// Imported seasons (seasons before Sleeper) as history seasons, so careers, champions and the
// season-level records count them with the same code as the Sleeper seasons. What the CSV cannot say
// stays empty: no weeks (so no blowout or weekly record), no playoff places but the champion's.
import type { HistorySeason, HistoryStanding } from '../../common/history';
import type { ImportedTeam } from './imported-seasons';
import { round2 } from './points';

function standingOf(team: ImportedTeam): HistoryStanding {
  const record = { wins: team.wins, losses: team.losses, ties: team.ties };
  return {
    rank: team.rank,
    // No roster ids before Sleeper: the rank is unique within the season, which is all it keys.
    rosterId: team.rank,
    ownerId: team.ownerId,
    teamName: team.teamName,
    ownerName: team.managerName,
    ...record,
    withMedian: record,
    pointsFor: team.pointsFor,
    pointsAgainst: team.pointsAgainst,
    playoffFinish: team.isChampion ? 1 : null,
    payout: team.payout,
  };
}

/** One season's teams (any order) as the history shows it. */
export function importedHistorySeason(
  leagueId: string,
  season: string,
  teams: readonly ImportedTeam[],
): HistorySeason {
  const standings = [...teams].sort((a, b) => a.rank - b.rank).map(standingOf);
  const champion = standings.find((row) => row.playoffFinish === 1) ?? null;
  const totalPoints = round2(standings.reduce((sum, row) => sum + row.pointsFor, 0));
  return {
    season,
    leagueId,
    name: `${season} (imported)`,
    status: 'complete',
    isComplete: true,
    isMedian: false,
    totalRosters: standings.length,
    playoffWeekStart: 0,
    finalWeek: 0,
    totalPoints,
    avgPoints: standings.length > 0 ? round2(totalPoints / standings.length) : 0,
    champion: champion?.teamName ?? null,
    championOwner: champion?.ownerName ?? null,
    championTeam: champion,
    runnerUp: null,
    thirdPlace: null,
    standings,
    biggestBlowout: null,
    imported: true,
  };
}

/** Every imported season, newest first (the history's order). */
export function importedHistorySeasons(leagueId: string, teams: readonly ImportedTeam[]): HistorySeason[] {
  const bySeason = new Map<string, ImportedTeam[]>();
  for (const team of teams) bySeason.set(team.season, [...(bySeason.get(team.season) ?? []), team]);
  return [...bySeason.keys()]
    .sort((a, b) => b.localeCompare(a))
    .map((season) => importedHistorySeason(leagueId, season, bySeason.get(season)!));
}

/**
 * Imported seasons with each matched manager named as Sleeper names them (the newest Sleeper season's
 * owner name: "BigPlayBrenda", where the CSV may say "bigplaybrenda"), so one member reads the same
 * in every season, the champions' list and the career totals.
 */
export function namedAsInSleeper(
  imported: readonly HistorySeason[],
  sleeperSeasons: readonly HistorySeason[],
): HistorySeason[] {
  const names = new Map<string, string>();
  for (const row of sleeperSeasons.flatMap((season) => season.standings)) {
    if (row.ownerId && !names.has(row.ownerId)) names.set(row.ownerId, row.ownerName);
  }
  const rename = (row: HistoryStanding): HistoryStanding => ({
    ...row,
    ownerName: (row.ownerId && names.get(row.ownerId)) || row.ownerName,
  });
  return imported.map((season) => {
    const championTeam = season.championTeam ? rename(season.championTeam) : null;
    return {
      ...season,
      standings: season.standings.map(rename),
      championTeam,
      championOwner: championTeam?.ownerName ?? season.championOwner,
    };
  });
}
