import { describe, expect, it } from 'vitest';
import type { MatchupPair, MatchupTeam } from '@common/league';
import { isMine, myGameFirst, mySideFirst } from './my-matchup';

const team = (rosterId: number, ownerId: string | null): MatchupTeam => ({
  rosterId,
  ownerId,
  name: `Team ${rosterId}`,
  username: `user${rosterId}`,
  avatar: null,
  wins: 0,
  losses: 0,
  ties: 0,
  points: 0,
});
const pair = (matchupId: number, a: MatchupTeam, b: MatchupTeam): MatchupPair => ({
  matchupId,
  home: a,
  away: b,
  winnerRosterId: null,
  margin: 0,
});
const pairs = [
  pair(1, team(1, 'u1'), team(2, 'u2')),
  pair(2, team(3, 'u3'), team(4, null)),
  pair(3, team(5, 'u5'), team(6, 'u6')),
];

describe('my game first', () => {
  it("puts the member's game first, home or away, and keeps the others in the week's order", () => {
    expect(myGameFirst(pairs, 'u6').map((p) => p.matchupId)).toEqual([3, 1, 2]);
    expect(myGameFirst(pairs, 'u3').map((p) => p.matchupId)).toEqual([2, 1, 3]);
    expect(isMine(pairs[2]!, 'u6')).toBe(true);
    expect(isMine(pairs[2]!, 'u1')).toBe(false);
  });

  it('leaves the order alone for a member without a team, or a visitor (an orphan team is no one’s)', () => {
    expect(myGameFirst(pairs, 'nobody').map((p) => p.matchupId)).toEqual([1, 2, 3]);
    expect(myGameFirst(pairs, null).map((p) => p.matchupId)).toEqual([1, 2, 3]);
    expect(isMine(pairs[1]!, null)).toBe(false);
  });

  it("puts the member's own team first in their game, home first otherwise", () => {
    expect(mySideFirst(pairs[0]!, 'u2').map((t) => t.rosterId)).toEqual([2, 1]);
    expect(mySideFirst(pairs[0]!, 'u1').map((t) => t.rosterId)).toEqual([1, 2]);
    expect(mySideFirst(pairs[0]!, null).map((t) => t.rosterId)).toEqual([1, 2]);
  });
});
