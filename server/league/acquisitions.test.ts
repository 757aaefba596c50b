// Started points and acquisitions on the hand-made league (./verdict-league.ts).
import { describe, expect, it } from 'vitest';
import { seasonAcquisitions } from './acquisitions';
import { startedPoints } from './started-points';
import { failed, lineup, move, t1, t3, weeks2023 } from './verdict-league';

describe('started points and acquisitions', () => {
  const started = startedPoints(weeks2023);

  it('reads every started week of a player for a roster, never his bench weeks', () => {
    expect(started.weeks(2, 'rb1')).toEqual([{ week: 1, points: 15 }]);
    expect(started.total(3, 'rb1')).toBe(30);
    // qb2 sat on roster 2's bench every week: he never started for anyone after week 1's bench either.
    expect(started.weeks(2, 'qb2')).toEqual([]);
    expect(started.weeks(1, 'qb2')).toEqual([]);
  });

  it('credits each started week to the move that brought the player in, until he leaves', () => {
    const moves = seasonAcquisitions([t1, t3, failed], started);
    // rb1, traded twice: roster 1 had him for week 2 only, roster 3 from week 3.
    expect(moves.of('t1', 'rb1')).toMatchObject({ points: 18, heldAtEnd: false });
    expect(moves.of('t3', 'rb1')).toMatchObject({ points: 30, heldAtEnd: true });
    expect(moves.of('t1', 'qb2')).toMatchObject({ points: 0, starts: [] });
    // A failed claim moved nobody.
    expect(moves.of('f6', 'fa1')).toBeUndefined();
  });

  it('gives a player dropped and picked up again to the second pickup only', () => {
    const rows = (week: number, points: number) => ({ week, matchups: [lineup(1, { p: points })] });
    const weeks = [rows(1, 10), rows(2, 20), rows(3, 30), rows(4, 40)];
    const moves = seasonAcquisitions(
      [
        move('a1', 1, 'free_agent', { p: 1 }, {}),
        move('a2', 2, 'free_agent', {}, { p: 1 }),
        move('a3', 3, 'waiver', { p: 1 }, {}),
      ],
      startedPoints(weeks),
    );
    // Week 2's start came before the drop took effect; weeks 3 and 4 belong to the claim.
    expect(moves.of('a1', 'p')).toMatchObject({ points: 30, heldAtEnd: false });
    expect(moves.of('a3', 'p')).toMatchObject({ points: 70, heldAtEnd: true });
  });
});
