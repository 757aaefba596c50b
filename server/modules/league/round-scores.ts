// The two-week round's score of each pair of a week (docs/decisions/0030), for the answers that show one
// week's games (the dashboard's matchups, the games page): a week of such a round is half a game, so its pair
// carries the round's weeks and scores. Asks the provider for the bracket, and for the round's earlier week
// only when the week is in a two-week round.
import type { RoundScore } from '../../../common/league';
import type { AppContext } from '../../context';
import { leagueFormat } from '../../league/format';
import { bracketRoundWeeks, roundContext, roundScore, weeksOfRound } from '../../league/playoff-games';
import type { SleeperBracketMatch, SleeperLeague, SleeperMatchup } from '../../sleeper/schemas';

/** A function giving each pair's round score (undefined outside a two-week round), for the week. */
export type RoundScores = (home: number, away: number) => RoundScore | undefined;

export async function weekRoundScores(
  ctx: AppContext,
  league: SleeperLeague,
  week: number,
  rows: readonly SleeperMatchup[],
  winnersBracket?: readonly SleeperBracketMatch[],
): Promise<RoundScores> {
  const none: RoundScores = () => undefined;
  // One-week rounds (the usual league) cost no request.
  if (leagueFormat(league).playoffRounds === 'one-week') return none;
  const bracket = winnersBracket ?? (await ctx.sleeper.winnersBracket(league.league_id));
  const weeks = weeksOfRound(bracketRoundWeeks(league, bracket), week);
  if (weeks.length < 2) return none;
  const earlier = weeks.filter((w) => w < week);
  const earlierRows = await Promise.all(earlier.map((w) => ctx.sleeper.matchups(league.league_id, w)));
  const byWeek = new Map<number, readonly SleeperMatchup[]>([
    ...earlier.map((w, i) => [w, earlierRows[i]!] as const),
    [week, rows],
  ]);
  const context = roundContext(league, bracket, (w) => byWeek.get(w) ?? []);
  return (home, away) => roundScore(context, week, home, away) ?? undefined;
}

/** A game with its round score when it has one (the answer leaves `round` out otherwise). */
export function withRound<T extends object>(
  game: T,
  round: RoundScore | undefined,
): T & { round?: RoundScore } {
  return round ? { ...game, round } : game;
}
