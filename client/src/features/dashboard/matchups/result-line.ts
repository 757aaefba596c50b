import type { MatchupPair, PlayState, WeekSummary } from '@common/league';
import { roundResultText } from '@common/two-week-round';
import { formatCentral, formatMargin, formatPoints } from '@/lib/format';

export type WeekPlay = Pick<WeekSummary, 'state' | 'kickoffAt' | 'finalMatchupIds' | 'correctedMatchupIds'>;

/** Where a pair's game stands: the week's state, or final on its own once both lineups are done. */
export function pairPlayState(pair: Pick<MatchupPair, 'matchupId'>, week: WeekPlay): PlayState {
  return week.finalMatchupIds.includes(pair.matchupId) ? 'final' : week.state;
}

/**
 * A pair's result in words that follow the game (its play state, server/league/week-play.ts and
 * game-final.ts): before kickoff, when it starts; while it is played, who leads; once it is over,
 * who beat whom. The margin is to one decimal, and a level score says so.
 */
export function resultLine(pair: MatchupPair, week: WeekPlay): string {
  const line = gameLine(pair, week);
  // Said, not slipped in: the member may have read the other winner here when it was first final.
  return week.correctedMatchupIds.includes(pair.matchupId) ? `${line} (changed by a stat correction)` : line;
}

function gameLine(pair: MatchupPair, week: WeekPlay): string {
  const state = pairPlayState(pair, week);
  if (state === 'upcoming') {
    return week.kickoffAt ? `Kicks off ${formatCentral(week.kickoffAt, 'EEE h:mm a')} CT` : 'Not played yet';
  }
  // Half (or the end) of a two-week game: worded on the round's sum (common/two-week-round.ts).
  if (pair.round) return roundResultText(pair.round, pair.home, pair.away, state);
  if (pair.winnerRosterId === null) return `Tied at ${formatPoints(pair.home.points)}`;
  const [ahead, behind] =
    pair.winnerRosterId === pair.home.rosterId ? [pair.home, pair.away] : [pair.away, pair.home];
  const margin = formatMargin(pair.home.points, pair.away.points);
  return state === 'live'
    ? `${ahead.name} leads by ${margin}`
    : `${ahead.name} beat ${behind.name} by ${margin}`;
}
