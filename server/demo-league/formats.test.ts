// The demo league built per format: the settings say the format, as the app reads them
// (server/league/format.ts), and the data fits it where the generator shapes it.
import { describe, expect, it } from 'vitest';
import { leagueFormat } from '../league/format';
import { rosterDivisions } from '../league/divisions';
import { DEFAULT_DEMO_FORMAT, type DemoFormat } from '../sleeper/demo-format';
import {
  draftPicksSchema,
  leagueSchema,
  rostersSchema,
  tradedPicksSchema,
  type SleeperLeague,
  type SleeperRoster,
} from '../sleeper/schemas';
import { buildDemoLeague } from './build.ts';
import { CURRENT_SEASON, DRAFT_IDS, LEAGUE_IDS, REGULAR_WEEKS, SEASONS } from './constants.ts';

const built = new Map<string, Map<string, unknown>>();
/** Each format is built once for all the tests that read it (about half a second each). */
function league(format: Partial<DemoFormat>) {
  const options = { ...DEFAULT_DEMO_FORMAT, ...format };
  const key = JSON.stringify(options);
  const files = built.get(key) ?? buildDemoLeague(options);
  built.set(key, files);
  const file = (path: string) => {
    if (!files.has(path)) throw new Error(`no file ${path}`);
    return files.get(path);
  };
  return {
    files,
    league: (season = CURRENT_SEASON): SleeperLeague =>
      leagueSchema.parse(file(`league/${LEAGUE_IDS[season]}`)),
    rosters: (season = CURRENT_SEASON): SleeperRoster[] =>
      rostersSchema.parse(file(`league/${LEAGUE_IDS[season]}/rosters`)),
    tradedPicks: () => tradedPicksSchema.parse(file(`league/${LEAGUE_IDS[CURRENT_SEASON]}/traded_picks`)),
    draftPicks: (season = CURRENT_SEASON) => draftPicksSchema.parse(file(`draft/${DRAFT_IDS[season]}/picks`)),
  };
}

describe.each([
  { format: 'keeper', kind: 'keeper', bestBall: false },
  { format: 'dynasty', kind: 'dynasty', bestBall: false },
  { format: 'redraft', kind: 'redraft', bestBall: false },
  { format: 'bestball', kind: 'keeper', bestBall: true },
] as const)('the $format demo league', ({ format, kind, bestBall }) => {
  it('says its format in every season, as the app reads it', () => {
    const demo = league({ format });
    for (const season of SEASONS) {
      expect(leagueFormat(demo.league(season))).toMatchObject({
        kind,
        bestBall,
        divisions: 0,
        taxiSlots: format === 'dynasty' ? 3 : 0,
      });
    }
  });

  it('keeps the ids and demo accounts the committed manifest names (the server reads that one)', () => {
    const manifest = (files: Map<string, unknown>) => files.get('manifest') as Record<string, unknown>;
    const { notes: _, ...own } = manifest(league({ format }).files);
    const { notes: __, ...committed } = manifest(league({}).files);
    expect(own).toEqual(committed);
  });
});

describe('formats shape their data', () => {
  it('a redraft league keeps no players: no keepers in its drafts, max_keepers 0', () => {
    const demo = league({ format: 'redraft' });
    for (const season of SEASONS) {
      expect(demo.league(season).settings.max_keepers).toBe(0);
      expect(demo.draftPicks(season).filter((p) => p.is_keeper === true)).toEqual([]);
    }
    // The keeper league it differs from does keep some.
    expect(
      league({})
        .draftPicks()
        .some((p) => p.is_keeper === true),
    ).toBe(true);
  });

  it('a dynasty roster has bench players on its taxi squad, never a starter or a reserve', () => {
    for (const roster of league({ format: 'dynasty' }).rosters()) {
      const taxi = roster.taxi ?? [];
      expect(taxi).toHaveLength(2);
      for (const id of taxi) {
        expect(roster.players).toContain(id);
        expect(roster.starters).not.toContain(id);
        expect(roster.reserve ?? []).not.toContain(id);
      }
    }
    expect(
      league({})
        .rosters()
        .every((r) => r.taxi === null),
    ).toBe(true);
  });

  it('a dynasty league has traded picks of the next two drafts', () => {
    const next = (picks: ReturnType<ReturnType<typeof league>['tradedPicks']>, season: string) =>
      picks.filter((p) => p.season === season && p.owner_id !== p.roster_id);
    const dynasty = league({ format: 'dynasty' }).tradedPicks();
    expect(next(dynasty, '2026').length).toBeGreaterThan(next(league({}).tradedPicks(), '2026').length);
    expect(next(dynasty, '2027').length).toBeGreaterThanOrEqual(3);
    for (const pick of dynasty) expect(pick.previous_owner_id).toBeGreaterThan(0);
  });

  it('divisions: every roster of every season is in one of two named divisions', () => {
    const demo = league({ divisions: true });
    for (const season of SEASONS) {
      const current = demo.league(season);
      expect(current.settings.divisions).toBe(2);
      expect(current.metadata).toMatchObject({ division_1: 'Gridiron North', division_2: 'Gridiron South' });
      const rosters = demo.rosters(season);
      const divisions = rosterDivisions(current, rosters);
      expect(divisions.size).toBe(12);
      for (const name of ['Gridiron North', 'Gridiron South']) {
        expect([...divisions.values()].filter((d) => d.name === name)).toHaveLength(6);
      }
    }
  });

  it('median: every season plays the median game, twice the results a week', () => {
    const demo = league({ median: true });
    for (const season of SEASONS) {
      expect(leagueFormat(demo.league(season)).medianGame).toBe(true);
      // 2023 week 6 gives two teams no game (a bye: manifest note byeWeek), only the median result.
      if (season === '2023') continue;
      const weeks = season === CURRENT_SEASON ? REGULAR_WEEKS - 1 : REGULAR_WEEKS;
      for (const { settings } of demo.rosters(season)) {
        expect(settings.wins + settings.losses + settings.ties).toBe(2 * weeks);
      }
    }
  });

  it('a two-week final: every season says so, and both weeks of a past final pair the same teams', () => {
    const demo = league({ playoffs: 'two-week-final' });
    for (const season of SEASONS)
      expect(leagueFormat(demo.league(season)).playoffRounds).toBe('two-week-final');
    const id = LEAGUE_IDS['2024'];
    expect(demo.league('2024').settings.last_scored_leg).toBe(18);
    const pairs = (week: number) => {
      const rows = demo.files.get(`league/${id}/matchups/${week}`) as {
        roster_id: number;
        matchup_id: number | null;
      }[];
      return rows.filter((r) => r.matchup_id !== null).map((r) => `${r.matchup_id}:${r.roster_id}`);
    };
    expect(pairs(18)).toEqual(pairs(17));
    expect(pairs(18)).toHaveLength(8);
    // The default league ends in week 17.
    expect(league({}).files.has(`league/${id}/matchups/18`)).toBe(false);
  });

  it('best ball: a finished season scores every team its best possible lineup', () => {
    const demo = league({ format: 'bestball' });
    for (const { settings } of demo.rosters('2024')) {
      expect(settings.ppts).toBe(settings.fpts);
      expect(settings.ppts_decimal).toBe(settings.fpts_decimal);
    }
  });
});
