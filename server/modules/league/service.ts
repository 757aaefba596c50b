// The dashboard's answers: each loads what it needs through the cached gateway and hands the rules to
// the pure computations of server/league. Routes stay thin (validate, delegate).
import type {
  DirectoryPlayer,
  LeagueResponse,
  LeagueUserResponse,
  MatchupPair,
  MatchupsResponse,
  NflStateResponse,
  RosterPlayer,
  RosterPlayersResponse,
  RosterResponse,
  Standing,
  TeamOutlook,
  Transaction,
  TransactionsQuery,
} from '../../../common/league';
import { lineupOutlook, winChanceOf, type LineupOutlook } from '../../league/live-outlook';
import type { AppContext } from '../../context';
import { liveMaxAge } from '../../live/live-reads';
import { InputMemo } from '../../memo';
import { notFound } from '../../http/errors';
import { startingSlots } from '../../league/lineup';
import { pairMatchups, summarizeWeek, toEntries } from '../../league/matchups';
import { finalMatchupIds } from '../../league/game-final';
import { weekRoundScores, withRound } from './round-scores';
import { rosterPlayerOf } from '../../league/roster-player';
import { pointsAgainst, pointsFor } from '../../league/points';
import { buildRosterWeek } from '../../league/roster-week';
import { setAsideOf } from '../../league/set-aside';
import { dashboardWeek, finalWeek, isSeasonOver } from '../../league/season-week';
import { nflGameOf } from '../../live/nfl-game';
import { weekIsOver } from '../../live/week-over';
import { computeStandings, DEFAULT_PLAYOFF_TEAMS, DEFAULT_PLAYOFF_WEEK_START } from '../../league/standings';
import {
  effectiveTime,
  involvedRosters,
  playerIdsOf,
  sortAndFilterTransactions,
  transactionSubLine,
  transactionTeams,
  transactionTitle,
  transactionType,
} from '../../league/transactions';
import type { PlayerInfo } from '../../sleeper/gateway';
import type { SleeperTransaction } from '../../sleeper/schemas';
import { latestTransactionRoasts } from './roast-commentary';
import { loadLeagueSnapshot, type LeagueSnapshot } from './snapshot';
import { correctedGames } from './final-results';
import { weekProjections } from './week-projections';
import { starterIds, startersGames, type StarterGame } from './starter-games';
import { formatOffers, isMedianSeason, leagueFormat } from '../../league/format';

export async function getNflState(ctx: AppContext): Promise<NflStateResponse> {
  const state = await ctx.sleeper.state();
  const seasonType = state.season_type ?? 'regular';
  const inSeason = (seasonType === 'regular' || seasonType === 'post') && state.week >= 1;
  const gamesOn = inSeason && ctx.gameClock.decide(ctx.clock.now(), state).open;
  return { week: state.week, season: state.season, seasonType, gamesOn };
}

export async function getLeague(ctx: AppContext): Promise<LeagueResponse> {
  const [state, league, users] = await Promise.all([
    ctx.sleeper.state(),
    ctx.sleeper.league(ctx.leagueId),
    ctx.sleeper.users(ctx.leagueId),
  ]);
  const format = leagueFormat(league);
  return {
    id: league.league_id,
    name: league.name,
    totalRosters: league.total_rosters,
    season: league.season,
    status: league.status,
    avatar: league.avatar ?? null,
    week: dashboardWeek(league, state),
    playoffWeekStart: league.settings.playoff_week_start || DEFAULT_PLAYOFF_WEEK_START,
    finalWeek: finalWeek(league),
    playoffTeams: league.settings.playoff_teams || DEFAULT_PLAYOFF_TEAMS,
    medianScoring: isMedianSeason(league),
    managers: users.length,
    format,
    offers: formatOffers(format),
  };
}

