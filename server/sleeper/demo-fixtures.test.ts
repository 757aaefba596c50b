// The committed demo league must be exactly what the generator writes, parse with the provider schemas,
// be internally consistent, and contain every property the demo promises (docs/product.md §12).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { buildDemoLeague } from '../demo-league/build.ts';
import { serializeFixture } from '../demo-league/serialize.ts';
import { demoLivePlanSchema } from '../live/demo-sunday';
import { DEMO_FIXTURES_DIR } from '../paths';
import { demoManifest, readDemoFixture } from './demo-fixtures.ts';
import {
  bracketSchema,
  draftPicksSchema,
  draftSchema,
  draftsSchema,
  leagueSchema,
  leagueUsersSchema,
  matchupsSchema,
  nflStateSchema,
  playersSchema,
  projectionsSchema,
  rostersSchema,
  sleeperUserSchema,
  tradedPicksSchema,
  transactionsSchema,
  type SleeperBracketMatch,
  type SleeperDraft,
  type SleeperDraftPick,
  type SleeperLeague,
  type SleeperLeagueUser,
  type SleeperMatchup,
  type SleeperPlayer,
  type SleeperRoster,
  type SleeperTradedPick,
  type SleeperTransaction,
} from './schemas.ts';

const dir = DEMO_FIXTURES_DIR;
/** Thursday of NFL week 1 of each season. */
const KICKOFF: Record<string, string> = {
  '2022': '2022-09-08',
  '2023': '2023-09-07',
  '2024': '2024-09-05',
  '2025': '2025-09-04',
};

function listFiles(root: string): string[] {
  return readdirSync(root, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(root, entry.name)) : [join(root, entry.name)],
  );
}

const committed = new Map(
  listFiles(dir).map((file) => [
    relative(dir, file)
      .replace(/\\/g, '/')
      .replace(/\.json$/, ''),
    readFileSync(file, 'utf8'),
  ]),
);

const SCHEMAS: Array<[RegExp, z.ZodType]> = [
  [/^state\/nfl$/, nflStateSchema],
  [/^league\/\d+$/, leagueSchema],
  [/^league\/\d+\/rosters$/, rostersSchema],
  [/^league\/\d+\/users$/, leagueUsersSchema],
  [/^league\/\d+\/matchups\/\d+$/, matchupsSchema],
  [/^league\/\d+\/transactions\/\d+$/, transactionsSchema],
  [/^league\/\d+\/(winners|losers)_bracket$/, bracketSchema],
  [/^league\/\d+\/traded_picks$/, tradedPicksSchema],
  [/^league\/\d+\/drafts$/, draftsSchema],
  [/^draft\/\d+$/, draftSchema],
  [/^draft\/\d+\/picks$/, draftPicksSchema],
  [/^draft\/\d+\/traded_picks$/, tradedPicksSchema],
  [/^user\/[^/]+$/, sleeperUserSchema],
  [/^players\/nfl$/, playersSchema],
  [/^projections\/nfl\/\d{4}\/\d+$/, projectionsSchema],
  // Not a provider path: what the demo's live Sunday plays out (server/live/demo-sunday.ts).
  [/^demo-live\/week-\d+$/, demoLivePlanSchema],
];

const manifest = demoManifest();
const state = nflStateSchema.parse(readDemoFixture('state/nfl'));
const players = playersSchema.parse(readDemoFixture('players/nfl'));

interface SeasonFiles {
  season: string;
  league: SleeperLeague;
  rosters: SleeperRoster[];
  users: SleeperLeagueUser[];
  /** matchups[w - 1] = week w. */
  matchups: SleeperMatchup[][];
  transactions: SleeperTransaction[];
  winners: SleeperBracketMatch[];
  losers: SleeperBracketMatch[];
  tradedPicks: SleeperTradedPick[];
  draft: SleeperDraft;
  picks: SleeperDraftPick[];
}

