import type { MatchupPair, WeekSummary } from '@common/league';
import { roundResultText } from '@common/two-week-round';
import { formatCentral, formatMargin, formatPoints } from '@/lib/format';

/**
 * A pair's result in words that follow the game (the week's play state, server/league/week-play.ts):
 * before kickoff, when it starts; while games are on, who leads; once final, who beat whom. The
 * margin is to one decimal, and a level score says so.
 */
export function resultLine(pair: MatchupPair, week: Pick<WeekSummary, 'state' | 'kickoffAt'>): string {
  if (week.state === 'upcoming') {
    return week.kickoffAt ? `Kicks off ${formatCentral(week.kickoffAt, 'EEE h:mm a')} CT` : 'Not played yet';
  }
  // Half (or the end) of a two-week game: worded on the round's sum (common/two-week-round.ts).
  if (pair.round) return roundResultText(pair.round, pair.home, pair.away, week.state);
  if (pair.winnerRosterId === null) return `Tied at ${formatPoints(pair.home.points)}`;
  const [ahead, behind] =
    pair.winnerRosterId === pair.home.rosterId ? [pair.home, pair.away] : [pair.away, pair.home];
  const margin = formatMargin(pair.home.points, pair.away.points);
  return week.state === 'live'
    ? `${ahead.name} leads by ${margin}`
    : `${ahead.name} beat ${behind.name} by ${margin}`;
}
