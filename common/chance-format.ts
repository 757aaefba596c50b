// How a chance reads, on every page and in every sentence (decision 0011): a proven outcome is 100%
// or 0%; a sampled one is never shown as certain (">99.9%", "<0.1%"), since the team is neither in
// nor out yet. The playoff tables, the recap's movers and the recap's prose all use this, so the
// prose never says "fell to 0%" where the table beside it says "<0.1%".

type PlayoffStatus = 'clinched' | 'eliminated' | 'fighting';

/** A chance from 0 to 1 as a percentage; `proven`: 0 and 1 are facts, not samples. */
export function formatChance(chance: number, proven: boolean): string {
  if (proven && chance === 1) return '100%';
  if (proven && chance === 0) return '0%';
  const percent = chance * 100;
  if (percent >= 99.95) return '>99.9%';
  if (percent < 0.05) return '<0.1%';
  return `${percent.toFixed(percent < 1 || percent >= 99 ? 1 : 0)}%`;
}

/**
 * A recap's chance of a team, before or after its week: the playoff chance is proven once the team
 * has clinched or is out (and in a playoff week); the title chance in a playoff week, or at 0 for a team
 * out of the playoffs.
 */
export function recapChance(
  race: 'playoffs' | 'title',
  chance: number,
  status: PlayoffStatus,
  playoffWeek: boolean,
): string {
  if (race === 'playoffs') return formatChance(chance, playoffWeek || status !== 'fighting');
  return formatChance(chance, playoffWeek || (status === 'eliminated' && chance === 0));
}
