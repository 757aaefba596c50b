// A two-week playoff round's result on a week's game card (docs/decisions/0030): a full sentence, on a
// line of its own under the card's header, where a one-week game has its short "Won by" beside it.
import { wonByText, type CardGame } from '@/lib/format';

export function RoundResult({ game }: { game: CardGame }) {
  return (
    <p className="text-sm font-medium" data-testid="round-result">
      {wonByText(game)}
    </p>
  );
}