export async function getRosters(ctx: AppContext): Promise<RosterResponse[]> {
  const snapshot = await loadLeagueSnapshot(ctx);
  const draftId = snapshot.league.draft_id;
  const picks = draftId ? await ctx.sleeper.draftPicks(draftId) : [];
  return [...snapshot.rosters]
    .sort((a, b) => a.roster_id - b.roster_id)
    .map((roster) => {
      const team = snapshot.teams.get(roster.roster_id)!;
      return {
        rosterId: roster.roster_id,
        ownerId: team.ownerId,
        teamName: team.teamName,
        ownerDisplayName: team.ownerDisplayName,
        username: team.username,
        avatar: team.avatar,
        wins: roster.settings.wins,
        losses: roster.settings.losses,
        ties: roster.settings.ties,
        pointsFor: pointsFor(roster),
        pointsAgainst: pointsAgainst(roster),
        keepers: picks
          .filter((pick) => pick.is_keeper === true && pick.roster_id === roster.roster_id)
          .map((pick) => ({ round: pick.round, player_id: pick.player_id })),
      };
    });
}

export async function getUsers(ctx: AppContext): Promise<LeagueUserResponse[]> {
  const users = await ctx.sleeper.users(ctx.leagueId);
  return users.map((user) => ({
    id: user.user_id,
    username: user.username?.trim() || user.display_name,
    displayName: user.display_name,
    avatar: user.metadata?.avatar?.trim() || user.avatar || null,
    email: null,
    teamName: user.metadata?.team_name?.trim() || null,
  }));
}

export async function getStandings(ctx: AppContext): Promise<Standing[]> {
  const { league, rosters, teams } = await loadLeagueSnapshot(ctx);
  return computeStandings(league, rosters, teams);
}

/**
 * A week's matchups and summary. `maxAgeMs` re-reads the week's scores from the provider when the
 * copy is older (the live poller; page loads too while games are on). The current week counts as complete once the game clock says its
 * last game window is over, before the provider's calendar moves on.
 */
export async function getMatchups(
  ctx: AppContext,
  week: number,
  maxAgeMs?: number,
): Promise<MatchupsResponse> {
  const [state, league] = await Promise.all([ctx.sleeper.state(), ctx.sleeper.league(ctx.leagueId)]);
  if (week > finalWeek(league)) throw notFound(`Week ${week} is after the last week of the season.`);
  const rows = await ctx.sleeper.matchups(
    ctx.leagueId,
    week,
    maxAgeMs ?? liveMaxAge(ctx, week, dashboardWeek(league, state), state),
  );
  // The records after the week's newest scores are read: a week final this moment counts its final
  // scores in the cards' records (docs/decisions/0037), not the copy read before its last whistle.
  const snapshot = await loadLeagueSnapshot(ctx);
  const entries = toEntries(rows);
  const paired = pairMatchups(rows, snapshot.teams, snapshot.rosters);
  const roundOf = await weekRoundScores(ctx, league, week, rows);
  const pairs = paired.pairs.map((pair) => withRound(pair, roundOf(pair.home.rosterId, pair.away.rosterId)));
  const { byes } = paired;
  // Points exist somewhere in the season once any roster has points for (Sleeper's own totals).
  const seasonHasScores = snapshot.rosters.some((r) => pointsFor(r) > 0);
  const complete = weekIsOver(ctx, league, state, week);
  // Before the week's games: when its first window opens (the game clock knows the current week's).
  const kickoffAt =
    week === snapshot.week
      ? (ctx.gameClock.decide(ctx.clock.now(), state).nextOpenAt?.toISOString() ?? null)
      : null;
  const pairIds = pairs.map((pair) => pair.matchupId);
  const live = !complete && entries.some((entry) => entry.points > 0);
  // While the week is played, each starter's game decides which games are over on their own.
  const games = live ? await startersGames(ctx, { week, current: snapshot.week, over: false }, rows) : null;
  const finalIds = finalMatchupIds(pairs, complete, games);
  // The season in progress keeps each game's first final result, to say when a stat correction
  // turns it (./final-results.ts); a finished season's results are the provider's for good.
  const correctedIds = isSeasonOver(league, state)
    ? []
    : correctedGames(
        ctx.db,
        league.league_id,
        week,
        pairs
          .filter((pair) => finalIds.includes(pair.matchupId))
          .map((pair) => ({ matchupId: pair.matchupId, winnerRosterId: pair.winnerRosterId })),
      );
  const summary = summarizeWeek(entries, pairIds, complete, seasonHasScores, {
    kickoffAt,
    finalIds,
    correctedIds,
  });
  return {
    week,
    season: league.season,
    entries,
    pairs,
    byes,
    summary,
    outlooks: games ? await teamOutlooks(ctx, snapshot, week, games, pairs) : [],
  };
}

