// From a roast request to its fact sheet: loads the real data through the cached gateway (the request
// body is only a hint to find the subject) and hands it to the pure fact builders in ./facts.
import type { MatchupRoastBody, RosterRoastBody } from '../../../common/roasts';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { isFinalPlayed } from '../../league/brackets';
import { weeksBeforePlayoffs } from '../../league/counted-weeks';
import { formatOffers, leagueFormat } from '../../league/format';
import { finalMatchupIds } from '../../league/game-final';
import { startingSlots } from '../../league/lineup';
import { matchupPoints, pairMatchups } from '../../league/matchups';
import { rostersAfterWeek } from '../../league/records-as-of';
import { dashboardWeek, finalWeek } from '../../league/season-week';
import { weekIsOver } from '../../live/week-over';
import { weekRoundScores } from '../league/round-scores';
import { startersGames } from '../league/starter-games';
import { loadLeagueSnapshot } from '../league/snapshot';
import { leagueArchives } from '../almanac/archive';
import { allTrades } from '../almanac/verdicts';
import type { SleeperLeague, SleeperMatchup } from '../../sleeper/schemas';
import { buildMatchupFacts, matchupSheet } from '../../roast/facts/matchup';
import { buildSeasonFacts, seasonSheet } from '../../roast/facts/season';
import { buildTransactionFacts, transactionSheet } from '../../roast/facts/transaction';
import type { FactSheet } from '../../roast/types';

