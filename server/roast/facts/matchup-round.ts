// A matchup roast's result in a two-week playoff round (docs/decisions/0030): a week of such a round is
// half a game, so the week's two scores decide nothing. The result is the round's, worded by
// common/two-week-round.ts as the dashboard and the recap word it: after week 1 of 2 who leads and by
// how much, after week 2 who won on the sum; the week's own scores are told as the week's alone.
import { isLastLeg, roundLeader, roundResultText, roundWeeksText } from '../../../common/two-week-round';
import type { PlayState, RoundScore } from '../../../common/league';
import { FLAG } from '../claims';
import { pts } from '../format';
import type { TeamWeek } from './lineup';

interface RoundSides {
  round: RoundScore;
  /** The round's home side (its `home` points) and away side. */
  home: TeamWeek;
  away: TeamWeek;
  state: PlayState;
}

/**
 * The round's result slots and prompt lines: `roundResult` (the sentence), `roundWeeks` (each week's
 * scores), and `roundDecided` once the last week is final with a side ahead on the sum, else
 * `roundUndecided` while one leads. A level sum gets neither: nobody leads and nobody won.
 */
export function addRoundResult(
  { round, home, away, state }: RoundSides,
  s: Record<string, string>,
  lines: string[],
): void {
  const named = (t: TeamWeek) => ({ rosterId: t.rosterId, name: t.teamName });
  const [h, a] = [named(home), named(away)];
  s.roundResult = roundResultText(round, h, a, state);
  s.roundWeeks = roundWeeksText(round, h, a);
  if (roundLeader(round, h, a)) {
    if (isLastLeg(round) && state === 'final') s.roundDecided = FLAG;
    else s.roundUndecided = FLAG;
  }
  lines.push(`${s.roundResult} (${s.roundWeeks}); the game is decided on the sum of both weeks.`);
  if (state === 'upcoming') return;
  lines.push(
    `This week alone: ${home.teamName} ${pts(home.points)}, ${away.teamName} ${pts(away.points)}; half of the game, not its result.`,
  );
}
