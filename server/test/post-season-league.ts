// A small three-season league in the shape of Sleeper's answers (path -> JSON body, served by
// DemoTransport), with the two states a real league was recorded in that Huddle once got wrong:
// - 2024, the newest season, left `post_season` the day after its final: the winners bracket's final
//   and third-place game are decided, the league not yet `complete`, and the NFL calendar still in
//   the final's week;
// - 2022 says `start_week: 3`, yet weeks 1 and 2 have games that every roster's record counts (7 games
//   a team), as Sleeper counted them in a real 2019 season.
// Six teams, four in the playoffs (seeds 1 v 4 and 2 v 3, then the final and the third-place game).
// Regular-season scores are drawn from a fixed seed; who wins each playoff game is written below, and
// the records, points and bracket are what the provider would make of those games.
import { round2 } from '../league/points';
import { seededRng } from '../league/random';

interface Person {
  userId: string;
  displayName: string;
  teamName: string;
}

const person = (userId: string, displayName: string, teamName: string): Person => ({
  userId,
  displayName,
  teamName,
});

export const PEOPLE = {
  greg: person('731000000000000001', 'GridironGreg', 'Greg’s Gridiron'),
  fran: person('731000000000000002', 'FourthDownFran', 'Fourth and Fran'),
  becky: person('731000000000000003', 'BlitzBecky', 'Blitz Brigade'),
  pete: person('731000000000000004', 'PuntPete', 'Punt Formation'),
  rita: person('731000000000000005', 'RedZoneRita', 'Red Zone Rockets'),
  sam: person('731000000000000006', 'SackmasterSam', 'Sack Lunch'),
  hank: person('731000000000000007', 'HailMaryHank', 'Hail Mary Heroes'),
} as const;

type PersonKey = keyof typeof PEOPLE;

/** Who wins each playoff game, by regular-season seed. */
interface PlayoffResults {
  /** Seed 1 v seed 4 and seed 2 v seed 3: the winning seed of each. */
  semifinals: [1 | 4, 2 | 3];
  /** The winning seed of the final and of the third-place game. */
  final: 'higher' | 'lower';
  third: 'higher' | 'lower';
}

interface SeasonPlan {
  season: string;
  leagueId: string;
  status: 'complete' | 'post_season';
  startWeek: number;
  playoffWeekStart: number;
  /** The weeks played before the playoffs, all counted in the records. */
  firstWeek: number;
  /** Roster id -> owner. */
  owners: Record<number, PersonKey>;
  playoffs: PlayoffResults;
  /** A regular-season game the two teams tie: week and roster ids. */
  tie?: { week: number; rosters: [number, number] };
  /** A team's dud of a week: the season's lowest score. */
  dud?: { week: number; rosterId: number; points: number };
}

export const SEASONS: readonly SeasonPlan[] = [
  {
    season: '2022',
    leagueId: '1100000000000002022',
    status: 'complete',
    // Sleeper's setting says week 3; the records count weeks 1-7.
    startWeek: 3,
    playoffWeekStart: 8,
    firstWeek: 1,
    owners: { 1: 'greg', 2: 'fran', 3: 'becky', 4: 'pete', 5: 'rita', 6: 'sam' },
    playoffs: { semifinals: [1, 3], final: 'lower', third: 'higher' },
    // The season's lowest score, in a week before start_week.
    dud: { week: 2, rosterId: 4, points: 48.3 },
  },
  {
    season: '2023',
    leagueId: '1100000000000002023',
    status: 'complete',
    startWeek: 1,
    playoffWeekStart: 6,
    firstWeek: 1,
    owners: { 1: 'greg', 2: 'fran', 3: 'becky', 4: 'pete', 5: 'rita', 6: 'hank' },
    playoffs: { semifinals: [1, 3], final: 'higher', third: 'higher' },
    tie: { week: 2, rosters: [1, 2] },
  },
  {
    season: '2024',
    leagueId: '1100000000000002024',
    status: 'post_season',
    startWeek: 1,
    playoffWeekStart: 6,
    firstWeek: 1,
    // Fran and Becky swapped roster slots: careers follow the person.
    owners: { 1: 'greg', 2: 'becky', 3: 'fran', 4: 'pete', 5: 'rita', 6: 'hank' },
    // Seed 3 beats seed 2, then seed 1 in the final (154.78 to 113.86, as recorded).
    playoffs: { semifinals: [1, 3], final: 'lower', third: 'higher' },
  },
];

export const CURRENT_LEAGUE_ID = SEASONS.at(-1)!.leagueId;
/** Owner sign-in of the test app (OWNER_USERNAME is a display name the league's users hold). */
export const OWNER = { username: PEOPLE.greg.displayName, pin: '4821' };
const TEAMS = 6;

/** Round robin by the circle method: week w's three pairs of roster ids. */
function pairsOfWeek(week: number): Array<[number, number]> {
  const ring = [2, 3, 4, 5, 6];
  const turn = (week - 1) % ring.length;
  const rotated = [...ring.slice(turn), ...ring.slice(0, turn)];
  const order = [1, ...rotated];
  return [0, 1, 2].map((i) => [order[i]!, order[TEAMS - 1 - i]!] as [number, number]);
}

