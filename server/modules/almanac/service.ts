// The almanac's answers (docs/decisions/0016): power rankings, head to head, records, trades, waiver moves,
// managers and any week's games. Each reads the season archives (./archive.ts) and the history, hands them to
// the pure computations of server/league, and is memoized by the identity of what it read.
import type {
  HeadToHeadResponse,
  ManagerRef,
  ManagerResponse,
  ManagersResponse,
  MovesQuery,
  MovesResponse,
  PowerRankingsResponse,
  RecordsResponse,
  TradesQuery,
  TradesResponse,
  WeekGamesResponse,
} from '../../../common/almanac';
import type { HistoryResponse } from '../../../common/history';
import type { SeasonPayouts } from '../../../common/payouts';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { InputMemo } from '../../memo';
import { sideOf } from '../../league/almanac-games';
import { bracketRoundWeeks, playoffStage } from '../../league/playoff-games';
import { weekRoundScores, withRound } from '../league/round-scores';
import { hasPlayerPoints } from '../../league/player-points';
import { draftedKeepers } from '../../league/draft-keepers';
import { headToHeadMatrix } from '../../league/head-to-head-matrix';
import {
  byMembership,
  MANAGER_ROASTS,
  managerDirectory,
  managerProfile,
  managerSummaries,
  type ManagerProfile,
} from '../../league/manager-profile';
import { managerRoasts, roastSubjectsAbout, type RoastSubject } from '../../league/manager-roasts';
import { matchupPoints, pairMatchups } from '../../league/matchups';
import { PICKUPS_PER_SEASON, scoredPickup } from '../../league/pickups';
import { weekPairs, weeksInRecords } from '../../league/playoff-odds-input';
import { FORM_WEEKS, POWER_WEIGHTS, powerRankings } from '../../league/power-rankings';
import { finalWeek } from '../../league/season-week';
import { weekIsOver } from '../../live/week-over';
import { DEFAULT_PLAYOFF_WEEK_START } from '../../league/standings';
import { involvedRosters } from '../../league/transactions';
import { verdictRecords } from '../../league/verdict-records';
import { recordBook } from '../../league/weekly-records';
import { newestRoastsOf } from '../../roast/store';
import { getHistory, leagueOfSeason } from '../history/service';
import { loadLeagueSnapshot } from '../league/snapshot';
import { playerDisplayName } from '../league/service';
import { getSeasonPayouts, payoutTablesVersion } from '../payouts/service';
import { leagueArchives, type SeasonArchive } from './archive';
import { currentRosterOf } from './current-roster';
import { allKeepers, allPickups, allTrades } from './verdicts';

const rankings = new InputMemo<PowerRankingsResponse>(4);
const directories = new InputMemo<Map<string, ManagerRef>>(4);
const matrices = new InputMemo<HeadToHeadResponse>(4);
const recordBooks = new InputMemo<RecordsResponse>(4);
const tradeLists = new InputMemo<TradesResponse>(256);
const moveLists = new InputMemo<MovesResponse>(256);
const managerLists = new InputMemo<ManagersResponse>(4);
const profiles = new InputMemo<ManagerProfile | null>(64);
const roastSubjects = new InputMemo<RoastSubject[]>(64);
const weekGames = new InputMemo<WeekGamesResponse>(32);

// ---------------------------------------------------------------------------------------------------
// Power rankings of the season in progress

export async function getPowerRankings(ctx: AppContext): Promise<PowerRankingsResponse> {
  const { league, rosters, users, teams, provisionalWeeks } = await loadLeagueSnapshot(ctx);
  // The weeks in the records as of now, as the standings count them (docs/decisions/0037).
  const start = league.settings.start_week ?? 1;
  const weekNumbers = Array.from({ length: weeksInRecords(league, rosters) }, (_, i) => start + i);
  const matchups = await Promise.all(weekNumbers.map((week) => ctx.sleeper.matchups(ctx.leagueId, week)));
  return rankings.get(ctx.leagueId, [league, rosters, users, ...matchups], () => ({
    season: league.season,
    weeks: weekNumbers,
    provisionalWeeks,
    formWeeks: FORM_WEEKS,
    weights: POWER_WEIGHTS,
    teams: powerRankings(
      weekNumbers.map((week, i) => ({ week, matchups: matchups[i]! })),
      teams,
    ).map((row) => ({ ...row, avatar: teams.get(row.rosterId)?.avatar ?? null })),
  }));
}

// ---------------------------------------------------------------------------------------------------
// Managers and head to head (all seasons)

interface Almanac {
  archives: SeasonArchive[];
  history: HistoryResponse;
  managers: Map<string, ManagerRef>;
}

async function loadAlmanac(ctx: AppContext): Promise<Almanac> {
  const [archives, history] = await Promise.all([leagueArchives(ctx), getHistory(ctx)]);
  const managers = directories.get(ctx.leagueId, [history, ...archives], () => {
    // Avatars: each person's newest.
    const avatars = new Map<string, string | null>();
    for (const archive of archives) {
      for (const team of archive.teams.values()) {
        if (team.ownerId && !avatars.has(team.ownerId)) avatars.set(team.ownerId, team.avatar);
      }
    }
    return managerDirectory(history.seasons, avatars);
  });
  return { archives, history, managers };
}