/**
 * Each paired team's outlook while the week is played (server/league/live-outlook.ts), from the same
 * points, projections and games the roster dialog shows; none when a starter's game is not known.
 */
async function teamOutlooks(
  ctx: AppContext,
  snapshot: LeagueSnapshot,
  week: number,
  games: ReadonlyMap<number, readonly StarterGame[]>,
  pairs: readonly MatchupPair[],
): Promise<TeamOutlook[]> {
  const ids = [...games.values()].flatMap((starters) => starters.map((s) => s.playerId));
  const projections = await weekProjections(ctx, snapshot.league, week, ids);
  const outlookOf = (rosterId: number) =>
    lineupOutlook(
      (games.get(rosterId) ?? []).map(({ playerId, points, game, clock }) => ({
        points,
        projectedPoints: projections.of(playerId),
        game,
        clock,
      })),
    );
  const outlooks: TeamOutlook[] = [];
  for (const pair of pairs) {
    const [home, away] = [outlookOf(pair.home.rosterId), outlookOf(pair.away.rosterId)];
    if (!home || !away) continue;
    const chance = winChanceOf(home, away);
    const gameOver = home.playersLeft === 0 && away.playersLeft === 0;
    const shown = (rosterId: number, o: LineupOutlook, winChance: number): TeamOutlook => ({
      rosterId,
      playersLeft: o.playersLeft,
      projectedFinal: o.projectedFinal,
      winChance,
      gameOver,
    });
    outlooks.push(shown(pair.home.rosterId, home, chance), shown(pair.away.rosterId, away, 1 - chance));
  }
  return outlooks;
}

/** Display name of a player: 'First Last', else the full name, else the id (a DEF team code). */
export function playerDisplayName(info: PlayerInfo | undefined, playerId: string): string {
  const name = [info?.firstName, info?.lastName].filter(Boolean).join(' ').trim();
  return name || info?.fullName || playerId;
}

const seasonTransactionLists = new InputMemo<SleeperTransaction[]>();

/** Every transaction of the season (each week's round; offseason moves are in round 1). */
async function seasonTransactions(ctx: AppContext): Promise<SleeperTransaction[]> {
  const [state, league] = await Promise.all([ctx.sleeper.state(), ctx.sleeper.league(ctx.leagueId)]);
  const lastRound = isSeasonOver(league, state) ? finalWeek(league) : dashboardWeek(league, state);
  const rounds = Array.from({ length: Math.max(1, lastRound) }, (_, i) => i + 1);
  const perRound = await Promise.all(rounds.map((round) => ctx.sleeper.transactions(ctx.leagueId, round)));
  return seasonTransactionLists.get(ctx.leagueId, perRound, () => sortAndFilterTransactions(perRound.flat()));
}

export interface TransactionsPage {
  transactions: Transaction[];
  total: number;
}

export async function getTransactions(ctx: AppContext, query: TransactionsQuery): Promise<TransactionsPage> {
  const [all, snapshot] = await Promise.all([seasonTransactions(ctx), loadLeagueSnapshot(ctx)]);
  const matching = query.type ? all.filter((tx) => transactionType(tx.type) === query.type) : all;
  const page = matching.slice(query.offset, query.offset + query.limit);
  const players = await ctx.sleeper.players(playerIdsOf(page));
  const playerNames = new Map([...players].map(([id, info]) => [id, playerDisplayName(info, id)]));
  const roasts = latestTransactionRoasts(
    ctx.db,
    ctx.leagueId,
    page.map((tx) => tx.transaction_id),
  );
  const titleContext = { teams: snapshot.teams, playerNames };
  return {
    total: matching.length,
    transactions: page.map((tx) => {
      const rosterIds = involvedRosters(tx);
      const roast = roasts.get(tx.transaction_id);
      return {
        id: tx.transaction_id,
        type: transactionType(tx.type),
        rosterId: rosterIds[0] ?? null,
        rosterIds,
        adds: tx.adds ?? null,
        drops: tx.drops ?? null,
        createdAt: new Date(effectiveTime(tx)).toISOString(),
        week: tx.leg ?? null,
        title: transactionTitle(tx, titleContext),
        teams: transactionTeams(tx, snapshot.teams),
        subLine: transactionSubLine(tx),
        aiCommentary: roast?.text ?? null,
        aiPersonality: roast?.personality ?? null,
      };
    }),
  };
}

