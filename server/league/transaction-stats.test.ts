import { describe, expect, it } from 'vitest';
import type { SleeperTransaction } from '../sleeper/schemas';
import { makeRoster, makeUser } from './test-data';
import { buildTeams } from './teams';
import { seasonTransactionStats, transactionStatsSummary } from './transaction-stats';

const rosters = [1, 2, 3, 4].map((id) => makeRoster(id, { wins: 0, losses: 0 }));
const teams = buildTeams(rosters, [
  makeUser('u1', 'Ann', 'Aces'),
  makeUser('u2', 'Bob'),
  makeUser('u3', 'Cat'),
  makeUser('u4', 'Dan'),
]);
let next = 0;
const tx = (type: string, status: string, rosterIds: number[]): SleeperTransaction => ({
  transaction_id: String((next += 1)),
  type,
  status,
  roster_ids: rosterIds,
  created: 1_700_000_000_000 + next,
});

describe('seasonTransactionStats', () => {
  const transactions = [
    tx('trade', 'complete', [1, 2, 3]), // a three-team trade
    tx('trade', 'complete', [1, 4]),
    tx('trade', 'failed', [2, 4]), // a rejected offer
    tx('waiver', 'complete', [2]),
    tx('waiver', 'failed', [2]), // a failed claim
    tx('waiver', 'complete', [1]),
    tx('free_agent', 'complete', [3]),
    tx('commissioner', 'complete', [4]),
  ];
  const stats = seasonTransactionStats('2024', 'L', transactions, teams);

  it('counts a trade once in the total and once for every team in it; failed moves are excluded', () => {
    expect(stats.totalTrades).toBe(2);
    expect(stats.totalWaivers).toBe(2);
    expect(stats.totalFreeAgents).toBe(1);
    expect(stats.teamStats['Aces']).toMatchObject({
      trades: 2,
      waivers: 1,
      freeAgents: 0,
      total: 3,
      ownerName: 'Ann',
    });
    expect(stats.teamStats['Bob']).toMatchObject({ trades: 1, waivers: 1, total: 2 });
    expect(stats.teamStats['Cat']).toMatchObject({ trades: 1, waivers: 0, freeAgents: 1, total: 2 });
    expect(stats.teamStats['Dan']).toMatchObject({ trades: 1, waivers: 0, total: 1 });
  });

  it('sums people across seasons and names the leaders', () => {
    const older = seasonTransactionStats(
      '2023',
      'L0',
      [tx('waiver', 'complete', [4]), tx('waiver', 'complete', [4]), tx('waiver', 'complete', [4])],
      teams,
    );
    const summary = transactionStatsSummary('L', [stats, older]);
    expect(summary.totals).toEqual({ trades: 2, waivers: 5 });
    expect(summary.leaders.mostTradesAllTime).toMatchObject({ ownerId: 'u1', value: 2 });
    expect(summary.leaders.mostWaiversAllTime).toMatchObject({ ownerId: 'u4', value: 3 });
    expect(summary.leaders.mostWaiversSeason).toMatchObject({ season: '2023', ownerId: 'u4', value: 3 });
    expect(summary.leaders.mostTradesSeason).toMatchObject({ season: '2024', ownerId: 'u1', value: 2 });
    expect(summary.byOwner.find((o) => o.ownerId === 'u2')).toMatchObject({ trades: 1, waivers: 1 });
  });
});
