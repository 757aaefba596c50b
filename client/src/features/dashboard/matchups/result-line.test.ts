import { describe, expect, it } from 'vitest';
import type { MatchupPair, MatchupTeam } from '@common/league';
import { formatRecord } from '@/lib/format';
import { resultLine, type WeekPlay } from './result-line';

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
  const pair: MatchupPair = {
    matchupId: 1,
    home: team(1, 'Alpha', 100.04),
    away: team(2, 'Bravo', 120.1),
    winnerRosterId: 2,
    margin: 20.06,
  };
  const level: MatchupPair = {
    matchupId: 1,
    home: team(1, 'Alpha', 88.5),
    away: team(2, 'Bravo', 88.5),
    winnerRosterId: null,
    margin: 0,
  };

  it('while games are on, says who leads, never who won', () => {
    expect(
      resultLine(pair, { state: 'live', kickoffAt: null, finalMatchupIds: [], correctedMatchupIds: [] }),
    ).toBe('Bravo leads by 20.1');
    expect(
      resultLine(level, { state: 'live', kickoffAt: null, finalMatchupIds: [], correctedMatchupIds: [] }),
    ).toBe('Tied at 88.5');
  });

  it('says who beat whom of a game over on its own while the week is played', () => {
    const week: WeekPlay = { state: 'live', kickoffAt: null, finalMatchupIds: [1], correctedMatchupIds: [] };
    expect(resultLine(pair, week)).toBe('Bravo beat Alpha by 20.1');
    expect(resultLine({ ...pair, matchupId: 2 }, week)).toBe('Bravo leads by 20.1');
  });

  it('says so when a stat correction turned a game after it was first final', () => {
    const week: WeekPlay = {
      state: 'final',
      kickoffAt: null,
      finalMatchupIds: [1],
      correctedMatchupIds: [1],
    };
    expect(resultLine(pair, week)).toBe('Bravo beat Alpha by 20.1 (changed by a stat correction)');
  });

  it('once final, says who beat whom, with the margin to one decimal', () => {
    expect(
      resultLine(pair, { state: 'final', kickoffAt: null, finalMatchupIds: [], correctedMatchupIds: [] }),
    ).toBe('Bravo beat Alpha by 20.1');
    expect(
      resultLine(level, { state: 'final', kickoffAt: null, finalMatchupIds: [], correctedMatchupIds: [] }),
    ).toBe('Tied at 88.5');
  });

  it('in a two-week round, words the round: a leader after week 1, the winner on the sum after week 2', () => {
    const round = { weeks: [17, 18], name: 'final' };
    const first = { ...pair, round: { ...round, leg: 1, home: [160], away: [100] } };
    expect(
      resultLine(first, { state: 'final', kickoffAt: null, finalMatchupIds: [], correctedMatchupIds: [] }),
    ).toBe('Alpha leads the two-week final by 60.0 after week 1 of 2');
    // Bravo wins week 18 (the pair's scores) but Alpha the round, 250.0 to 240.0.
    const second = { ...pair, round: { ...round, leg: 2, home: [160, 90], away: [100, 140] } };
    expect(
      resultLine(second, { state: 'final', kickoffAt: null, finalMatchupIds: [], correctedMatchupIds: [] }),
    ).toBe('Alpha won the two-week final 250.0-240.0');
  });

  it('before the games, says when they start (Central time), or that they are still to play', () => {
    const upcoming = { ...level, home: team(1, 'Alpha', 0), away: team(2, 'Bravo', 0) };
    expect(
      resultLine(upcoming, {
        state: 'upcoming',
        kickoffAt: '2025-12-11T01:15:00Z',
        finalMatchupIds: [],
        correctedMatchupIds: [],
      }),
    ).toBe('Kicks off Wed 7:15 PM CT');
    expect(
      resultLine(upcoming, {
        state: 'upcoming',
        kickoffAt: null,
        finalMatchupIds: [],
        correctedMatchupIds: [],
      }),
    ).toBe('Not played yet');
  });
});

describe('records', () => {
  it('shows ties only when there are some', () => {
    expect(formatRecord({ wins: 7, losses: 6, ties: 0 })).toBe('7-6');
    expect(formatRecord({ wins: 7, losses: 5, ties: 1 })).toBe('7-5-1');
  });
});
