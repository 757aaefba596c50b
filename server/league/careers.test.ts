import { describe, expect, it } from 'vitest';
import type { HistorySeason, HistoryStanding } from '../../common/history';
import { careerTotals } from './careers';
import { buildHistory } from './history';

function standing(
  rosterId: number,
  ownerId: string | null,
  name: string,
  wins: number,
  losses: number,
  pointsFor: number,
  playoffFinish: number | null = null,
): HistoryStanding {
  return {
    rank: 0,
    rosterId,
    ownerId,
    teamName: `${name}'s team`,
    ownerName: name,
    wins,
    losses,
    ties: 0,
    withMedian: { wins, losses, ties: 0 },
    pointsFor,
    pointsAgainst: 1000,
    playoffFinish,
  };
}

function season(year: string, standings: HistoryStanding[]): HistorySeason {
  const champion = standings.find((s) => s.playoffFinish === 1) ?? null;
  return {
    season: year,
    leagueId: `L${year}`,
    name: 'League',
    status: 'complete',
    isComplete: true,
    isMedian: false,
    totalRosters: standings.length,
    playoffWeekStart: 15,
    finalWeek: 17,
    totalPoints: standings.reduce((sum, s) => sum + s.pointsFor, 0),
    avgPoints: 0,
    champion: champion?.teamName ?? null,
    championOwner: champion?.ownerName ?? null,
    championTeam: champion,
    runnerUp: null,
    thirdPlace: null,
    standings,
    biggestBlowout: null,
  };
}

// Ann plays roster 1 in 2023 and roster 3 in 2024 (roster ids are per season); Pete left after 2023
// and Nina took his place; roster 4 of 2024 is orphaned (no owner).
const seasons = [
  season('2024', [
    standing(3, 'ann', 'Ann', 9, 5, 1500.5, 1),
    standing(2, 'bob', 'Bob', 8, 6, 1400),
    standing(1, 'nina', 'Nina', 3, 11, 1200),
    standing(4, null, 'Unknown Owner', 8, 6, 1300),
  ]),
  season('2023', [
    standing(1, 'ann', 'Ann', 10, 4, 1600.25, 1),
    standing(2, 'bob', 'Bob', 7, 7, 1450),
    standing(3, 'pete', 'Pete', 12, 2, 1700, 2),
  ]),
];

describe('careerTotals', () => {
  const careers = careerTotals(seasons);

  it('merges a person across seasons even when their roster id changes', () => {
    const ann = careers.current.find((c) => c.ownerId === 'ann');
    expect(ann).toMatchObject({
      seasons: 2,
      wins: 19,
      losses: 9,
      pointsFor: 3100.75,
      championships: 2,
      bestFinish: 1,
    });
  });

  it('splits current members (newest standings) from past members, sorted by wins', () => {
    expect(careers.current.map((c) => c.ownerId)).toEqual(['ann', 'bob', 'nina']);
    expect(careers.past.map((c) => c.ownerId)).toEqual(['pete']);
    expect(careers.past[0]).toMatchObject({ wins: 12, bestFinish: 2, championships: 0 });
  });

  it('feeds the league statistics: leaders, trends and records', () => {
    const history = buildHistory('L2024', seasons);
    expect(history.overview).toEqual({
      totalSeasons: 2,
      latestChampion: { season: '2024', ownerId: 'ann', teamName: "Ann's team", ownerName: 'Ann' },
      mostChampionships: { ownerId: 'ann', ownerName: 'Ann', count: 2 },
    });
    expect(history.championshipLeaders[0]).toMatchObject({
      ownerId: 'ann',
      count: 2,
      seasons: ['2023', '2024'],
    });
    // Sides: 2024 = 14 * 4 = 56, 2023 = 14 * 3 = 42 -> 98 / 2 games.
    expect(history.trends.totalGamesPlayed).toBe(49);
    expect(history.trends.mostWinsAllTime).toMatchObject({ ownerId: 'ann', value: 19 });
    expect(history.records.mostWins).toMatchObject({ season: '2023', ownerId: 'pete', value: 12 });
    expect(history.records.mostLosses).toMatchObject({ season: '2024', ownerId: 'nina', value: 11 });
    expect(history.totals.wins).toBe(28 + 29);
    // One holder each: no tie listed.
    expect(history.records.mostWins?.tiedWith).toBeUndefined();
  });

  it('shows a tie as a tie: every holder of the most titles and of an equal record, the earliest first', () => {
    const tied = [
      season('2024', [standing(1, 'ann', 'Ann', 12, 2, 1500), standing(2, 'bob', 'Bob', 7, 7, 1400, 1)]),
      season('2023', [standing(1, 'ann', 'Ann', 9, 5, 1600, 1), standing(2, 'bob', 'Bob', 12, 2, 1450)]),
    ];
    const history = buildHistory('L2024', tied);
    expect(history.overview.mostChampionships).toMatchObject({
      count: 1,
      tiedWith: [{ ownerId: expect.any(String), ownerName: expect.any(String) }],
    });
    expect(
      [history.overview.mostChampionships!, ...history.overview.mostChampionships!.tiedWith!]
        .map((m) => m.ownerId)
        .sort(),
    ).toEqual(['ann', 'bob']);
    // 12 wins: Bob in 2023, then Ann in 2024.
    expect(history.records.mostWins).toMatchObject({
      season: '2023',
      ownerId: 'bob',
      value: 12,
      tiedWith: [{ season: '2024', ownerId: 'ann' }],
    });
    expect(history.trends.mostWinsSingleSeason?.tiedWith).toHaveLength(1);
  });
});
