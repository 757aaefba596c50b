// Playoff odds of the season in progress (docs/decisions/0011): the provider's season, this season's
// payout table and the week's projections in, the simulation's chances out. The answer is memoized by
// the provider copies it is built from and the stored payout tables, so the 10,000 runs happen once per
// refresh of the week, not per request.
import type { PlayoffOddsResponse } from '../../../common/almanac';
import type { AppContext } from '../../context';
import { InputMemo } from '../../memo';
import { simulatePlayoffOdds, PLAYOFF_ODDS_RUNS, type PrizeTable } from '../../league/playoff-odds';
import { projectedRosterTotals, seasonOddsInput, weeksToPlay } from '../../league/playoff-odds-input';
import { projectedPointsById, projectionKey } from '../../league/projections';
import { finalWeek } from '../../league/season-week';
import { weekIsOver } from '../../live/week-over';
import { computePlayoffStatuses, seedRanges } from '../../league/playoff-status';
import { computeStandings, seasonShape } from '../../league/standings';
import type { SleeperLeague, SleeperProjection, SleeperRoster } from '../../sleeper/schemas';
import { loadLeagueSnapshot } from '../league/snapshot';
import { getSeasonPayouts, payoutTablesVersion } from '../payouts/service';

const answers = new InputMemo<PlayoffOddsResponse>(4);

/** The projected total of every roster's best lineup, per week the provider projects. */
async function projectedTotals(
  ctx: AppContext,
  league: SleeperLeague,
  rosters: readonly SleeperRoster[],
  weeks: readonly number[],
  perWeek: readonly SleeperProjection[][],
): Promise<Map<number, Map<number, number>>> {
  const directory = await ctx.sleeper.players([...new Set(rosters.flatMap((r) => r.players ?? []))]);
  const key = projectionKey(league);
  const totals = new Map<number, Map<number, number>>();
  weeks.forEach((week, i) => {
    const projected = projectedPointsById(perWeek[i]!, key);
    if (projected.size === 0) return;
    totals.set(
      week,
      projectedRosterTotals(league, rosters, (id) => directory.get(id)?.position, projected),
    );
  });
  return totals;
}

export async function getPlayoffOdds(ctx: AppContext): Promise<PlayoffOddsResponse> {
  // The records as of now: a week whose games are all final counts at once (docs/decisions/0037).
  const { league, rosters, users, teams, state, provisionalWeeks } = await loadLeagueSnapshot(ctx);
  const weekNumbers = Array.from({ length: finalWeek(league) }, (_, i) => i + 1);
  // The first week of a half-played two-week round counts its points once it is over.
  const lastFinalWeek = Math.max(0, ...weekNumbers.filter((week) => weekIsOver(ctx, league, state, week)));
  const [matchups, winnersBracket] = await Promise.all([
    Promise.all(weekNumbers.map((week) => ctx.sleeper.matchups(ctx.leagueId, week))),
    ctx.sleeper.winnersBracket(ctx.leagueId),
  ]);
  // Which weeks are left decides which projections matter.
  const plan = weeksToPlay(league, rosters, winnersBracket, lastFinalWeek);
  const weeksLeft = [...plan.regularWeeksLeft, ...plan.playoffWeeksLeft];
  const perWeek = await Promise.all(weeksLeft.map((week) => ctx.sleeper.projections(league.season, week)));
  // The provider copies and the stored payout tables decide the answer: one known for them is sent
  // without resolving the season's payouts or choosing lineups again (under load, most requests).
  const inputs = [
    league,
    rosters,
    users,
    winnersBracket,
    ...matchups,
    ...perWeek,
    payoutTablesVersion(ctx),
    lastFinalWeek,
  ];
  const known = answers.peek(ctx.leagueId, inputs);
  if (known) return known;
  const [payouts, projected] = await Promise.all([
    getSeasonPayouts(ctx, league.season),
    projectedTotals(ctx, league, rosters, weeksLeft, perWeek),
  ]);
  const weeks = weekNumbers.map((week, i) => ({ week, matchups: matchups[i]! }));
  const prizes: PrizeTable = {
    first: payouts.championshipFirst,
    second: payouts.championshipSecond,
    third: payouts.championshipThird,
    highestPoints: payouts.highestPointsAward,
    unlucky: payouts.unluckyAward,
    blowout: payouts.biggestBlowoutAward,
  };
  return answers.get(ctx.leagueId, inputs, () => {
    const odds = seasonOddsInput({
      league,
      rosters,
      teams,
      weeks,
      winnersBracket,
      prizes,
      projectedTotals: projected,
      lastFinalWeek,
    });
    const result = simulatePlayoffOdds(odds.input, {
      runs: PLAYOFF_ODDS_RUNS,
      seed: odds.seed,
      model: odds.model,
    });
    const byRoster = new Map(
      result.teams.map((t, i) => [t.rosterId, { odds: t, model: odds.model.teams[i]! }]),
    );
    const remaining = odds.input.remaining;
    const standings = computeStandings(league, rosters, teams);
    // A bye is proven like a playoff spot, with the bye seeds as the spots.
    const races = standings.map((s) => ({ ...s, division: s.division?.number ?? null }));
    const byeStatuses = computePlayoffStatuses(races, {
      ...seasonShape(league),
      playoffTeams: result.byes,
    });
    const seeds = seedRanges(races, seasonShape(league));
    return {
      season: league.season,
      runs: result.runs,
      seed: result.seed,
      playoffTeams: odds.input.playoffTeams,
      byes: result.byes,
      median: odds.input.median,
      weeksPlayed: odds.weeksPlayed,
      regularWeeksLeft: odds.regularWeeksLeft,
      playoffWeeksLeft: odds.playoffWeeksLeft,
      decided: odds.regularWeeksLeft.length === 0 && odds.playoffWeeksLeft.length === 0,
      provisionalWeeks,
      prizes,
      moneyOnOffer: result.moneyOnOffer,
      teams: standings.map((standing) => {
        const { odds: t, model } = byRoster.get(standing.rosterId)!;
        const team = teams.get(standing.rosterId)!;
        return {
          rosterId: standing.rosterId,
          ownerId: team.ownerId,
          teamName: standing.teamName,
          ownerName: team.ownerDisplayName,
          avatar: standing.avatar,
          rank: standing.rank,
          wins: standing.wins,
          losses: standing.losses,
          ties: standing.ties,
          pointsFor: standing.pointsFor,
          playoffStatus: standing.playoffStatus,
          byeStatus: result.byes > 0 ? (byeStatuses.get(standing.rosterId) ?? 'fighting') : 'eliminated',
          playoffs: t.playoffs,
          bye: t.bye,
          final: t.final,
          title: t.title,
          expectedSeed: t.expectedSeed,
          seedOdds: t.seedOdds,
          seedRange: seeds.get(standing.rosterId)!,
          expectedPrize: t.expectedPrize,
          prizes: t.prizes,
          resultsLeft: t.resultsLeft,
          byWins: t.byWins,
          clinchesByWinningOut: t.clinchesByWinningOut,
          model: { mean: Math.round(model.mean * 10) / 10, sd: Math.round(model.sd * 10) / 10 },
          schedule: remaining.map(({ week, games }) => {
            const game = games.find(([a, b]) => a === standing.rosterId || b === standing.rosterId);
            const opponent = game ? (game[0] === standing.rosterId ? game[1] : game[0]) : null;
            return {
              week,
              opponentRosterId: opponent,
              opponentName: opponent === null ? null : (teams.get(opponent)?.teamName ?? `Team ${opponent}`),
            };
          }),
        };
      }),
    };
  });
}
