// What each notification says (docs/decisions/0032): short, true of the numbers, team names not ids,
// points printed as every page prints them. Pure: the callers bring the facts.
import type { MatchupPair, MatchupTeam } from '../../../common/league';
import { formatMargin, formatPoints } from '../../../common/points-format';
import type { PushPayload } from '../../../common/push';
import type { RecapResponse } from '../../../common/recap';
import { decidingPoints, isLastLeg, roundResultText } from '../../../common/two-week-round';
import { cut } from '../../chat/cut';
import { listNames } from '../../league/transactions';

/** The longest body a notification gets: what a lock screen shows, and well inside a push's size. */
const BODY_LIMIT = 240;

export function testPayload(appName: string): PushPayload {
  return {
    title: `${appName} notifications are on`,
    body: 'This device will be told of what you chose in your notification settings.',
    url: '/notifications',
    tag: 'test',
  };
}

export function tradePayload(input: { id: string; teams: readonly string[]; title: string }): PushPayload {
  return {
    title: `Trade: ${listNames(input.teams)}`,
    body: cut(input.title, BODY_LIMIT),
    url: '/trades',
    tag: `trade-${input.id}`,
  };
}

export function movePayload(input: {
  id: string;
  type: 'waiver' | 'free_agent';
  failed: boolean;
  /** The move in a sentence (transactionTitle), for a move that went through. */
  title: string;
  /** The players a failed claim asked for, and the provider's note on why. */
  claimed: readonly string[];
  note: string | null;
}): PushPayload {
  const heading = input.failed
    ? 'Waiver claim failed'
    : input.type === 'waiver'
      ? 'Waiver claim processed'
      : 'Free agent move processed';
  const body = input.failed
    ? `Your claim for ${listNames(input.claimed) || 'a player'} did not go through${input.note ? `: ${input.note}` : '.'}`
    : input.title;
  return { title: heading, body: cut(body, BODY_LIMIT), url: '/moves', tag: `move-${input.id}` };
}

const sides = (pair: MatchupPair, rosterId: number): [MatchupTeam, MatchupTeam] =>
  pair.home.rosterId === rosterId ? [pair.home, pair.away] : [pair.away, pair.home];

/** A team's game once final: who won and the score, from the team's side. */
export function gameResultPayload(input: {
  season: string;
  week: number;
  pair: MatchupPair;
  rosterId: number;
}): PushPayload {
  const { pair, week, season } = input;
  const [mine, theirs] = sides(pair, input.rosterId);
  const tag = `game-${season}-${week}`;
  const url = `/games/${season}/${week}`;
  // A two-week round's game: its result line says where the round stands (or who won it).
  if (pair.round) {
    const text = roundResultText(pair.round, pair.home, pair.away, 'final');
    const title = isLastLeg(pair.round)
      ? `Final: ${mine.name} vs ${theirs.name}`
      : `Week ${week}: ${mine.name} vs ${theirs.name}`;
    return { title, body: `${text}.`, url, tag };
  }
  const points = decidingPoints(pair);
  const [my, their] =
    pair.home.rosterId === mine.rosterId ? [points.home, points.away] : [points.away, points.home];
  const score = `${mine.name} ${formatPoints(my)}, ${theirs.name} ${formatPoints(their)}`;
  const margin = formatMargin(my, their);
  if (pair.winnerRosterId === null) {
    return { title: `Final: a tie with ${theirs.name}`, body: `Week ${week}: ${score}.`, url, tag };
  }
  const won = pair.winnerRosterId === mine.rosterId;
  return {
    title: won ? `Final: you beat ${theirs.name}` : `Final: ${theirs.name} beat you`,
    body: `Week ${week}: ${score}. You ${won ? 'won' : 'lost'} by ${margin}.`,
    url,
    tag,
  };
}

/** A team's game within reach with only the last kickoff's players left. */
export function comesDownToPayload(input: {
  season: string;
  week: number;
  pair: MatchupPair;
  rosterId: number;
  playersLeft: { mine: number; theirs: number };
  /** The kickoff left is an evening's (Sunday or Monday night). */
  night: boolean;
}): PushPayload {
  const [mine, theirs] = sides(input.pair, input.rosterId);
  const left = (n: number) => (n === 1 ? '1 player' : `${n} players`);
  return {
    title: `It comes down to the ${input.night ? 'night' : 'last'} game`,
    body:
      `${mine.name} ${formatPoints(mine.points)}, ${theirs.name} ${formatPoints(theirs.points)}. ` +
      `You have ${left(input.playersLeft.mine)} left, they have ${left(input.playersLeft.theirs)}.`,
    url: '/dashboard',
    tag: `game-${input.season}-${input.week}`,
  };
}

export function recapPayload(recap: RecapResponse): PushPayload {
  return {
    title: `Week ${recap.week} recap${recap.playoffs ? ' (playoffs)' : ''} is up`,
    body: cut(recap.text, BODY_LIMIT),
    url: recap.path,
    tag: `recap-${recap.season}-${recap.week}`,
  };
}

export function tradeDeadlinePayload(input: {
  season: string;
  week: number;
  leagueName: string;
}): PushPayload {
  return {
    title: 'Trade deadline week',
    body: `Week ${input.week} is the trade deadline in ${input.leagueName}: get your offers in.`,
    url: '/trades',
    tag: `trade-deadline-${input.season}`,
  };
}
