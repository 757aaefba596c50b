// Short injury status for the roster dialog (docs/product.md §2: Q yellow, O or IR red, otherwise green).
const STATUS_CODES: Record<string, string> = {
  questionable: 'Q',
  q: 'Q',
  doubtful: 'D',
  d: 'D',
  out: 'O',
  o: 'O',
  ir: 'IR',
  'injured reserve': 'IR',
  pup: 'PUP',
  sus: 'SUS',
  suspended: 'SUS',
  na: 'NA',
  cov: 'COV',
};

/** The provider's injury_status ('Questionable', 'Out', 'IR', ...) as a short code; 'Active' when none. */
export function shortStatus(injuryStatus: string | null | undefined, status?: string | null): string {
  const key = injuryStatus?.trim().toLowerCase();
  if (key) return STATUS_CODES[key] ?? injuryStatus!.trim().toUpperCase();
  if (status?.trim().toLowerCase() === 'injured reserve') return 'IR';
  return 'Active';
}
