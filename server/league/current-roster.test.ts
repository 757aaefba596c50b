// The manager page's current roster: starters in slot order, the bench, and the taxi squad and injured
// reserve apart, never among the other two.
import { describe, expect, it } from 'vitest';
import type { CurrentRosterPlayer } from '../../common/almanac';
import { currentRoster, groupRoster, rosterOfOwner, rosterPlayerIds } from './current-roster';
import { buildTeams } from './teams';
import { makeLeague, makeRoster } from './test-data';

const SLOTS = ['QB', 'RB', 'WR', 'FLEX'];
const POSITIONS: Record<string, string> = {
  qb: 'QB',
  rb1: 'RB',
  rb2: 'RB',
  wr1: 'WR',
  wr2: 'WR',
  te: 'TE',
  rookie: 'WR',
  hurt: 'RB',
};
const playerOf = (playerId: string): CurrentRosterPlayer => ({
  playerId,
  firstName: 'First',
  lastName: playerId,
  position: POSITIONS[playerId] ?? 'UNK',
  team: 'KC',
  status: 'Active',
});
const ids = (players: ReadonlyArray<CurrentRosterPlayer | null>) => players.map((p) => p?.playerId ?? null);

describe('groupRoster', () => {
  const roster = {
    players: ['wr2', 'hurt', 'qb', 'te', 'rookie', 'rb2', 'rb1', 'wr1'],
    starters: ['qb', 'rb1', 'wr1', 'rb2'],
    taxi: ['rookie'],
    reserve: ['hurt'],
  };

  it('puts the starters in slot order, the bench by position, and the taxi and IR players apart', () => {
    const groups = groupRoster(SLOTS, roster, playerOf);
    expect(groups.starters.map((s) => s.slot)).toEqual(SLOTS);
    expect(ids(groups.starters.map((s) => s.player))).toEqual(['qb', 'rb1', 'wr1', 'rb2']);
    expect(ids(groups.bench)).toEqual(['wr2', 'te']);
    expect(ids(groups.taxi)).toEqual(['rookie']);
    expect(ids(groups.reserve)).toEqual(['hurt']);
    const counted = groups.starters.length + groups.bench.length + groups.taxi.length + groups.reserve.length;
    expect(counted).toBe(roster.players.length);
  });

  it('never starts a taxi or IR player, even when a stale lineup still lists him', () => {
    const groups = groupRoster(SLOTS, { ...roster, starters: ['qb', 'hurt', 'wr1', 'rookie'] }, playerOf);
    expect(ids(groups.starters.map((s) => s.player))).toEqual(['qb', null, 'wr1', null]);
    expect(ids(groups.bench)).toEqual(['rb1', 'rb2', 'wr2', 'te']);
    expect(ids(groups.taxi)).toEqual(['rookie']);
    expect(ids(groups.reserve)).toEqual(['hurt']);
  });

  it('without a lineup everyone who could start is on the bench, and empty lists stay empty', () => {
    const groups = groupRoster(SLOTS, { players: ['wr1', 'qb'], starters: [], taxi: null }, playerOf);
    expect(groups.starters).toEqual([]);
    expect(ids(groups.bench)).toEqual(['qb', 'wr1']);
    expect(groups.taxi).toEqual([]);
    expect(groups.reserve).toEqual([]);
  });
});

describe('currentRoster', () => {
  const league = makeLeague({}, { roster_positions: [...SLOTS, 'BN', 'BN', 'IR', 'TAXI'] });
  const rosters = [
    {
      ...makeRoster(1, { wins: 0, losses: 0 }, 'ann'),
      players: ['qb', 'rookie'],
      starters: ['qb', '0'],
      taxi: ['rookie'],
    },
    { ...makeRoster(2, { wins: 0, losses: 0 }, 'bea'), co_owners: ['cy'], players: ['wr1'], starters: [] },
  ];
  const teams = buildTeams(rosters, []);
  const of = (ownerId: string) => {
    const roster = rosterOfOwner(rosters, ownerId);
    return currentRoster(league, roster, teams, playerOf);
  };

  it("is the owner's (or co-owner's) team of this season, under the league's starting slots", () => {
    const ann = of('ann')!;
    expect(ann).toMatchObject({ season: '2025', rosterId: 1, teamName: 'Team 1' });
    expect(ann.starters.map((s) => s.slot)).toEqual(SLOTS);
    expect(ids(ann.starters.map((s) => s.player))).toEqual(['qb', null, null, null]);
    expect(ids(ann.taxi)).toEqual(['rookie']);
    expect(of('cy')?.rosterId).toBe(2);
    expect(rosterPlayerIds(rosterOfOwner(rosters, 'ann'))).toEqual(['qb', 'rookie']);
  });

  it('is null for a manager without a team this season', () => {
    expect(rosterOfOwner(rosters, 'gone')).toBeUndefined();
    expect(of('gone')).toBeNull();
    expect(rosterPlayerIds(undefined)).toEqual([]);
  });
});
