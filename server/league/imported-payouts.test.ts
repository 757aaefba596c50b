// An imported season's payout column (common/imported-seasons.ts) carried into the history and a
// manager's seasons, where the money a member won is shown.
import { describe, expect, it } from 'vitest';
import { importedPayout } from '../../common/history';
import { importedHistorySeason } from './imported-history';
import type { ImportedTeam } from './imported-seasons';
import { IMPORTED_PAYOUT_AWARD, managerSeasons } from './manager-profile';

const team = (rank: number, ownerId: string | null, payout: number | null): ImportedTeam => ({
  season: '2021',
  rank,
  managerName: ownerId ?? 'Otto',
  ownerId,
  teamName: `Team ${rank}`,
  wins: 4 - rank,
  losses: rank - 1,
  ties: 0,
  pointsFor: 100,
  pointsAgainst: 100,
  isChampion: rank === 1,
  payout,
});

describe('imported payouts', () => {
  const season = importedHistorySeason('L', '2021', [
    team(2, 'u2', 0),
    team(1, 'u1', 300),
    team(3, null, null),
  ]);

  it("keep each team's payout in the season's standings, none for an empty column or $0", () => {
    expect(season.standings.map((row) => row.payout)).toEqual([300, 0, null]);
    expect(season.standings.map(importedPayout)).toEqual([300, null, null]);
  });

  it("are a manager's money of that season, one line marked as the season's payout", () => {
    expect(managerSeasons('u1', [season], new Map())).toMatchObject([
      { season: '2021', imported: true, payouts: [{ award: IMPORTED_PAYOUT_AWARD, amount: 300 }] },
    ]);
    expect(managerSeasons('u2', [season], new Map())).toMatchObject([{ imported: true, payouts: [] }]);
  });

  it('leave a Sleeper season as it was: no payouts table, no money, no imported mark', () => {
    const sleeper = { ...season, season: '2022', imported: undefined };
    const [row] = managerSeasons('u1', [sleeper], new Map());
    expect(row!.payouts).toEqual([]);
    expect(row).not.toHaveProperty('imported');
  });
});
