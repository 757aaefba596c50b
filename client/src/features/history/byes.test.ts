import { describe, expect, it } from 'vitest';
import type { HistorySeason } from '@common/history';
import { leagueByeNote, seasonByeNote } from './byes';

type Bye = NonNullable<HistorySeason['byes']>[number];

const bye = (rosterId: number, teamName: string, week: number, points: number): Bye => ({
  rosterId,
  ownerId: `owner-${rosterId}`,
  teamName,
  ownerName: `Owner ${rosterId}`,
  week,
  points,
});

// The demo's 2023: two teams without an opponent in week 6.
const demo2023 = {
  season: '2023',
  byes: [bye(3, "Stu's Sack Lunch", 6, 120.04), bye(7, 'Hail Mary Miracles', 6, 139.01)],
};

describe('the bye notes', () => {
  it('name the teams, the week and the points that count against nobody', () => {
    expect(seasonByeNote(demo2023)).toBe(
      "No opponent (a bye) in week 6: Stu's Sack Lunch and Hail Mary Miracles. Their 259.1 points " +
        "count in their PF and in nobody's PA, and a bye is no game: each has one game fewer in its record.",
    );
    expect(leagueByeNote([{ season: '2024', byes: [] }, demo2023, { season: '2022' }])).toBe(
      "Points for include 259.1 points scored on byes, weeks without an opponent (2023 week 6: Stu's " +
        'Sack Lunch and Hail Mary Miracles): they count for their team and against nobody. A bye is no ' +
        'game, so those teams have a game fewer in their record for each.',
    );
  });

  it('say nothing for seasons without byes, imported seasons included', () => {
    expect(seasonByeNote({ byes: [] })).toBeNull();
    expect(seasonByeNote({})).toBeNull();
    expect(leagueByeNote([{ season: '2022' }, { season: '2024', byes: [] }])).toBeNull();
  });

  it('count several byes of one team, week by week', () => {
    const season = { byes: [bye(1, 'A', 3, 90), bye(1, 'A', 9, 80), bye(2, 'B', 9, 70)] };
    expect(seasonByeNote(season)).toBe(
      "No opponent (a bye) in week 3: A and week 9: A and B. Their 240.0 points count in their PF and in nobody's " +
        'PA, and a bye is no game: each has one game fewer in its record for each bye.',
    );
    expect(seasonByeNote({ byes: [bye(1, 'A', 3, 90), bye(1, 'A', 9, 80)] })).toContain(
      'each has 2 games fewer in its record',
    );
  });
});
