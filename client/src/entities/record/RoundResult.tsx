// A two-week playoff round's result on a week's game card (docs/decisions/0030): a full sentence, on a
// line of its own under the card's header, where a one-week game has its short "Won by" beside it.
import { wonByText, type CardGame } from '@/lib/format';

/** `weeks`: each week's scores after the sentence (false where the card prints each side's weeks). */
export function RoundResult({ game, weeks = true }: { game: CardGame; weeks?: boolean }) {
  return (
    <p className="text-sm font-medium" data-testid="round-result">
      {wonByText(game, { weeks })}
    </p>
  );
}