const seasons: SeasonFiles[] = manifest.seasons.map(({ season, leagueId, draftId }) => {
  const base = `league/${leagueId}`;
  const weeks = Array.from({ length: 17 }, (_, i) => i + 1);
  return {
    season,
    league: leagueSchema.parse(readDemoFixture(base)),
    rosters: rostersSchema.parse(readDemoFixture(`${base}/rosters`)),
    users: leagueUsersSchema.parse(readDemoFixture(`${base}/users`)),
    matchups: weeks.map((w) => matchupsSchema.parse(readDemoFixture(`${base}/matchups/${w}`))),
    transactions: weeks.flatMap((w) =>
      transactionsSchema.parse(readDemoFixture(`${base}/transactions/${w}`)),
    ),
    winners: bracketSchema.parse(readDemoFixture(`${base}/winners_bracket`)),
    losers: bracketSchema.parse(readDemoFixture(`${base}/losers_bracket`)),
    tradedPicks: tradedPicksSchema.parse(readDemoFixture(`${base}/traded_picks`)),
    draft: draftSchema.parse(readDemoFixture(`draft/${draftId}`)),
    picks: draftPicksSchema.parse(readDemoFixture(`draft/${draftId}/picks`)),
  };
});
const bySeason = (season: string) => {
  const files = seasons.find((s) => s.season === season);
  if (files === undefined) throw new Error(`no season ${season}`);
  return files;
};
const current = bySeason(manifest.season);
const score = (row: SleeperMatchup) => row.custom_points ?? row.points ?? 0;
const cents = (x: number) => Math.round(x * 100);

/** Weeks whose results count in rosters' settings: the regular season, up to the last finished week. */
function countedWeeks(files: SeasonFiles): number {
  const regular = (files.league.settings.playoff_week_start ?? 15) - 1;
  return files.league.status === 'complete' ? regular : Math.min(regular, state.week - 1);
}

/** Head-to-head games of one week: pairs of rows sharing a matchup_id. */
function games(rows: readonly SleeperMatchup[]): Array<[SleeperMatchup, SleeperMatchup]> {
  const byId = new Map<number, SleeperMatchup[]>();
  for (const row of rows)
    if (row.matchup_id != null) byId.set(row.matchup_id, [...(byId.get(row.matchup_id) ?? []), row]);
  return [...byId.values()].map((pair) => {
    expect(pair).toHaveLength(2);
    return [pair[0], pair[1]] as [SleeperMatchup, SleeperMatchup];
  });
}

function recordsFromMatchups(files: SeasonFiles) {
  const records = new Map(
    files.rosters.map((r) => [r.roster_id, { wins: 0, losses: 0, ties: 0, fpts: 0, against: 0 }]),
  );
  const get = (id: number) => {
    const rec = records.get(id);
    if (rec === undefined) throw new Error(`unknown roster ${id}`);
    return rec;
  };
  for (const rows of files.matchups.slice(0, countedWeeks(files))) {
    for (const row of rows) get(row.roster_id).fpts += cents(score(row));
    for (const [a, b] of games(rows)) {
      get(a.roster_id).against += cents(score(b));
      get(b.roster_id).against += cents(score(a));
      if (score(a) === score(b)) {
        get(a.roster_id).ties += 1;
        get(b.roster_id).ties += 1;
      } else {
        const [w, l] = score(a) > score(b) ? [a, b] : [b, a];
        get(w.roster_id).wins += 1;
        get(l.roster_id).losses += 1;
      }
    }
    if (files.league.settings.league_average_match === 1) {
      const sorted = rows.map(score).sort((x, y) => x - y);
      const median = ((sorted[5] ?? 0) + (sorted[6] ?? 0)) / 2;
      for (const row of rows) {
        if (score(row) > median) get(row.roster_id).wins += 1;
        else if (score(row) < median) get(row.roster_id).losses += 1;
        else get(row.roster_id).ties += 1;
      }
    }
  }
  return records;
}

describe('demo league fixtures: files', () => {
  it('are exactly what the generator writes (run `npm run demo:generate` after changing it)', () => {
    const built = buildDemoLeague();
    expect([...committed.keys()].sort()).toEqual([...built.keys()].sort());
    const stale = [...built]
      .filter(([path, value]) => committed.get(path) !== serializeFixture(value))
      .map(([path]) => path);
    expect(stale).toEqual([]);
    const again = buildDemoLeague();
    expect(
      [...again].every(([path, value]) => serializeFixture(value) === serializeFixture(built.get(path))),
    ).toBe(true);
  });

  it('every file parses with the schema of its provider path, and the total stays small', () => {
    const unmatched: string[] = [];
    for (const [path, text] of committed) {
      if (path === 'manifest') continue;
      const schema = SCHEMAS.find(([pattern]) => pattern.test(path))?.[1];
      if (schema === undefined) unmatched.push(path);
      else expect(schema.safeParse(JSON.parse(text)).success, path).toBe(true);
    }
    expect(unmatched).toEqual([]);
    const bytes = [...committed.values()].reduce((sum, text) => sum + text.length, 0);
    expect(bytes).toBeLessThan(5_000_000);
  });
});