interface Row {
  roster_id: number;
  matchup_id: number | null;
  points: number;
}

const matchupRow = (rosterId: number, matchupId: number | null, points: number) => ({
  roster_id: rosterId,
  matchup_id: matchupId,
  points,
  custom_points: null,
  starters: [],
  starters_points: [],
  players: [],
  players_points: {},
});

interface SeasonRecord {
  wins: number;
  losses: number;
  ties: number;
  pointsFor: number;
  pointsAgainst: number;
}

export interface SeasonFacts {
  season: string;
  leagueId: string;
  /** Roster ids by regular-season seed (1 first). */
  seeds: number[];
  champion: number;
  runnerUp: number;
  thirdPlace: number;
  fourthPlace: number;
  /** Roster id -> the provider's record (the counted regular-season weeks). */
  records: Map<number, SeasonRecord>;
  /** The lowest score of the season's counted weeks, with its week. */
  lowScore: { rosterId: number; week: number; points: number };
}

/** A provider total split as Sleeper sends it: whole points and hundredths. */
const split = (points: number) => {
  const whole = Math.floor(round2(points));
  return [whole, Math.round((round2(points) - whole) * 100)] as const;
};

function buildSeason(plan: SeasonPlan, previousLeagueId: string | null, files: Map<string, unknown>) {
  const rng = seededRng(Number(plan.season));
  const base = `league/${plan.leagueId}`;
  const records = new Map<number, SeasonRecord>(
    [1, 2, 3, 4, 5, 6].map((id) => [id, { wins: 0, losses: 0, ties: 0, pointsFor: 0, pointsAgainst: 0 }]),
  );
  let lowScore = { rosterId: 0, week: 0, points: Infinity };
  const tally = (rosterId: number, week: number, scored: number, against: number) => {
    const record = records.get(rosterId)!;
    record.pointsFor = round2(record.pointsFor + scored);
    record.pointsAgainst = round2(record.pointsAgainst + against);
    if (scored > against) record.wins += 1;
    else if (scored < against) record.losses += 1;
    else record.ties += 1;
    if (scored < lowScore.points) lowScore = { rosterId, week, points: scored };
  };
  for (let week = plan.firstWeek; week < plan.playoffWeekStart; week += 1) {
    const rows: Row[] = [];
    pairsOfWeek(week).forEach(([a, b], i) => {
      const tied = plan.tie?.week === week && plan.tie.rosters.includes(a) && plan.tie.rosters.includes(b);
      const score = (rosterId: number) =>
        tied
          ? 100
          : plan.dud?.week === week && plan.dud.rosterId === rosterId
            ? plan.dud.points
            : round2(70 + rng() * 80);
      const [pa, pb] = [score(a), score(b)];
      rows.push(
        { roster_id: a, matchup_id: i + 1, points: pa },
        { roster_id: b, matchup_id: i + 1, points: pb },
      );
      tally(a, week, pa, pb);
      tally(b, week, pb, pa);
    });
    files.set(
      `${base}/matchups/${week}`,
      rows.map((r) => matchupRow(r.roster_id, r.matchup_id, r.points)),
    );
  }
  // Seeds: wins (a tie half), then points for, then roster id.
  const seeds = [...records.entries()]
    .sort(
      ([a, ra], [b, rb]) =>
        rb.wins + rb.ties / 2 - (ra.wins + ra.ties / 2) || rb.pointsFor - ra.pointsFor || a - b,
    )
    .map(([id]) => id);
  const seed = (n: number) => seeds[n - 1]!;
  const [semiA, semiB] = plan.playoffs.semifinals;
  const winA = seed(semiA);
  const loseA = seed(semiA === 1 ? 4 : 1);
  const winB = seed(semiB);
  const loseB = seed(semiB === 2 ? 3 : 2);
  const higher = (x: number, y: number) => (seeds.indexOf(x) < seeds.indexOf(y) ? x : y);
  const pick = (x: number, y: number, who: 'higher' | 'lower') =>
    who === 'higher' ? higher(x, y) : higher(x, y) === x ? y : x;
  const champion = pick(winA, winB, plan.playoffs.final);
  const runnerUp = champion === winA ? winB : winA;
  const thirdPlace = pick(loseA, loseB, plan.playoffs.third);
  const fourthPlace = thirdPlace === loseA ? loseB : loseA;
  /** A playoff week: the games (winner first) at 154.78 to 113.86, the teams out idle. */
  const playoffWeek = (week: number, games: Array<[number, number]>) => {
    const playing = new Set(games.flat());
    files.set(`${base}/matchups/${week}`, [
      ...games.flatMap(([w, l], i) => [matchupRow(w, i + 1, 154.78 - i), matchupRow(l, i + 1, 113.86 - i)]),
      ...[1, 2, 3, 4, 5, 6].filter((id) => !playing.has(id)).map((id) => matchupRow(id, null, 90.5)),
    ]);
  };
  const [round1, round2Week] = [plan.playoffWeekStart, plan.playoffWeekStart + 1];
  playoffWeek(round1, [
    [winA, loseA],
    [winB, loseB],
  ]);
  playoffWeek(round2Week, [
    [champion, runnerUp],
    [thirdPlace, fourthPlace],
  ]);
  files.set(`${base}/winners_bracket`, [
    { r: 1, m: 1, t1: seed(1), t2: seed(4), w: winA, l: loseA },
    { r: 1, m: 2, t1: seed(2), t2: seed(3), w: winB, l: loseB },
    { r: 2, m: 3, t1: winA, t2: winB, t1_from: { w: 1 }, t2_from: { w: 2 }, w: champion, l: runnerUp, p: 1 },
    {
      r: 2,
      m: 4,
      t1: loseA,
      t2: loseB,
      t1_from: { l: 1 },
      t2_from: { l: 2 },
      w: thirdPlace,
      l: fourthPlace,
      p: 3,
    },
  ]);
  files.set(`${base}/losers_bracket`, []);
  const lastWeek = round2Week;
  files.set(base, {
    league_id: plan.leagueId,
    name: 'Recorded League',
    season: plan.season,
    status: plan.status,
    sport: 'nfl',
    season_type: 'regular',
    total_rosters: TEAMS,
    previous_league_id: previousLeagueId,
    draft_id: null,
    avatar: null,
    settings: {
      num_teams: TEAMS,
      start_week: plan.startWeek,
      playoff_week_start: plan.playoffWeekStart,
      playoff_teams: 4,
      playoff_round_type: 0,
      playoff_seed_type: 0,
      playoff_type: 0,
      league_average_match: 0,
      type: 0,
      max_keepers: 0,
      waiver_type: 2,
      leg: lastWeek,
      last_scored_leg: lastWeek,
      last_report: lastWeek,
    },
    scoring_settings: { rec: 1, pass_td: 4 },
    roster_positions: ['QB', 'RB', 'RB', 'WR', 'WR', 'TE', 'FLEX', 'BN', 'BN'],
    metadata: null,
  });
  files.set(
    `${base}/rosters`,
    [...records.entries()].map(([rosterId, record]) => {
      const [fpts, fptsDecimal] = split(record.pointsFor);
      const [against, againstDecimal] = split(record.pointsAgainst);
      return {
        roster_id: rosterId,
        owner_id: PEOPLE[plan.owners[rosterId]!].userId,
        co_owners: null,
        keepers: null,
        league_id: plan.leagueId,
        players: [],
        starters: [],
        reserve: null,
        taxi: null,
        settings: {
          wins: record.wins,
          losses: record.losses,
          ties: record.ties,
          fpts,
          fpts_decimal: fptsDecimal,
          fpts_against: against,
          fpts_against_decimal: againstDecimal,
          waiver_position: rosterId,
          waiver_budget_used: 0,
          total_moves: 0,
        },
        metadata: null,
      };
    }),
  );
  files.set(
    `${base}/users`,
    Object.values(plan.owners).map((key, i) => ({
      user_id: PEOPLE[key].userId,
      display_name: PEOPLE[key].displayName,
      avatar: null,
      is_owner: i === 0,
      is_bot: false,
      league_id: plan.leagueId,
      metadata: { team_name: PEOPLE[key].teamName },
    })),
  );
  files.set(`${base}/drafts`, []);
  files.set(`${base}/traded_picks`, []);
  const facts: SeasonFacts = {
    season: plan.season,
    leagueId: plan.leagueId,
    seeds,
    champion,
    runnerUp,
    thirdPlace,
    fourthPlace,
    records,
    lowScore,
  };
  return facts;
}

/** The provider's answers (path without .json -> body) and what the seasons hold. */
export function postSeasonLeague(): { files: Map<string, unknown>; seasons: SeasonFacts[] } {
  const files = new Map<string, unknown>();
  const seasons = SEASONS.map((plan, i) => buildSeason(plan, SEASONS[i - 1]?.leagueId ?? null, files));
  // The day after the 2024 final: the NFL calendar is still in the final's week.
  const last = SEASONS.at(-1)!;
  files.set('state/nfl', {
    week: last.playoffWeekStart + 1,
    leg: last.playoffWeekStart + 1,
    season: last.season,
    season_type: 'regular',
    display_week: last.playoffWeekStart + 1,
    previous_season: String(Number(last.season) - 1),
    league_season: last.season,
    league_create_season: last.season,
    season_start_date: `${last.season}-09-05`,
  });
  files.set('players/nfl', {});
  return { files, seasons };
}

/** The person who owned a roster in a season of the league. */
export function ownerOf(season: string, rosterId: number): Person {
  return PEOPLE[SEASONS.find((s) => s.season === season)!.owners[rosterId]!];
}
