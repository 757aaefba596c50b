// The dashboard computations on the generated demo league (fixtures/demo-league, see its manifest notes).
import { describe, expect, it } from 'vitest';
import { demoManifest, readDemoFixture } from '../sleeper/demo-fixtures';
import {
  leagueSchema,
  leagueUsersSchema,
  matchupsSchema,
  playersSchema,
  rostersSchema,
  transactionsSchema,
} from '../sleeper/schemas';
import { pairMatchups } from './matchups';
import { computeStandings } from './standings';
import { buildTeams } from './teams';
import { sortAndFilterTransactions, transactionSubLine, transactionTitle } from './transactions';

function season(year: string) {
  const leagueId = demoManifest().seasons.find((s) => s.season === year)!.leagueId;
  const league = leagueSchema.parse(readDemoFixture(`league/${leagueId}`));
  const rosters = rostersSchema.parse(readDemoFixture(`league/${leagueId}/rosters`));
  const users = leagueUsersSchema.parse(readDemoFixture(`league/${leagueId}/users`));
  const matchups = (week: number) =>
    matchupsSchema.parse(readDemoFixture(`league/${leagueId}/matchups/${week}`));
  const transactions = (round: number) =>
    transactionsSchema.parse(readDemoFixture(`league/${leagueId}/transactions/${round}`));
  return { leagueId, league, rosters, users, teams: buildTeams(rosters, users), matchups, transactions };
}

/** The roster ids a manifest note lists as 'roster N (...)'. */
function rostersInNote(note: string): number[] {
  return [...note.matchAll(/roster (\d+)/g)].map((m) => Number(m[1]));
}

describe('demo league 2025 standings', () => {
  const s = season('2025');
  const standings = computeStandings(s.league, s.rosters, s.teams);

  it('matches the playoff statuses the demo league was built with', () => {
    const notes = demoManifest().notes;
    const status = (rosterId: number) => standings.find((row) => row.rosterId === rosterId)?.playoffStatus;
    for (const id of rostersInNote(notes.clinched!)) expect(status(id), `roster ${id}`).toBe('clinched');
    for (const id of rostersInNote(notes.eliminated!)) expect(status(id), `roster ${id}`).toBe('eliminated');
    for (const id of rostersInNote(notes.fighting!)) expect(status(id), `roster ${id}`).toBe('fighting');
  });

  it('is ordered by wins then points for', () => {
    expect(standings).toHaveLength(12);
    for (let i = 1; i < standings.length; i++) {
      const [a, b] = [standings[i - 1]!, standings[i]!];
      expect(a.wins > b.wins || (a.wins === b.wins && a.pointsFor >= b.pointsFor)).toBe(true);
    }
    expect(standings[0]?.rosterId).toBe(5); // the unbeaten 13-0 team
  });

  it('names teams without a custom name by their display name', () => {
    const fiona = s.users.find((u) => u.display_name === 'FumbleFiona')!;
    const rosterId = s.rosters.find((r) => r.owner_id === fiona.user_id)!.roster_id;
    expect(s.teams.get(rosterId)?.teamName).toBe('FumbleFiona');
  });
});

describe('demo league matchups', () => {
  it('leaves the two bye teams of 2023 week 6 unpaired', () => {
    const s = season('2023');
    const { pairs, byes } = pairMatchups(s.matchups(6), s.teams, s.rosters);
    expect(byes.map((b) => b.rosterId)).toEqual([3, 7]);
    expect(pairs).toHaveLength(5);
  });

  it('counts the custom points of 2023 week 3 roster 2', () => {
    const s = season('2023');
    const row = s.matchups(3).find((r) => r.roster_id === 2)!;
    const pair = pairMatchups(s.matchups(3), s.teams, s.rosters).pairs.find(
      (p) => p.home.rosterId === 2 || p.away.rosterId === 2,
    )!;
    const side = pair.home.rosterId === 2 ? pair.home : pair.away;
    expect(side.points).toBe(Math.round(row.custom_points! * 100) / 100);
  });
});

describe('demo league transactions', () => {
  const s = season('2025');
  const directory = playersSchema.parse(readDemoFixture('players/nfl'));
  const playerNames = new Map(
    Object.entries(directory).map(([id, p]) => [id, [p.first_name, p.last_name].filter(Boolean).join(' ')]),
  );

  it('titles the multi-team trade team by team, with player names', () => {
    const trade = s.transactions(7).find((t) => t.transaction_id === '1180342276583322403')!;
    const title = transactionTitle(trade, { teams: s.teams, playerNames });
    const names = [7, 1, 6].map((id) => s.teams.get(id)!.teamName);
    expect(title.startsWith(`Trade between ${names[0]}, ${names[1]} and ${names[2]}: `)).toBe(true);
    for (const playerId of Object.keys(trade.adds ?? {})) expect(title).toContain(playerNames.get(playerId)!);
    expect(transactionSubLine(trade)).toBe('3-team trade');
  });

  it('leaves out the failed waiver claim', () => {
    const round2 = s.transactions(2);
    expect(round2.some((t) => t.transaction_id === '1180342276240431256')).toBe(true);
    expect(sortAndFilterTransactions(round2).some((t) => t.transaction_id === '1180342276240431256')).toBe(
      false,
    );
  });
});
