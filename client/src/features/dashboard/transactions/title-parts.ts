// A transaction's title cut at the team names it mentions, so each name can link to its manager's page
// while the title stays the server's one sentence (docs/product.md §2 "Transactions card").
import type { Transaction } from '@common/league';

export type TransactionTeam = Transaction['teams'][number];

export type TitlePart = { text: string; team?: TransactionTeam };

/**
 * The title as plain text and team-name parts, in order. At any position the longest name wins ('Bench
 * Mob II' over 'Bench Mob'); names the title does not contain are ignored.
 */
export function titleParts(title: string, teams: readonly TransactionTeam[] | undefined): TitlePart[] {
  // An answer the service worker kept offline from an older build has no teams: the title stays plain.
  const named = (teams ?? []).filter((team) => team.teamName.length > 0);
  const parts: TitlePart[] = [];
  let plainFrom = 0;
  let at = 0;
  while (at < title.length) {
    const match = named
      .filter((team) => title.startsWith(team.teamName, at))
      .sort((a, b) => b.teamName.length - a.teamName.length)[0];
    if (!match) {
      at += 1;
      continue;
    }
    if (at > plainFrom) parts.push({ text: title.slice(plainFrom, at) });
    parts.push({ text: match.teamName, team: match });
    at += match.teamName.length;
    plainFrom = at;
  }
  if (plainFrom < title.length) parts.push({ text: title.slice(plainFrom) });
  return parts;
}
