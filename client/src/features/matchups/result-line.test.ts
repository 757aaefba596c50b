import { describe, expect, it } from 'vitest';
import type { MatchupPair, MatchupTeam } from '@common/league';
import { formatRecord } from '../dashboard/record';
import { statusDotClass } from './player-status';
import { resultLine } from './result-line';

const team = (rosterId: number, name: string, points: number): MatchupTeam => ({
  rosterId,
  ownerId: null,
  name,
  username: name.toLowerCase(),
  avatar: null,
  wins: 0,
  losses: 0,
  ties: 0,
  points,
});

describe('resultLine', () => {
  it("says '{winner} wins by {margin}' with the margin to one decimal", () => {
    const pair: MatchupPair = {
      matchupId: 1,
      home: team(1, 'Alpha', 100.04),
      away: team(2, 'Bravo', 120.1),
      winnerRosterId: 2,
      margin: 20.06,
    };
    expect(resultLine(pair)).toBe('Bravo wins by 20.1');
  });

  it('says a level game is tied', () => {
    const pair: MatchupPair = {
      matchupId: 1,
      home: team(1, 'Alpha', 0),
      away: team(2, 'Bravo', 0),
      winnerRosterId: null,
      margin: 0,
    };
    expect(resultLine(pair)).toBe('Tied at 0.0');
  });
});

describe('player status colour and records', () => {
  it('colours Q yellow, O and IR red, anything else green', () => {
    expect(statusDotClass('Q')).toContain('yellow');
    expect(statusDotClass('O')).toContain('red');
    expect(statusDotClass('IR')).toContain('red');
    expect(statusDotClass('Active')).toContain('emerald');
    expect(statusDotClass('D')).toContain('emerald');
  });

  it('shows ties only when there are some', () => {
    expect(formatRecord(7, 6, 0)).toBe('7-6');
    expect(formatRecord(7, 5, 1)).toBe('7-5-1');
  });
});