const allGames = (archives: readonly SeasonArchive[]) => archives.flatMap((a) => a.games);

export async function getHeadToHead(ctx: AppContext): Promise<HeadToHeadResponse> {
  const { archives, managers } = await loadAlmanac(ctx);
  return matrices.get(ctx.leagueId, [managers, ...archives], () => ({
    managers: [...managers.values()].sort(byMembership),
    cells: headToHeadMatrix(allGames(archives)),
  }));
}

export async function getManagers(ctx: AppContext): Promise<ManagersResponse> {
  const { history, managers } = await loadAlmanac(ctx);
  return managerLists.get(ctx.leagueId, [history, managers], () => ({
    managers: managerSummaries(managers, history.careers),
  }));
}

/** Every season's payouts (the payouts module's table per season), keyed by season. */
async function payoutsBySeason(
  ctx: AppContext,
  history: HistoryResponse,
): Promise<Map<string, SeasonPayouts>> {
  // Imported seasons (before Sleeper) have no payout table.
  const sleeper = history.seasons.filter((s) => !s.imported);
  const all = await Promise.all(sleeper.map((s) => getSeasonPayouts(ctx, s.season)));
  return new Map(all.map((p) => [p.season, p]));
}

/** Each season's rosters with their owners, its last week and the games of its weeks played, and every
 * transaction's rosters. */
function roastContextOf(archives: readonly SeasonArchive[]) {
  return {
    seasons: archives.map((a) => ({
      season: a.league.season,
      lastWeek: finalWeek(a.league),
      owners: new Map([...a.teams.values()].map((t) => [t.rosterId, t.ownerId])),
      played: new Map(a.weeks.map((week) => [week.week, weekPairs(week).games])),
    })),
    transactions: new Map(
      archives.flatMap((a) =>
        a.transactions.map((tx) => [
          tx.transaction_id,
          { season: a.league.season, week: tx.leg ?? null, rosterIds: involvedRosters(tx) },
        ]),
      ),
    ),
  };
}

export async function getManager(ctx: AppContext, userId: string): Promise<ManagerResponse> {
  const { archives, history, managers } = await loadAlmanac(ctx);
  if (!managers.has(userId)) throw notFound(`No manager ${userId} has played in this league.`);
  // Payout tables are edited by admins: what is stored is part of the page's inputs. A page known for
  // these inputs is sent without reading every season's payouts again.
  const inputs = [history, managers, ...archives, payoutTablesVersion(ctx)];
  const profile =
    profiles.peek(userId, inputs) ??
    (await (async () => {
      const payouts = await payoutsBySeason(ctx, history);
      return profiles.get(userId, inputs, () => {
        const games = allGames(archives);
        return managerProfile({
          ownerId: userId,
          managers,
          career: [...history.careers.current, ...history.careers.past].find((c) => c.ownerId === userId)!,
          seasons: history.seasons,
          payouts,
          games,
          cells: headToHeadMatrix(games),
          trades: allTrades(ctx, archives),
          pickups: allPickups(ctx, archives),
          draftedKeepers: draftedKeepers(archives.map((a) => a.draft)),
        });
      });
    })());
  if (!profile) throw notFound(`No manager ${userId} has played in this league.`);
  // The roasts are read for every answer, through the subject index (docs/decisions/0021): a new roast
  // rebuilds nothing, and the read costs the same whatever the roasts table holds.
  const subjects = roastSubjects.get(userId, archives, () =>
    roastSubjectsAbout(userId, roastContextOf(archives)),
  );
  const rows = newestRoastsOf(
    ctx.db,
    ctx.leagueId,
    subjects.map((s) => [s.type, s.key] as const),
    MANAGER_ROASTS,
  );
  return {
    ...profile,
    roasts: managerRoasts(rows, subjects),
    currentRoster: await currentRosterOf(ctx, userId),
  };
}

// ---------------------------------------------------------------------------------------------------
// Records and trades

export async function getRecords(ctx: AppContext): Promise<RecordsResponse> {
  const archives = await leagueArchives(ctx);
  return recordBooks.get(ctx.leagueId, archives, () => {
    const trades = allTrades(ctx, archives);
    const keepers = allKeepers(ctx, archives);
    return {
      allTime: { ...recordBook(allGames(archives), true), ...verdictRecords(trades, keepers) },
      seasons: archives.map(({ league, games, over }) => ({
        season: league.season,
        records: {
          ...recordBook(games, !over),
          ...verdictRecords(
            trades.filter((t) => t.season === league.season),
            keepers.filter((k) => k.season === league.season),
          ),
        },
      })),
    };
  });
}

/** Whether a trade or a pickup matches the season and manager filters. */
const matches = (query: TradesQuery, season: string, ownerIds: ReadonlyArray<string | null>) =>
  (!query.season || season === query.season) && (!query.manager || ownerIds.includes(query.manager));