/** The league-season of the configured league's history for a season, or null. */
export async function leagueOfSeason(ctx: AppContext, season: string): Promise<SleeperLeague | null> {
  const chain = await ctx.sleeper.leagueChain(ctx.leagueId);
  return chain.find((league) => league.season === season) ?? null;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const samePoints = (a: number, b: number) => Math.abs(a - b) < 0.05;

async function pairSheet(
  ctx: AppContext,
  league: SleeperLeague,
  week: number,
  rows: readonly SleeperMatchup[],
  rosterIds: readonly [number, number],
  subjectType: 'matchup' | 'roster',
): Promise<FactSheet> {
  const snapshot = await loadLeagueSnapshot(ctx, league.league_id);
  const weekComplete = weekIsOver(ctx, league, snapshot.state, week);
  // Records as of the week told (a week-2 roast once said "now 6-7", today's record): after the week once it
  // is over, before it while it is played: the records the cards show (the same provider totals and final
  // weeks, docs/decisions/0037).
  const through = weekComplete ? week : week - 1;
  const weeks = await Promise.all(
    Array.from({ length: Math.max(0, through) }, (_, i) => i + 1).map(async (w) => ({
      week: w,
      matchups: w === week ? rows : await ctx.sleeper.matchups(league.league_id, w),
    })),
  );
  const rosters = rostersAfterWeek(league, snapshot.providerRosters, snapshot.teams, weeks, through);
  // The game is final on its own once both lineups are done, as its card says (server/league/game-final.ts).
  const games = weekComplete
    ? null
    : await startersGames(ctx, { week, current: snapshot.week, over: false }, rows, league.league_id);
  const matchupId = rows.find((r) => r.roster_id === rosterIds[0])?.matchup_id ?? 0;
  const pair = { matchupId, home: { rosterId: rosterIds[0] }, away: { rosterId: rosterIds[1] } };
  const gameFinal = finalMatchupIds([pair], weekComplete, games).length > 0;
  const playerIds = rows
    .filter((r) => rosterIds.includes(r.roster_id))
    .flatMap((r) => [...(r.players ?? []), ...(r.starters ?? [])]);
  const directory = await ctx.sleeper.players(playerIds);
  // A week of a two-week round is half a game: its result is the round's (docs/decisions/0030).
  const roundScores = await weekRoundScores(ctx, league, week, rows);
  const facts = buildMatchupFacts({
    season: league.season,
    week,
    rows,
    rosterIds,
    teams: snapshot.teams,
    rosters,
    directory,
    slots: startingSlots(league.roster_positions),
    lineupsChosen: formatOffers(leagueFormat(league)).lineupJudgement,
    weekComplete: gameFinal,
    round: roundScores(rosterIds[0], rosterIds[1]),
  });
  const [low, high] = [...rosterIds].sort((a, b) => a - b);
  return matchupSheet(facts, `${league.season}:${week}:${low}-${high}`, subjectType);
}

/**
 * A matchup roast's subject: its facts, and for a week still being played the scores they hold
 * (team1's and team2's, as the card asked), which the card compares with its own as they move.
 */
export interface MatchupSubject {
  sheet: FactSheet;
  liveScores: { team1: number; team2: number } | null;
}

/** The matchup the card asked about: found by team names, else by both scores, else by its index. */
export async function matchupSubject(ctx: AppContext, body: MatchupRoastBody): Promise<MatchupSubject> {
  const league = await leagueOfSeason(ctx, body.season);
  if (!league) throw notFound(`There is no ${body.season} season in this league's history.`);
  if (body.week > finalWeek(league))
    throw notFound(`Week ${body.week} is after the last week of the ${body.season} season.`);
  const [rows, snapshot] = await Promise.all([
    ctx.sleeper.matchups(league.league_id, body.week),
    loadLeagueSnapshot(ctx, league.league_id),
  ]);
  const { pairs } = pairMatchups(rows, snapshot.teams, snapshot.rosters);
  const { team1, team2 } = body;
  const isPair = (
    x: { name: string; points: number },
    y: { name: string; points: number },
    by: 'name' | 'points',
  ) =>
    by === 'name'
      ? (sameName(x.name, team1.teamName) && sameName(y.name, team2.teamName)) ||
        (sameName(x.name, team2.teamName) && sameName(y.name, team1.teamName))
      : (samePoints(x.points, team1.points) && samePoints(y.points, team2.points)) ||
        (samePoints(x.points, team2.points) && samePoints(y.points, team1.points));
  const pair =
    pairs.find((p) => isPair(p.home, p.away, 'name')) ??
    pairs.find((p) => isPair(p.home, p.away, 'points')) ??
    pairs[body.matchupId - 1];
  if (!pair)
    throw notFound(`There is no week ${body.week} matchup between ${team1.teamName} and ${team2.teamName}.`);
  const sheet = await pairSheet(
    ctx,
    league,
    body.week,
    rows,
    [pair.home.rosterId, pair.away.rosterId],
    'matchup',
  );
  const homeIsTeam1 = sameName(pair.home.name, team1.teamName) || !sameName(pair.away.name, team1.teamName);
  const [first, second] = homeIsTeam1 ? [pair.home, pair.away] : [pair.away, pair.home];
  const live = sheet.slots.weekLive !== undefined;
  return { sheet, liveScores: live ? { team1: first.points, team2: second.points } : null };
}

export async function matchupSheetFor(ctx: AppContext, body: MatchupRoastBody): Promise<FactSheet> {
  return (await matchupSubject(ctx, body)).sheet;
}

/** The two lineups of a matchup of the current season (the roster dialog's roast box). */
export async function rosterSheetFor(ctx: AppContext, body: RosterRoastBody): Promise<FactSheet> {
  return rosterSheetIn(ctx, await ctx.sleeper.league(ctx.leagueId), body);
}

/** The roster roast of any league-season of the history (the demo tests cover every season). */
export async function rosterSheetIn(
  ctx: AppContext,
  league: SleeperLeague,
  body: RosterRoastBody,
): Promise<FactSheet> {
  if (body.week > finalWeek(league))
    throw notFound(`Week ${body.week} is after the last week of the season.`);
  const rows = await ctx.sleeper.matchups(league.league_id, body.week);
  const ids = [body.team1.roster, body.team2.roster] as const;
  const [a, b] = ids.map((id) => rows.find((r) => r.roster_id === id));
  if (!a || !b) throw notFound(`Roster ${a ? ids[1] : ids[0]} has no lineup in week ${body.week}.`);
  if (ids[0] === ids[1] || a.matchup_id == null || a.matchup_id !== b.matchup_id) {
    throw notFound(`Rosters ${ids[0]} and ${ids[1]} do not play each other in week ${body.week}.`);
  }
  return pairSheet(ctx, league, body.week, rows, ids, 'roster');
}

/** A transaction of the current season, with how its players have scored since. */
export async function transactionSheetFor(ctx: AppContext, transactionId: string): Promise<FactSheet> {
  return transactionSheetIn(ctx, await ctx.sleeper.league(ctx.leagueId), transactionId);
}

/** A transaction of any league-season of the history (the demo tests cover every season). */
export async function transactionSheetIn(
  ctx: AppContext,
  league: SleeperLeague,
  transactionId: string,
): Promise<FactSheet> {
  const state = await ctx.sleeper.state();
  const rounds = Array.from({ length: finalWeek(league) }, (_, i) => i + 1);
  const perRound = await Promise.all(
    rounds.map((round) => ctx.sleeper.transactions(league.league_id, round)),
  );
  const transaction = perRound.flat().find((t) => t.transaction_id === transactionId);
  if (!transaction)
    throw notFound(`There is no transaction ${transactionId} in the ${league.season} season.`);

  const fromWeek = Math.max(1, transaction.leg ?? 1);
  const toWeek = dashboardWeek(league, state);
  const weeks = await Promise.all(
    Array.from({ length: Math.max(0, toWeek - fromWeek + 1) }, (_, i) =>
      ctx.sleeper.matchups(league.league_id, fromWeek + i),
    ),
  );
  const snapshot = await loadLeagueSnapshot(ctx, league.league_id);
  const directory = await ctx.sleeper.players([
    ...Object.keys(transaction.adds ?? {}),
    ...Object.keys(transaction.drops ?? {}),
  ]);
  // A trade is told with the Trades page's verdict: one source for its figures.
  const trade =
    transaction.type === 'trade'
      ? allTrades(ctx, await leagueArchives(ctx)).find((t) => t.id === transaction.transaction_id)
      : undefined;
  const facts = buildTransactionFacts({
    season: league.season,
    transaction,
    teams: snapshot.teams,
    directory,
    weeksSince: weeks.filter((rows) => rows.some((r) => matchupPoints(r) > 0)),
    verdict: trade
      ? {
          winnerRosterId: trade.winnerRosterId,
          verdict: trade.verdict,
          pointsAfter: new Map(trade.sides.map((side) => [side.rosterId, side.pointsAfter])),
        }
      : null,
  });
  return transactionSheet(facts);
}

/** The recap of a season whose final is played; 404 for one still being played or never had. */
export async function seasonSheetFor(ctx: AppContext, season: string): Promise<FactSheet> {
  const league = await leagueOfSeason(ctx, season);
  if (!league) throw notFound(`There is no ${season} season in this league's history.`);
  const winnersBracket = await ctx.sleeper.winnersBracket(league.league_id);
  if (!isFinalPlayed(league, winnersBracket))
    throw notFound(`The ${season} season is not over yet: no recap until it is.`);
  const [snapshot, regularSeason] = await Promise.all([
    loadLeagueSnapshot(ctx, league.league_id),
    Promise.all(
      weeksBeforePlayoffs(league).map(async (week) => ({
        week,
        matchups: await ctx.sleeper.matchups(league.league_id, week),
      })),
    ),
  ]);
  const facts = buildSeasonFacts({
    league,
    rosters: snapshot.rosters,
    users: snapshot.users,
    winnersBracket,
    regularSeason,
  });
  return seasonSheet(facts);
}
