import { describe, expect, it } from 'vitest';
import type { HistorySeason, HistoryStanding } from '../../common/history';
import { bustedPots, defaultPayoutConfig, resolveSeasonPayouts } from './payouts';

describe('defaultPayoutConfig', () => {
  it('doubles every amount in 2022 with an 80 BUSTED award', () => {
    expect(defaultPayoutConfig('2022')).toEqual({
      championshipFirst: 240,
      championshipSecond: 120,
      championshipThird: 60,
      highestPointsAward: 40,
      biggestBlowoutAward: 40,
      unluckyAward: 20,
      bustedAward: 80,
    });
  });

  it('has no BUSTED award in 2023 and the 40 base from 2024 on', () => {
    expect(defaultPayoutConfig('2023')).toMatchObject({ championshipFirst: 120, bustedAward: 0 });
    expect(defaultPayoutConfig('2024')).toMatchObject({
      championshipFirst: 120,
      championshipSecond: 60,
      championshipThird: 30,
      highestPointsAward: 20,
      biggestBlowoutAward: 20,
      unluckyAward: 10,
      bustedAward: 40,
    });
    expect(defaultPayoutConfig('2026').bustedAward).toBe(40);
  });
});

describe('bustedPots', () => {
  it('rolls an unclaimed pot over (+40 per clean year), resets on a claim, and stops in an untracked year', () => {
    const pots = bustedPots([
      { season: '2025', bustedAward: 40, bustedWinnerId: null },
      { season: '2022', bustedAward: 80, bustedWinnerId: null },
      { season: '2023', bustedAward: 0, bustedWinnerId: null },
      { season: '2024', bustedAward: 40, bustedWinnerId: null },
      { season: '2026', bustedAward: 40, bustedWinnerId: null },
    ]);
    expect(Object.fromEntries(pots)).toEqual({ '2022': 80, '2023': 0, '2024': 40, '2025': 80, '2026': 120 });
  });

  it('resets after a claimed year', () => {
    const pots = bustedPots([
      { season: '2024', bustedAward: 40, bustedWinnerId: 'u1' },
      { season: '2025', bustedAward: 40, bustedWinnerId: null },
    ]);
    expect(pots.get('2025')).toBe(40);
  });
});

const row = (
  rosterId: number,
  pointsFor: number,
  pointsAgainst: number,
  playoffFinish: number | null,
): HistoryStanding => ({
  rank: rosterId,
  rosterId,
  ownerId: `u${rosterId}`,
  teamName: `Team ${rosterId}`,
  ownerName: `Owner ${rosterId}`,
  wins: 0,
  losses: 0,
  ties: 0,
  withMedian: { wins: 0, losses: 0, ties: 0 },
  pointsFor,
  pointsAgainst,
  playoffFinish,
});

describe('resolveSeasonPayouts', () => {
  const standings = [
    row(1, 1500, 1400, 1),
    row(2, 1600, 1300, 2),
    row(3, 1400, 1700, 3),
    row(4, 1300, 1350, null),
  ];
  const season: HistorySeason = {
    season: '2024',
    leagueId: 'L',
    name: 'League',
    status: 'complete',
    isComplete: true,
    isMedian: true,
    totalRosters: 4,
    playoffWeekStart: 15,
    finalWeek: 17,
    totalPoints: 5800,
    avgPoints: 1450,
    champion: 'Team 1',
    championOwner: 'Owner 1',
    championTeam: standings[0]!,
    runnerUp: standings[1]!,
    thirdPlace: standings[2]!,
    standings,
    biggestBlowout: {
      week: 6,
      margin: 71.3,
      winner: { rosterId: 4, ownerId: 'u4', teamName: 'Team 4', ownerName: 'Owner 4', points: 150.5 },
      loser: { rosterId: 2, ownerId: 'u2', teamName: 'Team 2', ownerName: 'Owner 2', points: 79.2 },
    },
  };
  const none = { winnerId: null, winnerName: null, playerName: null, playerTeam: null };

  it('resolves every winner, the subtotals and the pot', () => {
    const payouts = resolveSeasonPayouts(season, defaultPayoutConfig('2024'), { accumulated: 40, ...none });
    expect(payouts.champion).toMatchObject({ award: '$120', team: { rosterId: 1, ownerName: 'Owner 1' } });
    expect(payouts.runnerUp).toMatchObject({ award: '$60', team: { rosterId: 2 } });
    expect(payouts.thirdPlace).toMatchObject({ award: '$30', team: { rosterId: 3 } });
    expect(payouts.highestPoints).toMatchObject({ award: '$20', team: { rosterId: 2, pointsFor: 1600 } });
    expect(payouts.unlucky).toMatchObject({ award: '$10', team: { rosterId: 3, pointsAgainst: 1700 } });
    expect(payouts.biggestBlowout.team).toMatchObject({ rosterId: 4, difference: 71.3, week: 6 });
    expect([payouts.biggestBlowoutMargin, payouts.biggestBlowoutWeek, payouts.biggestBlowoutWinner]).toEqual([
      71.3,
      6,
      'Team 4',
    ]);
    // The pot is every award summed, so it always equals its subtotals: 120+60+30 + 20+10 + 20+40.
    // (The original flat 300/340 pots do not add up with its own amounts; the sum is what is paid,
    // docs/product.md §9.)
    expect(payouts.totalPot).toBe(300);
    expect(payouts.totalPool).toBe(300);
    expect(payouts.subtotals).toEqual({ championship: 210, regularSeason: 30, special: 60 });
    expect(payouts.busted).toEqual({
      amount: 40,
      award: '$40',
      isRollover: false,
      cleanYears: 1,
      tracked: true,
    });
  });

  it('shows a rollover above 40, and no BUSTED money in an untracked season', () => {
    expect(
      resolveSeasonPayouts(season, defaultPayoutConfig('2024'), { accumulated: 80, ...none }).busted,
    ).toMatchObject({ isRollover: true, cleanYears: 2 });
    const untracked = resolveSeasonPayouts(season, defaultPayoutConfig('2023'), { accumulated: 0, ...none });
    expect(untracked.totalPot).toBe(260);
    expect(untracked.busted.tracked).toBe(false);
  });

  it('leaves the winners empty before a season has points', () => {
    const empty = {
      ...season,
      championTeam: null,
      runnerUp: null,
      thirdPlace: null,
      biggestBlowout: null,
      standings: standings.map((s) => ({ ...s, pointsFor: 0, pointsAgainst: 0 })),
    };
    const payouts = resolveSeasonPayouts(empty, defaultPayoutConfig('2025'), { accumulated: 40, ...none });
    expect(payouts.champion.team).toBeNull();
    expect(payouts.highestPoints.team).toBeNull();
    expect(payouts.leaders).toEqual({ highestPoints: null, unlucky: null });
    expect(payouts.biggestBlowout.team).toBeNull();
  });
});
