// Hand-made provider objects for the league computations' unit tests (small, explicit, no I/O).
import type { SleeperLeague, SleeperLeagueUser, SleeperRoster } from '../sleeper/schemas';

export function makeLeague(
  settings: SleeperLeague['settings'] = {},
  extra: Partial<SleeperLeague> = {},
): SleeperLeague {
  return {
    league_id: 'L1',
    name: 'Test League',
    season: '2025',
    status: 'in_season',
    total_rosters: 12,
    settings: { playoff_week_start: 15, playoff_teams: 6, start_week: 1, ...settings },
    ...extra,
  };
}

export function makeRoster(
  rosterId: number,
  record: { wins: number; losses: number; ties?: number; fpts?: number; fptsDecimal?: number },
  ownerId: string | null = `u${rosterId}`,
): SleeperRoster {
  return {
    roster_id: rosterId,
    owner_id: ownerId,
    settings: {
      wins: record.wins,
      losses: record.losses,
      ties: record.ties ?? 0,
      fpts: record.fpts ?? 1000,
      fpts_decimal: record.fptsDecimal ?? 0,
      fpts_against: 900,
      fpts_against_decimal: 50,
    },
  };
}

export function makeUser(userId: string, displayName: string, teamName?: string): SleeperLeagueUser {
  return {
    user_id: userId,
    display_name: displayName,
    avatar: null,
    metadata: teamName ? { team_name: teamName } : null,
  };
}
