import { describe, expect, it } from 'vitest';
import type { SleeperLeagueUser, SleeperRoster } from '../sleeper/schemas';
import { buildTeams, rosterIdOfUser, teamNameOf } from './teams';

function roster(rosterId: number, ownerId: string | null, coOwners: string[] | null = null): SleeperRoster {
  return {
    roster_id: rosterId,
    owner_id: ownerId,
    co_owners: coOwners,
    settings: { wins: 0, losses: 0, ties: 0, fpts: 0 },
  };
}

const users: SleeperLeagueUser[] = [
  { user_id: 'u1', display_name: 'alice', avatar: 'abc', metadata: { team_name: 'Gridiron Gurus' } },
  {
    user_id: 'u2',
    display_name: 'bob',
    avatar: null,
    metadata: { team_name: '  ', avatar: 'https://sleepercdn.com/uploads/x.jpg' },
  },
  { user_id: 'u3', display_name: 'carol', username: 'carol_real', metadata: null },
];

describe('team identity', () => {
  it('uses the custom team name, else the display name', () => {
    const teams = buildTeams([roster(1, 'u1'), roster(2, 'u2'), roster(3, 'u3')], users);
    expect(teams.get(1)?.teamName).toBe('Gridiron Gurus');
    expect(teams.get(2)?.teamName).toBe('bob');
    expect(teams.get(3)?.teamName).toBe('carol');
  });

  it('prefers the team avatar URL over the user avatar id', () => {
    const teams = buildTeams([roster(1, 'u1'), roster(2, 'u2'), roster(3, 'u3')], users);
    expect(teams.get(1)?.avatar).toBe('abc');
    expect(teams.get(2)?.avatar).toBe('https://sleepercdn.com/uploads/x.jpg');
    expect(teams.get(3)?.avatar).toBeNull();
  });

  it('uses the username when the provider gives one, else the display name', () => {
    const teams = buildTeams([roster(1, 'u1'), roster(3, 'u3')], users);
    expect(teams.get(1)?.username).toBe('alice');
    expect(teams.get(3)?.username).toBe('carol_real');
  });

  it('names an orphaned roster without failing', () => {
    const team = buildTeams([roster(7, null)], users).get(7);
    expect(team).toMatchObject({
      teamName: 'Team 7',
      ownerDisplayName: 'Unknown Owner',
      ownerId: null,
      avatar: null,
    });
    expect(teamNameOf(undefined, 4)).toBe('Team 4');
  });

  it('finds a user roster as owner or co-owner', () => {
    const rosters = [roster(1, 'u1'), roster(2, 'u2', ['u9'])];
    expect(rosterIdOfUser(rosters, 'u2')).toBe(2);
    expect(rosterIdOfUser(rosters, 'u9')).toBe(2);
    expect(rosterIdOfUser(rosters, 'nobody')).toBeNull();
  });
});
