import { describe, expect, it } from 'vitest';
import { titleParts, type TransactionTeam } from './title-parts';

const team = (
  rosterId: number,
  teamName: string,
  ownerId: string | null = `u${rosterId}`,
): TransactionTeam => ({
  rosterId,
  ownerId,
  teamName,
});

describe('transaction title parts', () => {
  it('cuts a trade title at both team names, keeping every character in order', () => {
    const a = team(1, 'Gridiron Gang');
    const b = team(2, 'Bench Mob');
    const title = 'Gridiron Gang traded Josh Allen to Bench Mob for Saquon Barkley';
    const parts = titleParts(title, [a, b]);
    expect(parts).toEqual([
      { text: 'Gridiron Gang', team: a },
      { text: ' traded Josh Allen to ' },
      { text: 'Bench Mob', team: b },
      { text: ' for Saquon Barkley' },
    ]);
    expect(parts.map((p) => p.text).join('')).toBe(title);
  });

  it('prefers the longest name at a position and finds a name mentioned twice', () => {
    const short = team(1, 'Bench Mob');
    const long = team(2, 'Bench Mob II');
    const parts = titleParts('Trade between Bench Mob II and Bench Mob: Bench Mob II gets nothing', [
      short,
      long,
    ]);
    expect(parts.filter((p) => p.team).map((p) => p.team!.rosterId)).toEqual([2, 1, 2]);
  });

  it('leaves a title without any of the names as one plain part', () => {
    expect(titleParts('Commissioner: A team made a roster move', [team(3, 'Nobody Here')])).toEqual([
      { text: 'Commissioner: A team made a roster move' },
    ]);
    expect(titleParts('Roster 4 added X', [team(4, '')])).toEqual([{ text: 'Roster 4 added X' }]);
    expect(titleParts('Bench Mob added X', undefined)).toEqual([{ text: 'Bench Mob added X' }]);
  });
});
