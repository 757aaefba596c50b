// Fixed facts of the demo league: seasons, ids, calendar and league shape.

export const SEASONS = ['2022', '2023', '2024', '2025'] as const;
export type Season = (typeof SEASONS)[number];

export const CURRENT_SEASON: Season = '2025';
/** The current NFL week of the demo calendar (state/nfl). It is the last regular-season week. */
export const CURRENT_WEEK = 14;
export const NUM_TEAMS = 12;
export const REGULAR_WEEKS = 14;
export const PLAYOFF_WEEK_START = 15;
/** Rounds of the six-team brackets (brackets.ts); their weeks follow the format (formats.ts). */
export const PLAYOFF_ROUNDS = 3;
export const DRAFT_ROUNDS = 16;
export const TRADE_DEADLINE = 11;
export const WAIVER_BUDGET = 100;
export const MEDIAN_SEASON: Season = '2024';
export const LEAGUE_NAME = 'Sunday Scaries Keeper League';

export const LEAGUE_IDS: Record<Season, string> = {
  '2022': '784512903316254720',
  '2023': '917236548802318336',
  '2024': '1048273915560812544',
  '2025': '1180342276119023616',
};

export const DRAFT_IDS: Record<Season, string> = {
  '2022': '784512903320449024',
  '2023': '917236548806512640',
  '2024': '1048273915565006848',
  '2025': '1180342276123217920',
};

/** Thursday of NFL week 1 (state/nfl season_start_date for 2025). */
export const SEASON_START: Record<Season, string> = {
  '2022': '2022-09-08',
  '2023': '2023-09-07',
  '2024': '2024-09-05',
  '2025': '2025-09-04',
};

export const ROSTER_POSITIONS = [
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
] as const;

export const POSITIONS = ['QB', 'RB', 'WR', 'TE', 'K', 'DEF'] as const;
export type Position = (typeof POSITIONS)[number];

/** Every roster always holds exactly this many players per position (16 = draft rounds). */
export const COMPOSITION: Record<Position, number> = { QB: 2, RB: 5, WR: 5, TE: 2, K: 1, DEF: 1 };

export const NFL_TEAMS: ReadonlyArray<{ code: string; city: string; nickname: string }> = [
  { code: 'ARI', city: 'Arizona', nickname: 'Cardinals' },
  { code: 'ATL', city: 'Atlanta', nickname: 'Falcons' },
  { code: 'BAL', city: 'Baltimore', nickname: 'Ravens' },
  { code: 'BUF', city: 'Buffalo', nickname: 'Bills' },
  { code: 'CAR', city: 'Carolina', nickname: 'Panthers' },
  { code: 'CHI', city: 'Chicago', nickname: 'Bears' },
  { code: 'CIN', city: 'Cincinnati', nickname: 'Bengals' },
  { code: 'CLE', city: 'Cleveland', nickname: 'Browns' },
  { code: 'DAL', city: 'Dallas', nickname: 'Cowboys' },
  { code: 'DEN', city: 'Denver', nickname: 'Broncos' },
  { code: 'DET', city: 'Detroit', nickname: 'Lions' },
  { code: 'GB', city: 'Green Bay', nickname: 'Packers' },
  { code: 'HOU', city: 'Houston', nickname: 'Texans' },
  { code: 'IND', city: 'Indianapolis', nickname: 'Colts' },
  { code: 'JAX', city: 'Jacksonville', nickname: 'Jaguars' },
  { code: 'KC', city: 'Kansas City', nickname: 'Chiefs' },
  { code: 'LV', city: 'Las Vegas', nickname: 'Raiders' },
  { code: 'LAC', city: 'Los Angeles', nickname: 'Chargers' },
  { code: 'LAR', city: 'Los Angeles', nickname: 'Rams' },
  { code: 'MIA', city: 'Miami', nickname: 'Dolphins' },
  { code: 'MIN', city: 'Minnesota', nickname: 'Vikings' },
  { code: 'NE', city: 'New England', nickname: 'Patriots' },
  { code: 'NO', city: 'New Orleans', nickname: 'Saints' },
  { code: 'NYG', city: 'New York', nickname: 'Giants' },
  { code: 'NYJ', city: 'New York', nickname: 'Jets' },
  { code: 'PHI', city: 'Philadelphia', nickname: 'Eagles' },
  { code: 'PIT', city: 'Pittsburgh', nickname: 'Steelers' },
  { code: 'SF', city: 'San Francisco', nickname: '49ers' },
  { code: 'SEA', city: 'Seattle', nickname: 'Seahawks' },
  { code: 'TB', city: 'Tampa Bay', nickname: 'Buccaneers' },
  { code: 'TEN', city: 'Tennessee', nickname: 'Titans' },
  { code: 'WAS', city: 'Washington', nickname: 'Commanders' },
];

const DAY_MS = 86_400_000;

/** Epoch ms of Thursday 00:00 UTC of NFL week `week` of `season`. */
export function weekThursday(season: Season, week: number): number {
  return Date.parse(`${SEASON_START[season]}T00:00:00Z`) + (week - 1) * 7 * DAY_MS;
}

export { DAY_MS };
