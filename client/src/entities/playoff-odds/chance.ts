// How the playoff odds read (docs/decisions/0011): a proven outcome is 100 % or 0 %; a sampled one is
// never shown as certain (">99.9 %", "<0.1 %"), since the team is neither in nor out yet.
import type { TeamOdds } from '@common/almanac';
import { formatChance } from '@common/chance-format';

export { formatChance };

/** Whether a team's playoff chance is a fact: clinched, eliminated, or the season decided. */
export const playoffsProven = (team: Pick<TeamOdds, 'playoffStatus'>, decided: boolean) =>
  decided || team.playoffStatus !== 'fighting';

/** The playoff chance as shown in the standings and the playoff picture. */
export function playoffChance(team: TeamOdds, decided: boolean): string {
  return formatChance(team.playoffs, playoffsProven(team, decided));
}

/** The bye chance: proven like the playoff spot (byeStatus), or once the season is decided. */
export function byeChance(team: TeamOdds, decided: boolean): string {
  return formatChance(team.bye, decided || team.byeStatus !== 'fighting');
}

/**
 * A team's chance of a seed: proven once nothing is left, or when the seed is outside the seeds it can
 * still finish at (0%) or the only one (100%: a 13-0 team a win clear with a week left is seed 1).
 */
export function seedChance(
  team: Pick<TeamOdds, 'seedOdds' | 'seedRange'>,
  seed: number,
  decided: boolean,
): string {
  const { best, worst } = team.seedRange;
  const proven = decided || seed < best || seed > worst || best === worst;
  return formatChance(team.seedOdds[seed - 1] ?? 0, proven);
}

/** Another chance of a team (final, title): proven only once decided, or 0 for an eliminated team. */
export function otherChance(chance: number, team: Pick<TeamOdds, 'playoffStatus'>, decided: boolean): string {
  return formatChance(chance, decided || (team.playoffStatus === 'eliminated' && chance === 0));
}

/**
 * What a team needs, in a few short phrases: clinched or out, else what winning and losing its
 * remaining results does to its chances, and the fewest wins that ever got it in.
 */
export function needsOf(team: TeamOdds, decided: boolean): string[] {
  if (team.playoffStatus === 'clinched' || (decided && team.playoffs === 1)) {
    return [
      team.byeStatus === 'clinched' || (decided && team.bye === 1)
        ? 'Clinched a bye'
        : 'Clinched a playoff spot',
    ];
  }
  if (team.playoffStatus === 'eliminated' || (decided && team.playoffs === 0)) return ['Eliminated'];
  const left = team.resultsLeft;
  if (left === 0) return [`In the playoffs ${formatChance(team.playoffs, false)} on tie-breaks`];
  const best = team.byWins[left]?.playoffs ?? null;
  const worst = team.byWins[0]?.playoffs ?? null;
  const [winLabel, lossLabel] = left === 1 ? ['With a win', 'With a loss'] : ['Wins out', 'Loses out'];
  const phrases: string[] = [];
  if (team.clinchesByWinningOut) phrases.push(`${winLabel}: 100% (clinches)`);
  else if (best !== null) phrases.push(`${winLabel}: ${formatChance(best, false)}`);
  if (worst !== null) phrases.push(`${lossLabel}: ${formatChance(worst, false)}`);
  const fewest = team.byWins.find((w) => w.playoffs !== null && w.playoffs > 0)?.wins;
  if (fewest === undefined) phrases.push('Needs help: no simulated season got in');
  else if (fewest === left && left > 1) phrases.push('Must win out');
  else if (fewest === left) phrases.push('Must win');
  else if (fewest > 0) phrases.push(`Must win at least ${fewest} of ${left}`);
  return phrases;
}