describe('demo league fixtures: league shape', () => {
  it('has four seasons linked by previous_league_id, current state in week 14 of 2025', () => {
    expect(state).toMatchObject({
      season: '2025',
      week: 14,
      season_type: 'regular',
      display_week: 14,
      leg: 14,
      previous_season: '2024',
    });
    expect(seasons.map((s) => s.season)).toEqual(['2022', '2023', '2024', '2025']);
    expect(manifest.currentLeagueId).toBe(current.league.league_id);
    seasons.forEach((files, i) => {
      expect(files.league.league_id).toMatch(/^\d{18,19}$/);
      expect(files.league.previous_league_id).toBe(i === 0 ? null : seasons[i - 1]?.league.league_id);
      expect(files.league.status).toBe(files.season === '2025' ? 'in_season' : 'complete');
      expect(files.league.draft_id).toBe(files.draft.draft_id);
    });
  });

  it('uses the league settings of the design, with the median game in 2024 only', () => {
    for (const files of seasons) {
      expect(files.league.settings).toMatchObject({
        num_teams: 12,
        playoff_teams: 6,
        playoff_week_start: 15,
        start_week: 1,
        playoff_round_type: 0,
        type: 1,
        max_keepers: 4,
        draft_rounds: 16,
        league_average_match: files.season === '2024' ? 1 : 0,
      });
      expect(files.league.roster_positions).toEqual([
        'QB',
        'RB',
        'RB',
        'WR',
        'WR',
        'TE',
        'FLEX',
        'FLEX',
        'K',
        'DEF',
        'BN',
        'BN',
        'BN',
        'BN',
        'BN',
        'BN',
      ]);
      expect(files.rosters).toHaveLength(12);
      expect(files.users).toHaveLength(12);
      expect(new Set(files.rosters.map((r) => r.owner_id))).toEqual(
        new Set(files.users.map((u) => u.user_id)),
      );
    }
  });

  it('has users like the real API: no username, is_owner true/false/null, team names and avatars that vary', () => {
    const users = current.users;
    expect(users.every((u) => !('username' in u))).toBe(true);
    expect(users.filter((u) => u.is_owner === true)).toHaveLength(1);
    expect(users.some((u) => u.is_owner === false) && users.some((u) => u.is_owner === null)).toBe(true);
    const withoutTeamName = users.filter((u) => !u.metadata?.team_name).length;
    expect(withoutTeamName).toBeGreaterThanOrEqual(1);
    expect(withoutTeamName).toBeLessThanOrEqual(2);
    expect(users.some((u) => u.avatar === null)).toBe(true);
    expect(users.filter((u) => /^[0-9a-f]{32}$/.test(u.avatar ?? '')).length).toBeGreaterThan(6);
    expect(users.some((u) => /^https:\/\//.test(u.metadata?.avatar ?? ''))).toBe(true);
  });

  it('has a member who left after 2023 and a person whose roster id changes between seasons', () => {
    const ids = (season: string) => new Set(bySeason(season).users.map((u) => u.user_id));
    const left = [...ids('2023')].filter((id) => !ids('2024').has(id));
    const joined = [...ids('2024')].filter((id) => !ids('2023').has(id));
    expect(left).toHaveLength(1);
    expect(joined).toHaveLength(1);
    expect(ids('2022').has(left[0] ?? '')).toBe(true);
    const rosterOf = (season: string, userId: string) =>
      bySeason(season).rosters.find((r) => r.owner_id === userId)?.roster_id;
    const moved = current.users.filter(
      (u) =>
        rosterOf('2022', u.user_id) !== undefined &&
        rosterOf('2022', u.user_id) !== rosterOf('2025', u.user_id),
    );
    expect(moved.length).toBeGreaterThan(0);
  });

  it('offers every 2025 manager as a demo account: the commissioner owner with 2468, the others 1357', () => {
    expect(manifest.accounts).toHaveLength(12);
    for (const account of manifest.accounts) {
      const user = current.users.find((u) => u.user_id === account.userId);
      expect(user?.display_name).toBe(account.displayName);
      expect(account.username).toBe(account.displayName.toLowerCase());
      expect(account.teamName).toBe(user?.metadata?.team_name ?? user?.display_name);
      expect([account.role, account.pin]).toEqual(
        user?.is_owner === true ? ['owner', '2468'] : ['member', '1357'],
      );
      expect(sleeperUserSchema.parse(readDemoFixture(`user/${account.username}`)).user_id).toBe(
        account.userId,
      );
      expect(sleeperUserSchema.parse(readDemoFixture(`user/${account.userId}`)).username).toBe(
        account.username,
      );
    }
  });
});

describe('demo league fixtures: scores and records', () => {
  it('roster settings equal the sums of the matchups of the weeks played', () => {
    for (const files of seasons) {
      const expected = recordsFromMatchups(files);
      for (const roster of files.rosters) {
        const rec = expected.get(roster.roster_id);
        const s = roster.settings;
        expect([s.wins, s.losses, s.ties], `${files.season} roster ${roster.roster_id}`).toEqual([
          rec?.wins,
          rec?.losses,
          rec?.ties,
        ]);
        expect(s.fpts * 100 + (s.fpts_decimal ?? 0)).toBe(rec?.fpts);
        expect((s.fpts_against ?? 0) * 100 + (s.fpts_against_decimal ?? 0)).toBe(rec?.against);
        expect(s.fpts_decimal).toBeLessThan(100);
      }
    }
  });

  it('gives every team two results a week in the median season and one otherwise', () => {
    for (const files of seasons) {
      const perWeek = files.season === '2024' ? 2 : 1;
      const weeks = countedWeeks(files);
      const total = files.rosters.reduce(
        (sum, r) => sum + r.settings.wins + r.settings.losses + r.settings.ties,
        0,
      );
      const idleRows = files.matchups
        .slice(0, weeks)
        .flat()
        .filter((r) => r.matchup_id == null).length;
      expect(total).toBe(12 * weeks * perWeek - idleRows);
      if (files.season === '2024') {
        for (const r of files.rosters) expect(r.settings.wins + r.settings.losses + r.settings.ties).toBe(28);
      }
    }
  });

  it('matchup rows are well formed: points = sum of starters_points, 10 starters in slot order', () => {
    const slotOk: Record<number, string[]> = {
      0: ['QB'],
      1: ['RB'],
      2: ['RB'],
      3: ['WR'],
      4: ['WR'],
      5: ['TE'],
      6: ['RB', 'WR', 'TE'],
      7: ['RB', 'WR', 'TE'],
      8: ['K'],
      9: ['DEF'],
    };
    let emptySlots = 0;
    for (const files of seasons) {
      files.matchups.forEach((rows) => {
        expect(rows).toHaveLength(12);
        for (const row of rows) {
          expect(row.starters).toHaveLength(10);
          row.starters?.forEach((id, i) => {
            if (id === '0') emptySlots += 1;
            else expect(slotOk[i]).toContain(players[id]?.position);
          });
          expect(row.players).toEqual(
            expect.arrayContaining((row.starters ?? []).filter((id) => id !== '0')),
          );
          if (row.starters_points) {
            expect(cents(row.points ?? 0)).toBe(row.starters_points.reduce((sum, p) => sum + cents(p), 0));
            row.starters?.forEach(
              (id, i) => id !== '0' && expect(row.players_points?.[id]).toBe(row.starters_points?.[i]),
            );
          }
        }
      });
    }
    expect(emptySlots).toBeGreaterThanOrEqual(1);
  });

  it('keeps scores realistic', () => {
    const byPosition = new Map<string, number[]>();
    for (const files of seasons) {
      for (const rows of files.matchups.slice(0, countedWeeks(files))) {
        for (const row of rows) {
          expect(row.points).toBeGreaterThanOrEqual(60);
          expect(row.points).toBeLessThanOrEqual(195);
          for (const [id, p] of Object.entries(row.players_points ?? {})) {
            const position = players[id]?.position ?? '?';
            byPosition.set(position, [...(byPosition.get(position) ?? []), p]);
          }
        }
      }
    }
    const range = (position: string) => {
      const values = byPosition.get(position) ?? [];
      return [Math.min(...values), Math.max(...values)];
    };
    expect(range('K')[0]).toBeGreaterThanOrEqual(0);
    expect(range('K')[1]).toBeLessThanOrEqual(18);
    expect(range('DEF')[0]).toBeGreaterThanOrEqual(-4);
    expect(range('DEF')[1]).toBeLessThanOrEqual(25);
    expect(range('QB')[1]).toBeLessThanOrEqual(40);
  });

  it('has a tie, a blowout over 70 points, a custom_points override and a 2023 week with two idle teams', () => {
    const allGames = seasons.flatMap((files) => files.matchups.slice(0, countedWeeks(files)).flatMap(games));
    expect(allGames.some(([a, b]) => score(a) === score(b))).toBe(true);
    expect(allGames.some(([a, b]) => Math.abs(score(a) - score(b)) > 70)).toBe(true);
    expect(
      seasons.some((f) =>
        f.matchups.flat().some((r) => r.custom_points != null && r.custom_points !== r.points),
      ),
    ).toBe(true);
    const regular2023 = bySeason('2023').matchups.slice(0, 14);
    const idleWeeks = regular2023.filter((rows) => rows.some((r) => r.matchup_id == null));
    expect(idleWeeks).toHaveLength(1);
    expect(idleWeeks[0]?.filter((r) => r.matchup_id == null)).toHaveLength(2);
  });

  it('2025 has clinched, eliminated and fighting teams after week 13 (one regular-season week left)', () => {
    const remaining = 14 - countedWeeks(current);
    expect(remaining).toBe(1);
    const wins = current.rosters.map((r) => r.settings.wins);
    const status = wins.map((w, i) => {
      const others = wins.filter((_, j) => j !== i);
      if (others.filter((o) => o + remaining >= w).length <= 5) return 'clinched';
      if (others.filter((o) => o > w + remaining).length >= 6) return 'eliminated';
      return 'fighting';
    });
    for (const s of ['clinched', 'eliminated', 'fighting']) expect(status).toContain(s);
  });

  it('2025 week 14 is in progress and later weeks have no scores yet', () => {
    const week14 = current.matchups[13] ?? [];
    expect(week14.every((r) => r.matchup_id != null && r.players_points != null)).toBe(true);
    expect(week14.some((r) => (r.points ?? 0) > 0)).toBe(true);
    for (const rows of current.matchups.slice(14)) {
      expect(rows.every((r) => r.points === 0 && r.players_points == null && r.matchup_id == null)).toBe(
        true,
      );
    }
    expect(current.winners).toEqual([]);
  });
});

describe('demo league fixtures: playoffs', () => {
  const past = seasons.filter((f) => f.league.status === 'complete');

  it('past seasons have 6-team brackets with byes for seeds 1-2, decided by the playoff-week scores', () => {
    for (const files of past) {
      const rosterWins = new Map(
        files.rosters.map((r) => [r.roster_id, r.settings.wins + r.settings.ties / 2]),
      );
      for (const bracket of [files.winners, files.losers]) {
        expect(bracket.map((m) => [m.r, m.m, m.p ?? null])).toEqual([
          [1, 1, null],
          [1, 2, null],
          [2, 3, null],
          [2, 4, null],
          [2, 5, 5],
          [3, 6, 1],
          [3, 7, 3],
        ]);
        expect(bracket[2]?.t2_from).toEqual({ w: 1 });
        expect(bracket[4]?.t1_from).toEqual({ l: 1 });
        expect(bracket[5]?.t1_from).toEqual({ w: 3 });
        expect(bracket[6]?.t2_from).toEqual({ l: 4 });
        for (const match of bracket) {
          const week = 14 + match.r;
          const rows = files.matchups[week - 1] ?? [];
          const a = rows.find((r) => r.roster_id === match.w);
          const b = rows.find((r) => r.roster_id === match.l);
          expect(a?.matchup_id).not.toBeNull();
          expect(a?.matchup_id).toBe(b?.matchup_id);
          expect([match.w, match.l].sort()).toEqual([match.t1, match.t2].sort());
          expect(score(a as SleeperMatchup)).toBeGreaterThanOrEqual(score(b as SleeperMatchup));
        }
      }
      // Seeds 1 and 2 (byes) have at least as many wins as every round-1 team of the winners bracket.
      const byes = [files.winners[2]?.t1, files.winners[3]?.t1].map((id) => rosterWins.get(id ?? 0) ?? 0);
      const round1 = files.winners
        .slice(0, 2)
        .flatMap((m) => [m.t1, m.t2])
        .map((id) => rosterWins.get(id ?? 0) ?? 0);
      expect(Math.min(...byes)).toBeGreaterThanOrEqual(Math.max(...round1));
      const idle = [15, 16, 17].map(
        (w) => (files.matchups[w - 1] ?? []).filter((r) => r.matchup_id == null).length,
      );
      expect(idle).toEqual([4, 0, 4]);
    }
  });
});

describe('demo league fixtures: transactions and picks', () => {
  it('every season has each transaction type, a 3-team trade, a trade with picks and FAAB, and failed waivers', () => {
    for (const files of seasons) {
      const txs = files.transactions;
      for (const type of ['waiver', 'free_agent', 'trade', 'commissioner'])
        expect(txs.some((t) => t.type === type)).toBe(true);
      expect(txs.some((t) => t.type === 'trade' && (t.roster_ids?.length ?? 0) === 3)).toBe(true);
      expect(
        txs.some(
          (t) => t.type === 'trade' && (t.draft_picks?.length ?? 0) > 0 && (t.waiver_budget?.length ?? 0) > 0,
        ),
      ).toBe(true);
      const failed = txs.filter((t) => t.status === 'failed');
      expect(failed.length).toBeGreaterThan(0);
      expect(failed.every((t) => t.type === 'waiver' && typeof t.metadata?.notes === 'string')).toBe(true);
      for (const t of txs) {
        expect(t.status_updated ?? 0).toBeGreaterThan(t.created);
        expect(t.transaction_id).toMatch(/^\d{18,19}$/);
        if (t.type === 'waiver') expect(typeof t.settings?.waiver_bid).toBe('number');
        if (t.type === 'trade' && t.adds)
          expect(Object.keys(t.adds).sort()).toEqual(Object.keys(t.drops ?? {}).sort());
        if (t.type === 'commissioner') expect(t.consenter_ids).toBeNull();
      }
      const kickoff = Date.parse(`${KICKOFF[files.season] ?? ''}T00:00:00Z`);
      const offseason = txs.filter((t) => t.leg === 1 && t.created < kickoff);
      expect(offseason.length).toBeGreaterThan(0);
      expect(offseason.every((t) => t.created > (files.draft.start_time ?? Infinity))).toBe(true);
    }
    expect(current.transactions.filter((t) => (t.leg ?? 0) >= 10).length).toBeGreaterThanOrEqual(10);
  });

  it('traded picks include a round trip (owner_id == roster_id)', () => {
    expect(
      current.tradedPicks.some((p) => p.owner_id === p.roster_id && p.previous_owner_id !== p.owner_id),
    ).toBe(true);
    expect(seasons.every((f) => f.tradedPicks.length >= 2)).toBe(true);
  });

  it('drafts are complete 16-round snakes with keepers after 2022, traded players and waiver pickups', () => {
    for (const files of seasons) {
      const { draft, picks } = files;
      expect(draft).toMatchObject({ type: 'snake', status: 'complete', season: files.season });
      expect(draft.settings).toMatchObject({ rounds: 16, reversal_round: 0, teams: 12 });
      expect(Object.keys(draft.slot_to_roster_id ?? {})).toHaveLength(12);
      expect(Object.keys(draft.draft_order ?? {}).sort()).toEqual(files.users.map((u) => u.user_id).sort());
      expect(picks).toHaveLength(192);
      for (const pick of picks) {
        const column = pick.round % 2 === 1 ? (pick.draft_slot ?? 0) : 13 - (pick.draft_slot ?? 0);
        expect(pick.pick_no).toBe((pick.round - 1) * 12 + column);
        expect(Object.values(pick.metadata ?? {}).every((v) => typeof v === 'string')).toBe(true);
      }
      const keepers = picks.filter((p) => p.is_keeper === true);
      if (files.season === '2022') expect(keepers).toHaveLength(0);
      else expect(keepers.length).toBeGreaterThanOrEqual(24);
      const drafted = new Map(picks.map((p) => [p.player_id, p.roster_id]));
      const movedAway = files.rosters.some((r) =>
        (r.players ?? []).some((id) => drafted.has(id) && drafted.get(id) !== r.roster_id),
      );
      expect(movedAway).toBe(true);
      expect(
        files.rosters.filter((r) => (r.players ?? []).some((id) => !drafted.has(id))).length,
      ).toBeGreaterThan(6);
      const listed = draftsSchema.parse(readDemoFixture(`league/${files.league.league_id}/drafts`));
      expect(listed[0]?.draft_id).toBe(draft.draft_id);
      expect(listed[0]).not.toHaveProperty('slot_to_roster_id');
    }
  });

  it("keeps players from the team's previous final roster, at a round no later than they cost", () => {
    seasons.slice(1).forEach((files, i) => {
      const previous = seasons[i];
      if (previous === undefined) throw new Error('no previous season');
      const previousRound = new Map(previous.picks.map((p) => [p.player_id, p.round]));
      // The team a manager runs now: their own last season, or the team of the member who left.
      const left = previous.users.find((u) => !files.users.some((n) => n.user_id === u.user_id))?.user_id;
      const previousRoster = (userId: string | null | undefined) => {
        const own = previous.rosters.find((r) => r.owner_id === userId);
        return own ?? previous.rosters.find((r) => r.owner_id === left);
      };
      for (const pick of files.picks.filter((p) => p.is_keeper === true)) {
        expect(previousRoster(pick.picked_by)?.players, `${files.season} keeper ${pick.player_id}`).toContain(
          pick.player_id,
        );
        const cost = previousRound.get(pick.player_id);
        if (cost === undefined) expect(pick.round).toBeGreaterThanOrEqual(13);
        else expect(pick.round).toBeLessThanOrEqual(cost);
      }
    });
  });

  it('lets every 2025 team pick a franchise player and three lottery players at other positions', () => {
    const drafted = new Set(current.picks.map((p) => p.player_id));
    for (const roster of current.rosters) {
      const ids = roster.players ?? [];
      const draftedPositions = new Set(
        ids.filter((id) => drafted.has(id)).map((id) => players[id]?.position),
      );
      const waivers = ids.filter((id) => !drafted.has(id));
      expect(draftedPositions.size, `roster ${roster.roster_id}`).toBeGreaterThanOrEqual(4);
      expect(waivers.length).toBeGreaterThanOrEqual(3);
      for (const position of draftedPositions) {
        expect(
          waivers.filter((id) => players[id]?.position !== position).length,
          `roster ${roster.roster_id} ${position}`,
        ).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

describe('demo league fixtures: players and projections', () => {
  it('the directory holds every player used anywhere, team defenses by code, kickers and injuries', () => {
    const used = new Set<string>();
    for (const files of seasons) {
      files.rosters.forEach((r) => r.players?.forEach((id) => used.add(id)));
      files.matchups.flat().forEach((r) => r.players?.forEach((id) => used.add(id)));
      files.picks.forEach((p) => used.add(p.player_id));
      files.transactions.forEach((t) => Object.keys({ ...t.adds, ...t.drops }).forEach((id) => used.add(id)));
    }
    expect([...used].filter((id) => players[id] === undefined)).toEqual([]);
    const count = Object.keys(players).length;
    expect(count).toBeGreaterThanOrEqual(400);
    expect(count).toBeLessThanOrEqual(600);
    const det: SleeperPlayer | undefined = players.DET;
    expect(det).toMatchObject({ position: 'DEF', first_name: 'Detroit', last_name: 'Lions', team: 'DET' });
    expect(det?.full_name).toBeUndefined();
    expect(Object.values(players).some((p) => p.position === 'K')).toBe(true);
    const rostered = new Set(current.rosters.flatMap((r) => r.players ?? []));
    const injured = (status: string) => [...rostered].filter((id) => players[id]?.injury_status === status);
    expect(injured('Questionable').length).toBeGreaterThan(0);
    expect(injured('Out').length).toBeGreaterThan(0);
    expect(injured('IR').length).toBeGreaterThan(0);
    expect(injured('IR').every((id) => players[id]?.status === 'Injured Reserve')).toBe(true);
  });

  it('projections cover rostered 2025 players except a few, with ppr, half and standard points', () => {
    for (let week = 1; week <= 17; week += 1) {
      const rows = projectionsSchema.parse(readDemoFixture(`projections/nfl/2025/${week}`));
      const ids = new Set(rows.map((r) => r.player_id));
      const rostered = new Set((current.matchups[week - 1] ?? []).flatMap((r) => r.players ?? []));
      const missing = [...rostered].filter((id) => !ids.has(id));
      expect(missing.length).toBeGreaterThan(0);
      expect(missing.length).toBeLessThan(6);
      for (const row of rows) {
        expect(row.stats).toEqual({
          pts_ppr: expect.any(Number),
          pts_half_ppr: expect.any(Number),
          pts_std: expect.any(Number),
        });
      }
    }
  });
});
