// Team and member avatars (docs/product.md §9): the provider's image host, or initials on a colour.
// Kept apart from format.ts so the app frame (which shows an avatar) does not load the date library.

import { TEAM_COLORS, teamColor } from './team-color';

const SLEEPER_AVATAR_BASE = 'https://sleepercdn.com/avatars/thumbs/';

/** The image URL of a provider avatar id; full URLs (team avatars) pass through; none gives null. */
export function avatarUrl(avatar: string | null | undefined): string | null {
  if (!avatar) return null;
  if (/^https?:\/\//i.test(avatar)) return avatar;
  return `${SLEEPER_AVATAR_BASE}${encodeURIComponent(avatar)}`;
}

/** The first letters of the first two words of a team name: 'Gridiron Gurus' -> 'GG', 'Bench' -> 'B'. */
export function initials(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  const letters = words.slice(0, 2).map((word) => [...word.replace(/[^\p{L}\p{N}]/gu, '')][0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

/** The 12 cycling fallback colours of avatars (docs/product.md §9), one per team (lib/team-color.ts). */
export const AVATAR_COLORS = TEAM_COLORS.map((color) => color.avatar);

/** The fallback colour for a team: by roster id when known (stable per team), else by its name. */
export function avatarColor(key: number | string): string {
  return teamColor(key).avatar;
}
