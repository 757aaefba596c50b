import { pointsInStarts } from '@/entities/keeper/KeeperValueList';
import { costText, worthText, type CandidateFigures } from './candidate-figures';

/**
 * A keeper's figures (docs/decisions/0016, keeper candidates): "190.2 pts in 13 starts", "Costs a
 * 3rd-round pick", "Worth +18.9". Spans only: it sits inside the picker's buttons.
 */
export function KeeperFigures({ figures }: { figures: CandidateFigures }) {
  const worth = worthText(figures.costs);
  const parts = [
    pointsInStarts(figures.startedPoints, figures.starts),
    figures.costs.length > 0 ? costText(figures.costs) : null,
  ].filter((part): part is string => part !== null);
  return (
    // A line each on a phone; one line, dot-separated, where the card is wide enough.
    <span
      className="flex flex-col text-xs text-muted-foreground tabular-nums sm:flex-row sm:flex-wrap sm:gap-x-1.5"
      data-testid="keeper-figures"
    >
      {parts.map((part, i) => (
        <span key={part}>
          {part}
          {(i < parts.length - 1 || worth) && <Dot />}
        </span>
      ))}
      {worth && <span className="font-semibold text-foreground">{worth}</span>}
    </span>
  );
}

/** The separator of the one-line layout (a line each on a phone has none). */
function Dot() {
  return (
    <span aria-hidden="true" className="hidden sm:inline">
      {' '}
      ·
    </span>
  );
}
