/**
 * The index a key moves a chart's readout to along `count` items (points of a line, bars), from
 * `index` (null: nothing read yet, so the first key starts at the first item); null for other keys.
 */
export function indexAfterKey(
  key: string,
  index: number | null,
  count: number,
  { next, previous }: { next: string; previous: string },
): number | null {
  if (count === 0) return null;
  if (index === null)
    return key === next || key === previous || key === 'Home' ? 0 : key === 'End' ? count - 1 : null;
  if (key === next) return Math.min(count - 1, index + 1);
  if (key === previous) return Math.max(0, index - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}
