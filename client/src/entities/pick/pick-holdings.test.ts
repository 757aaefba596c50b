import { describe, expect, it } from 'vitest';
import type { FuturePickEntry, FuturePicksResponse } from '@common/picks';
import { pickTeams, roundRuns, teamPicksBySeason, tradedPicksBySeason } from './pick-holdings';

const team = (rosterId: number) => ({
  rosterId,
  teamName: ['Ants', 'Bees', 'Cats'][rosterId - 1]!,
  ownerId: `u${rosterId}`,
});
const pick = (season: string, round: number, original: number, owner = original): FuturePickEntry => ({
  season,
  round,
  original: team(original),
  owner: team(owner),
});

// Three teams, two rounds, two seasons: Bees hold the Ants' 2026 first (a chain of trades ends there),
// Cats hold the Bees' 2026 second, and the Ants hold the Cats' 2027 first.
const answer: FuturePicksResponse = {
  seasons: ['2026', '2027'],
  rounds: 2,
  picks: [
    pick('2026', 1, 1, 2),
    pick('2026', 1, 2),
    pick('2026', 1, 3),
    pick('2026', 2, 1),
    pick('2026', 2, 2, 3),
    pick('2026', 2, 3),
    pick('2027', 1, 1),
    pick('2027', 1, 2),
    pick('2027', 1, 3, 1),
    pick('2027', 2, 1),
    pick('2027', 2, 2),
    pick('2027', 2, 3),
  ],
};

describe('future pick holdings', () => {
  it('lists only the picks that changed hands, by season and round', () => {
    expect(
      tradedPicksBySeason(answer).map(({ season, picks }) => ({
        season,
        picks: picks.map((p) => `R${p.round} ${p.original.teamName}->${p.owner.teamName}`),
      })),
    ).toEqual([
      { season: '2026', picks: ['R1 Ants->Bees', 'R2 Bees->Cats'] },
      { season: '2027', picks: ['R1 Cats->Ants'] },
    ]);
  });

  it("gives a team's picks held (own first in a round) and its own held by others", () => {
    const bees = teamPicksBySeason(answer, 2).map(({ season, held, tradedAway }) => ({
      season,
      held: held.map((p) => `R${p.round} ${p.original.teamName}`),
      tradedAway: tradedAway.map((p) => `R${p.round} to ${p.owner.teamName}`),
    }));
    expect(bees).toEqual([
      { season: '2026', held: ['R1 Bees', 'R1 Ants'], tradedAway: ['R2 to Cats'] },
      { season: '2027', held: ['R1 Bees', 'R2 Bees'], tradedAway: [] },
    ]);
  });

  it('every pick is held by exactly one team: the holdings add up to seasons x rounds x teams', () => {
    const held = pickTeams(answer).flatMap((t) =>
      teamPicksBySeason(answer, t.rosterId).flatMap((s) => s.held),
    );
    expect(held).toHaveLength(answer.seasons.length * answer.rounds * 3);
    expect(new Set(held.map((p) => `${p.season}-${p.round}-${p.original.rosterId}`)).size).toBe(held.length);
  });

  it('names the teams once each, by name', () => {
    expect(pickTeams(answer).map((t) => t.teamName)).toEqual(['Ants', 'Bees', 'Cats']);
  });

  it('writes rounds as runs', () => {
    expect(roundRuns([1, 2, 4, 5, 6, 16])).toBe('1\u20132, 4\u20136, 16');
    expect(roundRuns([3])).toBe('3');
    expect(roundRuns([])).toBe('');
  });
});
