// League history (docs/product.md D7/D8): every season of the previous_league_id chain summarized on the
// server. A completed season never changes, so its summary and transaction stats are memoized for the life of
// the process (per gateway); the gateway's persistent cache also keeps its provider answers for good,
// so after a restart a completed season costs no upstream call either. The season in progress is
// recomputed when one of its provider copies is refreshed (server/memo.ts).
import type {
  HistoryResponse,
  HistorySeason,
  SeasonTransactionStats,
  TransactionStatsResponse,
} from '../../../common/history';
import type { AppContext } from '../../context';
import { InputMemo, SettledMemo } from '../../memo';
import { notFound } from '../../http/errors';
import { isFinalPlayed } from '../../league/brackets';
import { weeksBeforePlayoffs } from '../../league/counted-weeks';
import { buildHistory } from '../../league/history';
import { importedHistorySeasons, namedAsInSleeper } from '../../league/imported-history';
import { summarizeSeason } from '../../league/season-summary';
import { finalWeek } from '../../league/season-week';
import { weekIsOver } from '../../live/week-over';
import { buildTeams } from '../../league/teams';
import { seasonTransactionStats, transactionStatsSummary } from '../../league/transaction-stats';
import type { SleeperLeague } from '../../sleeper/schemas';
import { importedRows, teamOf } from '../imported-seasons/repository';
import { loadLeagueSnapshot } from '../league/snapshot';

const COMPLETE = 'complete';

/** Completed seasons' summaries and transaction stats, for good (per gateway). */
const completedSummaries = new SettledMemo<HistorySeason>();
const completedTransactions = new SettledMemo<SeasonTransactionStats>();
/** The season in progress, and the whole history, by the identity of what they are built from. */
const inProgressSummaries = new InputMemo<HistorySeason>();
const histories = new InputMemo<HistoryResponse>();
const transactionSummaries = new InputMemo<TransactionStatsResponse>();
/** The imported seasons, by the text of their stored rows: the same rows give the same objects. */
const importedSeasons = new InputMemo<HistorySeason[]>(4);

/** Runs `compute` once per completed league (a failed attempt is forgotten so it can be retried). */
function remember<T>(
  ctx: AppContext,
  memo: SettledMemo<T>,
  league: SleeperLeague,
  compute: () => Promise<T>,
): Promise<T> {
  if (league.status !== COMPLETE) return compute();
  return memo.get(ctx.sleeper, league.league_id, compute);
}

/** The configured league and its predecessors, newest first. */
export function seasonChain(ctx: AppContext): Promise<SleeperLeague[]> {
  return ctx.sleeper.leagueChain(ctx.leagueId);
}

/** The league of one season of the chain; 404 for a season the league never played. */
export async function leagueOfSeason(ctx: AppContext, season: string): Promise<SleeperLeague> {
  const league = (await seasonChain(ctx)).find((l) => l.season === season);
  if (!league) throw notFound(`No ${season} season in this league's history.`);
  return league;
}

export function seasonSummary(ctx: AppContext, league: SleeperLeague): Promise<HistorySeason> {
  return remember(ctx, completedSummaries, league, async () => {
    const id = league.league_id;
    const [state, rosters, users, winnersBracket] = await Promise.all([
      league.status === COMPLETE ? null : ctx.sleeper.state(),
      // The season in progress reads the records as of now (docs/decisions/0037), as the standings do.
      league.status === COMPLETE
        ? ctx.sleeper.rosters(id)
        : loadLeagueSnapshot(ctx, id).then((snapshot) => snapshot.rosters),
      ctx.sleeper.users(id),
      ctx.sleeper.winnersBracket(id),
    ]);
    // Only finished weeks count: a week in progress has partial scores. A week whose games are all
    // final counts at once, as on the standings. Once the final is played every week is finished,
    // whatever the NFL calendar says.
    const over = isFinalPlayed(league, winnersBracket);
    const weeks = weeksBeforePlayoffs(league).filter(
      (week) => !state || over || weekIsOver(ctx, league, state, week),
    );
    const regularSeason = await Promise.all(
      weeks.map(async (week) => ({ week, matchups: await ctx.sleeper.matchups(id, week) })),
    );
    const summarize = () => summarizeSeason({ league, rosters, users, winnersBracket, regularSeason });
    if (!state) return summarize();
    const inputs = [league, state, rosters, users, winnersBracket, ...regularSeason.map((w) => w.matchups)];
    return inProgressSummaries.get(id, inputs, summarize);
  });
}

/** The seasons Sleeper has, newest first. */
export async function sleeperSeasons(ctx: AppContext): Promise<HistorySeason[]> {
  return Promise.all((await seasonChain(ctx)).map((league) => seasonSummary(ctx, league)));
}

/**
 * The seasons before Sleeper the commissioner imported (server/modules/imported-seasons), newest first,
 * each member named as `sleeper` (the Sleeper seasons) names them.
 */
export function importedSeasonsOf(ctx: AppContext, sleeper: readonly HistorySeason[]): HistorySeason[] {
  const rows = importedRows(ctx.db, ctx.leagueId);
  return importedSeasons.get(ctx.leagueId, [JSON.stringify(rows), ...sleeper], () =>
    namedAsInSleeper(importedHistorySeasons(ctx.leagueId, rows.map(teamOf)), sleeper),
  );
}

/** Sleeper's seasons, then the imported ones (all older), so the list stays newest first. */
export async function getHistory(ctx: AppContext): Promise<HistoryResponse> {
  const sleeper = await sleeperSeasons(ctx);
  const seasons = [...sleeper, ...importedSeasonsOf(ctx, sleeper)];
  return histories.get(ctx.leagueId, seasons, () => buildHistory(ctx.leagueId, seasons));
}

function seasonTransactions(ctx: AppContext, league: SleeperLeague): Promise<SeasonTransactionStats> {
  return remember(ctx, completedTransactions, league, async () => {
    const id = league.league_id;
    // A round is a week; round 1 also holds the offseason moves.
    const rounds = Array.from({ length: finalWeek(league) }, (_, i) => i + 1);
    const [rosters, users, perRound] = await Promise.all([
      ctx.sleeper.rosters(id),
      ctx.sleeper.users(id),
      Promise.all(rounds.map((round) => ctx.sleeper.transactions(id, round))),
    ]);
    return seasonTransactionStats(league.season, id, perRound.flat(), buildTeams(rosters, users));
  });
}

/**
 * Transaction stats of the seasons over only (docs/product.md D8: the season in progress is excluded):
 * a season is over once its final is played.
 */
export async function getTransactionStats(ctx: AppContext): Promise<TransactionStatsResponse> {
  const chain = await seasonChain(ctx);
  const brackets = await Promise.all(chain.map((league) => ctx.sleeper.winnersBracket(league.league_id)));
  const over = chain.filter((league, i) => isFinalPlayed(league, brackets[i]!));
  const seasons = await Promise.all(over.map((league) => seasonTransactions(ctx, league)));
  return transactionSummaries.get(ctx.leagueId, seasons, () =>
    transactionStatsSummary(ctx.leagueId, seasons),
  );
}
