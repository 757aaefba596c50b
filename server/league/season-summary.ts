// One season of the league history (docs/product.md §3 "League history season", D8): final standings with the
// playoff finish, champion, runner-up and third place, points, the biggest blowout, and for a median
// season the head-to-head record next to Sleeper's record with the median.
import type { HistoryBlowout, HistorySeason, HistoryStanding, TeamRef } from '../../common/history';
import type {
  SleeperBracketMatch,
  SleeperLeague,
  SleeperLeagueUser,
  SleeperRoster,
} from '../sleeper/schemas';
import { biggestBlowout } from './blowouts';
import { countedWeeks } from './counted-weeks';
import { isFinalPlayed, playoffFinish } from './brackets';
import { headToHeadRecords } from './head-to-head';
import { pointsAgainst, pointsFor, round2 } from './points';
import { playedGames, type WeekMatchups } from './season-games';
import { finalWeek } from './season-week';
import { isMedianSeason } from './format';
import { DEFAULT_PLAYOFF_WEEK_START } from './standings';
import { buildTeams, type TeamIdentity } from './teams';

export interface SeasonInput {
  league: SleeperLeague;
  rosters: readonly SleeperRoster[];
  users: readonly SleeperLeagueUser[];
  winnersBracket: readonly SleeperBracketMatch[];
  /**
   * The matchups of the weeks before the playoffs, from week 1 (./counted-weeks.ts: weeksBeforePlayoffs);
   * the weeks the provider's records count are taken from them.
   */
  regularSeason: readonly WeekMatchups[];
}

function refOf(team: TeamIdentity): TeamRef {
  return {
    rosterId: team.rosterId,
    ownerId: team.ownerId,
    teamName: team.teamName,
    ownerName: team.ownerDisplayName,
  };
}

/** Rank: teams placed by the bracket first (by place), then the rest by wins, ties, points for. */
function compareRows(a: Omit<HistoryStanding, 'rank'>, b: Omit<HistoryStanding, 'rank'>): number {
  const placeA = a.playoffFinish ?? Number.POSITIVE_INFINITY;
  const placeB = b.playoffFinish ?? Number.POSITIVE_INFINITY;
  if (placeA !== placeB) return placeA - placeB;
  return b.wins - a.wins || b.ties - a.ties || b.pointsFor - a.pointsFor || a.rosterId - b.rosterId;
}

export function summarizeSeason(input: SeasonInput): HistorySeason {
  const { league, rosters } = input;
  const teams = buildTeams(rosters, input.users);
  const median = isMedianSeason(league);
  const games = playedGames(countedWeeks(league, rosters, input.regularSeason), teams, rosters);
  const headToHead = median ? headToHeadRecords(games) : null;
  const finish = playoffFinish(input.winnersBracket);
  // Placements count once the final is played (a fifth-place game decided a round before it is no
  // final finish yet), whether or not the provider has marked the league complete.
  const complete = isFinalPlayed(league, input.winnersBracket);

  const rows = rosters.map((roster): Omit<HistoryStanding, 'rank'> => {
    const team = teams.get(roster.roster_id)!;
    const s = roster.settings;
    const sleeper = { wins: s.wins, losses: s.losses, ties: s.ties };
    const own = headToHead ? (headToHead.get(roster.roster_id) ?? { wins: 0, losses: 0, ties: 0 }) : sleeper;
    return {
      ...refOf(team),
      ...own,
      withMedian: sleeper,
      pointsFor: pointsFor(roster),
      pointsAgainst: pointsAgainst(roster),
      playoffFinish: complete ? (finish.placements.get(roster.roster_id) ?? null) : null,
    };
  });
  const standings = rows.sort(compareRows).map((row, index) => ({ rank: index + 1, ...row }));
  const byRoster = new Map(standings.map((row) => [row.rosterId, row]));
  const find = (rosterId: number | null) => (rosterId === null ? null : (byRoster.get(rosterId) ?? null));

  const totalPoints = round2(standings.reduce((sum, row) => sum + row.pointsFor, 0));
  const blowout = biggestBlowout(games);
  let biggest: HistoryBlowout | null = null;
  if (blowout) {
    const winner = teams.get(blowout.winnerRosterId);
    const loser = teams.get(blowout.loserRosterId);
    if (winner && loser) {
      biggest = {
        week: blowout.week,
        margin: blowout.margin,
        winner: { ...refOf(winner), points: blowout.winnerPoints },
        loser: { ...refOf(loser), points: blowout.loserPoints },
      };
    }
  }
  const championTeam = find(finish.champion);
  const byes = games.flatMap(({ week, byes: weekByes }) =>
    weekByes.flatMap((bye) => {
      const team = teams.get(bye.rosterId);
      return team ? [{ ...refOf(team), week, points: bye.points }] : [];
    }),
  );
  return {
    season: league.season,
    leagueId: league.league_id,
    name: league.name,
    status: league.status,
    isComplete: complete,
    isMedian: median,
    totalRosters: league.total_rosters,
    playoffWeekStart: league.settings.playoff_week_start || DEFAULT_PLAYOFF_WEEK_START,
    finalWeek: finalWeek(league),
    totalPoints,
    avgPoints: standings.length > 0 ? round2(totalPoints / standings.length) : 0,
    champion: championTeam?.teamName ?? null,
    championOwner: championTeam?.ownerName ?? null,
    championTeam,
    runnerUp: find(finish.runnerUp),
    thirdPlace: find(finish.thirdPlace),
    standings,
    biggestBlowout: biggest,
    byes,
  };
}