export async function getTrades(ctx: AppContext, query: TradesQuery): Promise<TradesResponse> {
  const { archives, managers } = await loadAlmanac(ctx);
  const key = `${query.season ?? '*'}:${query.manager ?? '*'}`;
  return tradeLists.get(key, [managers, ...archives], () => {
    const all = allTrades(ctx, archives);
    const traders = new Set(
      all.flatMap((t) => t.sides.flatMap((side) => (side.ownerId ? [side.ownerId] : []))),
    );
    return {
      seasons: [...new Set(all.map((t) => t.season))],
      managers: [...managers.values()].filter((m) => traders.has(m.ownerId)).sort(byMembership),
      trades: all.filter((t) =>
        matches(
          query,
          t.season,
          t.sides.map((side) => side.ownerId),
        ),
      ),
    };
  });
}

/** The best waiver pickups of each season (the "Moves" page). */
export async function getMoves(ctx: AppContext, query: MovesQuery): Promise<MovesResponse> {
  const { archives, managers } = await loadAlmanac(ctx);
  const key = `${query.season ?? '*'}:${query.manager ?? '*'}`;
  return moveLists.get(key, [managers, ...archives], () => {
    const all = allPickups(ctx, archives).filter(scoredPickup);
    const pickers = new Set(all.map((p) => p.ownerId));
    const perSeason = new Map<string, number>();
    return {
      seasons: [...new Set(all.map((p) => p.season))],
      managers: [...managers.values()].filter((m) => pickers.has(m.ownerId)).sort(byMembership),
      // allPickups is newest season first, then best first: keep each season's first ones.
      pickups: all.filter((p) => {
        if (!matches(query, p.season, [p.ownerId])) return false;
        const kept = perSeason.get(p.season) ?? 0;
        perSeason.set(p.season, kept + 1);
        return kept < PICKUPS_PER_SEASON;
      }),
    };
  });
}

// ---------------------------------------------------------------------------------------------------
// The games of any week of any season (the target of every record's link)

export async function getWeekGames(
  ctx: AppContext,
  season: string,
  week: number,
): Promise<WeekGamesResponse> {
  const league = await leagueOfSeason(ctx, season);
  if (week > finalWeek(league))
    throw notFound(`Week ${week} is after the last week of the ${season} season.`);
  const [snapshot, rows, winnersBracket] = await Promise.all([
    loadLeagueSnapshot(ctx, league.league_id),
    ctx.sleeper.matchups(league.league_id, week),
    ctx.sleeper.winnersBracket(league.league_id),
  ]);
  const playoffStart = league.settings.playoff_week_start || DEFAULT_PLAYOFF_WEEK_START;
  const playoffWeek = week >= playoffStart;
  const roundWeeks = bracketRoundWeeks(league, winnersBracket);
  const roundOf = await weekRoundScores(ctx, league, week, rows, winnersBracket);
  const rowOf = new Map(rows.map((row) => [row.roster_id, row]));
  const starterIds = rows.flatMap((row) => row.starters ?? []).filter((id) => id !== '0');
  const directory = await ctx.sleeper.players(starterIds);
  const complete =
    weekIsOver(ctx, league, snapshot.state, week) && rows.some((row) => matchupPoints(row) > 0);
  const inputs = [
    snapshot.state,
    snapshot.league,
    snapshot.rosters,
    snapshot.users,
    rows,
    winnersBracket,
    complete,
  ];
  return weekGames.get(`${season}:${week}`, inputs, () => {
    const box = (rosterId: number) => {
      const row = rowOf.get(rosterId)!;
      const scored = hasPlayerPoints(row);
      return {
        ...sideOf(row, snapshot.teams, snapshot.rosters, league),
        avatar: snapshot.teams.get(rosterId)?.avatar ?? null,
        starters: (row.starters ?? [])
          .filter((id) => id !== '0')
          .map((playerId) => ({
            playerId,
            name: playerDisplayName(directory.get(playerId), playerId),
            position: directory.get(playerId)?.position ?? null,
            points: scored ? (row.players_points?.[playerId] ?? 0) : null,
          })),
      };
    };
    const { pairs } = pairMatchups(rows, snapshot.teams, snapshot.rosters);
    return {
      season,
      week,
      lastWeek: finalWeek(league),
      playoffWeek,
      complete,
      games: pairs.map((pair) => {
        const [a, b] = [pair.home.rosterId, pair.away.rosterId];
        const stage = playoffStage(roundWeeks, winnersBracket, week, a, b);
        const game = {
          matchupId: pair.matchupId,
          playoffs: stage !== null && stage !== 'Consolation',
          home: box(a),
          away: box(b),
          winnerRosterId: pair.winnerRosterId,
          margin: pair.margin,
        };
        return withRound(game, roundOf(a, b));
      }),
      // In a playoff week a team without a game is out of the bracket, not on a bye.
      byes: playoffWeek
        ? []
        : rows
            .filter((row) => row.matchup_id === null || row.matchup_id === undefined)
            .map((row) => box(row.roster_id)),
    };
  });
}
