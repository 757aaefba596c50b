import { describe, expect, it } from 'vitest';
import type { Standing } from '@common/league';
import { divisionGroups } from './division-groups';

const row = (rosterId: number, division: Standing['division']): Standing => ({
  rosterId,
  ownerId: null,
  teamName: `Team ${rosterId}`,
  username: '',
  avatar: null,
  wins: 0,
  losses: 0,
  ties: 0,
  pointsFor: 0,
  pointsAgainst: 0,
  rank: rosterId,
  seed: rosterId,
  playoffStatus: 'fighting',
  division,
});

describe('divisionGroups', () => {
  it('groups the standings by division number, each in standings order', () => {
    const south = { number: 2, name: 'South', leader: false };
    const north = { number: 1, name: 'North', leader: false };
    const groups = divisionGroups([
      row(1, { ...south, leader: true }),
      row(2, { ...north, leader: true }),
      row(3, south),
      row(4, north),
    ]);
    expect(groups?.map((g) => [g.name, g.teams.map((t) => t.rosterId)])).toEqual([
      ['North', [2, 4]],
      ['South', [1, 3]],
    ]);
  });

  it('keeps one list without divisions, or should a team be in none', () => {
    expect(divisionGroups([row(1, null), row(2, null)])).toBeNull();
    expect(divisionGroups([row(1, { number: 1, name: 'North', leader: true }), row(2, null)])).toBeNull();
  });
});
