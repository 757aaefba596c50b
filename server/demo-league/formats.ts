// What a demo league format changes in the provider's files: the league's settings and name,
// divisions, dynasty taxi squads and future picks. Only what is cheap and deterministic: the seasons
// themselves are simulated as for the keeper league (server/demo-league/season.ts).
import { playoffRoundWeeks } from '../league/playoff-weeks.ts';
import type { DemoFormat, DemoPlayoffs } from '../sleeper/demo-format.ts';
import {
  CURRENT_SEASON,
  LEAGUE_NAME,
  MEDIAN_SEASON,
  NUM_TEAMS,
  PLAYOFF_ROUNDS,
  PLAYOFF_WEEK_START,
  type Season,
} from './constants.ts';
import type { PickOwnership } from './draft.ts';
import type { DemoPlayer } from './players.ts';
import type { Rng } from './random.ts';

const NAMES: Record<DemoFormat['format'], string> = {
  keeper: LEAGUE_NAME,
  dynasty: 'Sunday Scaries Dynasty League',
  redraft: 'Sunday Scaries Redraft League',
  bestball: 'Sunday Scaries Best Ball League',
};

/** The league's name says its format, so a screen shows which demo is served. */
export function leagueNameOf(format: DemoFormat): string {
  return NAMES[format.format];
}

/** Sleeper's settings.type: 0 redraft, 1 keeper, 2 dynasty (server/league/format.ts). */
const TYPES: Record<DemoFormat['format'], number> = { keeper: 1, bestball: 1, dynasty: 2, redraft: 0 };
const TAXI_SLOTS = 3;
/** Players each dynasty roster keeps on its taxi squad (of TAXI_SLOTS). */
const TAXI_PLAYERS = 2;
const DIVISIONS = ['Gridiron North', 'Gridiron South'];

export function isMedian(format: DemoFormat, season: Season): boolean {
  return format.median || season === MEDIAN_SEASON;
}

/** The league settings a format sets (in the committed files' key order, so their bytes do not move). */
export function formatSettings(format: DemoFormat, season: Season) {
  return {
    league_average_match: isMedian(format, season) ? 1 : 0,
    type: TYPES[format.format],
    max_keepers: format.format === 'redraft' ? 0 : 4,
  };
}

/** Sleeper's settings.playoff_round_type: 0 one-week rounds, 1 a two-week final (server/league/format.ts). */
const ROUND_TYPES: Record<DemoPlayoffs, number> = { 'one-week': 0, 'two-week-final': 1 };

export function playoffRoundTypeOf(format: DemoFormat): number {
  return ROUND_TYPES[format.playoffs];
}

/**
 * Each playoff round's weeks, round 1 first, as the app reads them from the settings the demo sends:
 * [[15], [16], [17]], or [[15], [16], [17, 18]] with a two-week final.
 */
export function playoffRoundWeeksOf(format: DemoFormat): number[][] {
  const settings = { playoff_week_start: PLAYOFF_WEEK_START, playoff_round_type: playoffRoundTypeOf(format) };
  return playoffRoundWeeks({ settings }, PLAYOFF_ROUNDS);
}

export function taxiSlotsOf(format: DemoFormat): number {
  return format.format === 'dynasty' ? TAXI_SLOTS : 0;
}

/** Settings only some formats send, added after the others. */
export function extraSettings(format: DemoFormat) {
  return {
    ...(format.format === 'bestball' ? { best_ball: 1 } : {}),
    ...(format.divisions ? { divisions: DIVISIONS.length } : {}),
  };
}

/** The league metadata's division names (division_1, division_2). */
export function divisionNames(format: DemoFormat): Record<string, string> {
  if (!format.divisions) return {};
  return Object.fromEntries(DIVISIONS.map((name, i) => [`division_${i + 1}`, name]));
}

/** A franchise's division (1 or 2), the same every season; null without divisions. */
export function divisionOf(format: DemoFormat, franchise: number): number | null {
  if (!format.divisions) return null;
  return franchise < NUM_TEAMS / DIVISIONS.length ? 1 : 2;
}

/**
 * A dynasty roster's taxi squad: its least experienced bench players (not starting, not on injured
 * reserve), so the lineups and scores stay as simulated. Null for other formats, as Sleeper sends.
 */
export function taxiOf(
  format: DemoFormat,
  roster: { players: readonly string[]; starters: readonly string[]; reserve: readonly string[] },
  players: ReadonlyMap<string, DemoPlayer>,
): string[] | null {
  if (format.format !== 'dynasty') return null;
  const busy = new Set([...roster.starters, ...roster.reserve]);
  const experience = (id: string) => players.get(id)?.yearsExp ?? 0;
  return roster.players
    .filter((id) => !busy.has(id))
    .sort((a, b) => experience(a) - experience(b) || a.localeCompare(b))
    .slice(0, TAXI_PLAYERS);
}

/**
 * A dynasty league's picks of the next two drafts traded away (once each), beside those the season's
 * trades already moved: what a Picks page lists. Empty for other formats.
 */
export function dynastyFuturePicks(
  format: DemoFormat,
  rng: Rng,
  alreadyTraded: readonly PickOwnership[],
): PickOwnership[] {
  if (format.format !== 'dynasty') return [];
  const taken = new Set(alreadyTraded.map((p) => `${p.season}:${p.round}:${p.originalFranchise}`));
  const picks: PickOwnership[] = [];
  for (const season of [1, 2].map((ahead) => String(Number(CURRENT_SEASON) + ahead))) {
    for (let round = 1; round <= 4; round += 1) {
      const original = rng.int(0, NUM_TEAMS - 1);
      if (taken.has(`${season}:${round}:${original}`)) continue;
      const owner = (original + rng.int(1, NUM_TEAMS - 1)) % NUM_TEAMS;
      picks.push({ season, round, originalFranchise: original, previousOwner: original, owner });
    }
  }
  return picks;
}
