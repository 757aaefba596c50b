// How an award's numbers read on its card (common/recap.ts says what each value is): the value in its
// unit, what that value measures, and what it is measured against.
import type { RecapAward, RecapAwardId } from '@common/recap';
import { formatPoints } from '@/lib/format';

export interface AwardFigure {
  /** '165.4 pts', '19.3%' */
  value: string;
  /** What the value is: 'winning margin', 'win chance before the week', 'scored by Ira Dunley', ... */
  caption: string;
  /** 'Best lineup 192.6', 'His average 11.3', or null when the award has no reference. */
  reference: string | null;
}

const CAPTIONS: Record<RecapAwardId, string> = {
  'high-score': 'the week’s top score',
  'low-score': 'the week’s lowest score',
  blowout: 'winning margin',
  closest: 'winning margin',
  upset: 'win chance before the week',
  bench: 'left on the bench',
  'best-manager': 'of the best lineup started',
  boom: 'scored by the player',
  bust: 'scored by the player',
};

/** The awards whose reference is the player's average; the others' (bench, best-manager) is the best lineup. */
const AVERAGE_REFERENCE = new Set<RecapAwardId>(['boom', 'bust']);

export function formatAwardValue(value: number, unit: RecapAward['unit']): string {
  // Percentages come rounded to a tenth (decision 0022: ties are compared as shown).
  return unit === 'percent' ? `${value.toFixed(1)}%` : `${formatPoints(value)} pts`;
}

export function awardFigure(award: RecapAward): AwardFigure {
  const reference =
    award.reference === null
      ? null
      : `${AVERAGE_REFERENCE.has(award.id) ? 'His average' : 'Best lineup'} ${formatPoints(award.reference)}`;
  // A boom or a bust is a player's: his name says more than "the player".
  const caption = award.playerName ? `scored by ${award.playerName}` : CAPTIONS[award.id];
  return { value: formatAwardValue(award.value, award.unit), caption, reference };
}