export async function getRosterPlayers(
  ctx: AppContext,
  rosterId: number,
  requestedWeek?: number,
): Promise<RosterPlayersResponse> {
  const snapshot = await loadLeagueSnapshot(ctx);
  const roster = snapshot.rosters.find((r) => r.roster_id === rosterId);
  if (!roster) throw notFound(`Roster ${rosterId} is not in this league.`);
  const week = requestedWeek ?? snapshot.week;
  if (week > finalWeek(snapshot.league)) throw notFound(`Week ${week} is after the last week of the season.`);

  const rows = await ctx.sleeper.matchups(
    ctx.leagueId,
    week,
    liveMaxAge(ctx, week, snapshot.week, snapshot.state),
  );
  const row = rows.find((r) => r.roster_id === rosterId);
  // The week's own roster when the provider has it (past weeks stay true), else today's roster.
  const playerIds = [...new Set([...(row?.players ?? roster.players ?? []), ...starterIds(row)])];
  const [projections, infos] = await Promise.all([
    weekProjections(ctx, snapshot.league, week, playerIds),
    ctx.sleeper.players(playerIds),
  ]);
  const named = new Map(playerIds.map((id) => [id, rosterPlayerOf(id, infos.get(id))]));
  const projectionOf = projections.of;

  const rosterWeek = buildRosterWeek(
    startingSlots(snapshot.league.roster_positions),
    row,
    playerIds.map((id) => ({
      playerId: id,
      position: named.get(id)!.position,
      projectedPoints: projectionOf(id),
    })),
    setAsideOf(roster),
  );
  const weekState = {
    week,
    current: snapshot.week,
    over: weekIsOver(ctx, snapshot.league, snapshot.state, week),
  };
  const players: RosterPlayer[] = playerIds.map((playerId) => {
    const player = named.get(playerId)!;
    return {
      ...nflGameOf(ctx, weekState, player.team),
      ...player,
      points: rosterWeek.pointsOf(playerId),
      projectedPoints: projectionOf(playerId),
      projectionDerived: projections.derived(playerId),
    };
  });
  return {
    rosterId,
    week,
    players,
    lineupSource: rosterWeek.lineupSource,
    starters: rosterWeek.starters,
    lineup: rosterWeek.lineup,
    bench: rosterWeek.bench,
    taxi: rosterWeek.taxi,
    reserve: rosterWeek.reserve,
    points: rosterWeek.points,
    startersPoints: rosterWeek.startersPoints,
    customPoints: rosterWeek.customPoints,
    optimalPoints: rosterWeek.optimalPoints,
    // In best ball nobody chose the lineup (Sleeper counts the best one), so nothing was left on the bench.
    pointsLeftOnBench: formatOffers(leagueFormat(snapshot.league)).lineupJudgement
      ? rosterWeek.pointsLeftOnBench
      : null,
    projectionsDerived: players.some((p) => p.projectionDerived),
  };
}

function toDirectoryPlayer(info: PlayerInfo): DirectoryPlayer {
  return {
    first_name: info.firstName,
    last_name: info.lastName,
    full_name: info.fullName ?? playerDisplayName(info, info.playerId),
    position: info.position,
    team: info.team,
  };
}

export async function getPlayers(
  ctx: AppContext,
  query: { ids?: string[] | undefined; search?: string | undefined; limit: number },
): Promise<Record<string, DirectoryPlayer>> {
  const found = query.ids
    ? [...(await ctx.sleeper.players(query.ids)).values()]
    : await ctx.sleeper.searchPlayers(query.search ?? '', query.limit);
  return Object.fromEntries(found.map((info) => [info.playerId, toDirectoryPlayer(info)]));
}
