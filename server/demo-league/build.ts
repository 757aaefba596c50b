// Builds every file of the offline demo league in memory: relative path (without .json) -> JSON value.
// The committed fixtures are the default format; another changes what formats.ts says.
import { DEFAULT_DEMO_FORMAT, type DemoFormat } from '../sleeper/demo-format.ts';
import {
  CURRENT_SEASON,
  CURRENT_WEEK,
  LEAGUE_IDS,
  DRAFT_IDS,
  NFL_TEAMS,
  REGULAR_WEEKS,
  SEASONS,
  SEASON_START,
  type Season,
} from './constants.ts';
import {
  buildPeople,
  COMMISSIONER_INDEX,
  leagueUserRow,
  NEW_MEMBER_INDEX,
  ownersOf,
  PAST_MEMBER_INDEX,
  PEOPLE,
  type PersonSeed,
  userRow,
  type Person,
} from './managers.ts';
import { dynastyFuturePicks, isMedian, playoffRoundWeeksOf } from './formats.ts';
import { buildPlayerPool, playerDirectoryEntry, type DemoPlayer } from './players.ts';
import {
  bracketRows,
  draftObjects,
  draftPickObjects,
  leagueObject,
  matchupRows,
  personOf,
  rosterIdOf,
  rosterObjects,
  tradedPickObject,
  transactionObjects,
} from './provider-shapes.ts';
import { Rng } from './random.ts';
import { effectiveCenti, type TeamWeek } from './scoring.ts';
import { playoffPicture, simulateSeason, WEEK14_PLAYED_TEAMS, type SeasonData } from './season.ts';

export const DEMO_SEED = 20251207;
export const OWNER_PIN = '2468';
export const MEMBER_PIN = '1357';

/**
 * The demo league's files. Another seed plays other seasons with other players; other `people` (as many
 * as the demo's, in the same roles) give the league other managers and team names.
 */
export function buildDemoLeague(
  format: DemoFormat = DEFAULT_DEMO_FORMAT,
  seed = DEMO_SEED,
  peopleSeeds: readonly PersonSeed[] = PEOPLE,
): Map<string, unknown> {
  const rng = new Rng(seed);
  const pool = buildPlayerPool(rng.fork('players'));
  const players = new Map(pool.map((p) => [p.id, p]));
  const people = buildPeople(rng.fork('people'), peopleSeeds);
  const commissioner = people[COMMISSIONER_INDEX];
  if (commissioner === undefined) throw new Error('no commissioner');
  const leagueAvatar = rng.fork('league').hex(32);

  const roundWeeks = playoffRoundWeeksOf(format);
  const seasons: SeasonData[] = [];
  for (const season of SEASONS) {
    seasons.push(
      simulateSeason({
        rng,
        season,
        pool,
        previous: seasons.at(-1) ?? null,
        keepers: format.format !== 'redraft',
        median: isMedian(format, season),
        bestBall: format.format === 'bestball',
        roundWeeks,
      }),
    );
  }
  const files = new Map<string, unknown>();
  files.set('state/nfl', {
    week: CURRENT_WEEK,
    leg: CURRENT_WEEK,
    season: CURRENT_SEASON,
    season_type: 'regular',
    season_start_date: SEASON_START[CURRENT_SEASON],
    previous_season: String(Number(CURRENT_SEASON) - 1),
    league_season: CURRENT_SEASON,
    league_create_season: CURRENT_SEASON,
    display_week: CURRENT_WEEK,
    season_has_scores: true,
  });

  seasons.forEach((data, i) => {
    const season = data.season;
    const league = `league/${data.leagueId}`;
    files.set(league, leagueObject(data, seasons[i - 1]?.leagueId ?? null, leagueAvatar, format));
    files.set(`${league}/rosters`, rosterObjects(data, people, format, players));
    files.set(
      `${league}/users`,
      ownersOf(season).map((personIndex) => {
        const person = people[personIndex];
        if (person === undefined) throw new Error('missing person');
        return leagueUserRow(person, season, data.leagueId);
      }),
    );
    for (let week = 1; week <= data.lastWeek; week += 1) {
      files.set(`${league}/matchups/${week}`, matchupRows(data, week));
      files.set(`${league}/transactions/${week}`, transactionObjects(data, people, week, commissioner));
    }
    files.set(`${league}/winners_bracket`, bracketRows(season, data.winners));
    files.set(`${league}/losers_bracket`, bracketRows(season, data.losers));
    // A stream of its own (forking draws nothing from the others), so the default's bytes stay.
    const moreFuturePicks =
      season === CURRENT_SEASON
        ? dynastyFuturePicks(format, rng.fork('dynasty-future-picks'), data.moves.futurePicks)
        : [];
    files.set(`${league}/traded_picks`, [
      ...data.draftTradedPicks.map((p) => tradedPickObject(season, p)),
      ...data.moves.futurePicks.map((p) => tradedPickObject(season, p)),
      ...moreFuturePicks.map((p) => tradedPickObject(season, p)),
    ]);
    const { listItem, draft } = draftObjects(data, people, commissioner, format);
    files.set(`${league}/drafts`, [listItem]);
    files.set(`draft/${data.draftId}`, draft);
    files.set(`draft/${data.draftId}/picks`, draftPickObjects(data, people, players));
    files.set(
      `draft/${data.draftId}/traded_picks`,
      data.draftTradedPicks.map((p) => tradedPickObject(season, p)),
    );
  });

  for (const person of people) {
    files.set(`user/${person.username}`, userRow(person));
    files.set(`user/${person.userId}`, userRow(person));
  }

  const current = seasons.at(-1);
  if (current === undefined) throw new Error('no current season');
  files.set(
    'players/nfl',
    Object.fromEntries(pool.map((p) => [p.id, playerDirectoryEntry(p, current.injuries.get(p.id))])),
  );
  const missing = missingProjections(current);
  for (let week = 1; week <= current.lastWeek; week += 1) {
    files.set(
      `projections/nfl/${CURRENT_SEASON}/${week}`,
      projections(current, players, week, missing, rng.fork(`projections-${week}`)),
    );
  }
  files.set(`demo-live/week-${CURRENT_WEEK}`, liveSunday(current, players));
  files.set(
    'manifest',
    manifest(seasons, people, pool, missing, isMedian(format, CURRENT_SEASON), roundWeeks),
  );
  return files;
}

/**
 * Kickoff slots of the week's games already played (the Thursday game, the Sunday early games: their
 * points are in the matchups file) and of those still to play, in the demo's order (Sunday late,
 * night, Monday).
 */
const PLAYED_SLOTS = ['thursday-night', ...Array.from({ length: 9 }, () => 'sunday-early')];
const LIVE_SLOTS = [
  'sunday-late',
  'sunday-late',
  'sunday-late',
  'sunday-late',
  'sunday-night',
  'monday-night',
];

/**
 * What the demo's live Sunday plays out (not a provider path): the games of the current week by
 * kickoff slot (who plays whom: the played ones too), and the points each rostered player of the
 * teams still to play will end with.
 */
function liveSunday(data: SeasonData, players: ReadonlyMap<string, DemoPlayer>) {
  const codes = NFL_TEAMS.map((t) => t.code);
  const pairs = (slots: readonly string[], teams: readonly string[]) =>
    slots.map((slot, i) => ({ slot, teams: teams.slice(2 * i, 2 * i + 2) }));
  const games = [
    ...pairs(
      PLAYED_SLOTS,
      codes.filter((code) => WEEK14_PLAYED_TEAMS.has(code)),
    ),
    ...pairs(
      LIVE_SLOTS,
      codes.filter((code) => !WEEK14_PLAYED_TEAMS.has(code)),
    ),
  ];
  const ids = [...data.liveFinalCenti.keys()].sort();
  return {
    leagueId: data.leagueId,
    week: CURRENT_WEEK,
    games,
    finalPoints: Object.fromEntries(
      ids.map((id) => [
        id,
        { team: players.get(id)?.team ?? null, points: (data.liveFinalCenti.get(id) ?? 0) / 100 },
      ]),
    ),
  };
}

/** A few rostered players never get a projection, so the client's fallback is exercised. */
function missingProjections(data: SeasonData): string[] {
  return [1, 4, 7].map((franchise) => {
    const roster = data.finalRosters[franchise] ?? [];
    const lastStarters = new Set(
      data.weeks[CURRENT_WEEK - 1]?.find((r) => r.franchise === franchise)?.starters ?? [],
    );
    const bench = roster.find((id) => !lastStarters.has(id) && !data.injuries.has(id));
    if (bench === undefined) throw new Error('no bench player');
    return bench;
  });
}

const RECEPTION_SHARE: Record<string, number> = { RB: 0.15, WR: 0.3, TE: 0.3 };

function projections(
  data: SeasonData,
  players: ReadonlyMap<string, DemoPlayer>,
  week: number,
  missing: readonly string[],
  rng: Rng,
) {
  const rows = data.weeks[week - 1] ?? [];
  const ids = [...new Set(rows.flatMap((r) => r.players))].filter((id) => !missing.includes(id)).sort();
  return ids.map((id) => {
    const player = players.get(id);
    const status = data.injuries.get(id);
    const out = (status === 'IR' && week >= 11) || (status === 'Out' && week >= CURRENT_WEEK);
    const ppr = out ? 0 : Math.max(0, data.expected(id) + rng.gauss() * 1.5);
    const receptions = ppr * (RECEPTION_SHARE[player?.position ?? ''] ?? 0);
    const round2 = (x: number) => Math.round(x * 100) / 100;
    return {
      player_id: id,
      week,
      season: CURRENT_SEASON,
      season_type: 'regular',
      category: 'proj',
      company: 'rotowire',
      team: player?.team ?? null,
      stats: {
        pts_ppr: round2(ppr),
        pts_half_ppr: round2(ppr - receptions / 2),
        pts_std: round2(ppr - receptions),
      },
    };
  });
}

function manifest(
  seasons: readonly SeasonData[],
  people: readonly Person[],
  pool: readonly DemoPlayer[],
  missing: readonly string[],
  currentMedian: boolean,
  roundWeeks: ReadonlyArray<readonly number[]>,
) {
  const current = seasons.at(-1);
  if (current === undefined) throw new Error('no current season');
  const season = current.season;
  const accounts = ownersOf(season).map((personIndex) => {
    const person = people[personIndex];
    if (person === undefined) throw new Error('missing person');
    return {
      username: person.username,
      userId: person.userId,
      displayName: person.displayName,
      teamName: person.teamName(season) ?? person.displayName,
      role: person.isOwner === true ? 'owner' : 'member',
      pin: person.isOwner === true ? OWNER_PIN : MEMBER_PIN,
    };
  });
  const names = new Map(pool.map((p) => [p.id, `${p.first} ${p.last}`]));
  const roster = (data: SeasonData, franchise: number) => `roster ${rosterIdOf(data.season, franchise)}`;
  const resolve = (data: SeasonData, text: string) =>
    text.replace(/franchise:(\d+)/g, (_, f: string) => roster(data, Number(f)));
  const txNote = (tag: string) =>
    seasons
      .flatMap((data) =>
        data.moves.transactions
          .filter((tx) => tx.tag === tag)
          .slice(0, 1)
          .map(
            (tx) =>
              `${data.season} round ${tx.round}: ${tx.id} (roster_ids ${tx.franchises.map((f) => rosterIdOf(data.season, f)).join(', ')})`,
          ),
      )
      .join('; ');
  const pictures = playoffPicture(current.records, currentMedian);
  const withStatus = (status: string) =>
    pictures
      .map((s, franchise) => ({ s, franchise }))
      .filter((x) => x.s === status)
      .map((x) => {
        const rec = current.records[x.franchise];
        return `${roster(current, x.franchise)} (${rec?.wins ?? 0}-${rec?.losses ?? 0})`;
      })
      .join(', ');
  const blowout = biggestBlowout(seasons);
  const past = people[PAST_MEMBER_INDEX];
  const newcomer = people[NEW_MEMBER_INDEX];
  const notes: Record<string, string> = {
    currentWeek: `state/nfl week ${CURRENT_WEEK} is the last regular-season week (regular season = weeks 1-${REGULAR_WEEKS}; playoffs ${roundWeeks[0]![0]}-${current.lastWeek}). 2025 weeks 1-${current.countedWeeks} are final.`,
    week14InProgress: `2025 week ${CURRENT_WEEK} is in progress: players of ${[...WEEK14_PLAYED_TEAMS].join(' ')} have final points, all other players 0 so far. Week ${CURRENT_WEEK} is not counted in rosters' settings.`,
    demoLive: `demo-live/week-${CURRENT_WEEK} (not a provider path): the week-${CURRENT_WEEK} games by kickoff slot (those played, thursday-night and sunday-early, and those still to play) and the final points of the rostered players still to play; with live scoring on, the demo plays them out over a few minutes (server/live/demo-sunday.ts). The matchups file itself stays as described in week14InProgress.`,
    demoPresent:
      "The files' own present is Sunday 2025-12-07, 3:05 PM Central (week 14's late kickoffs). The server shows the demo in the present: every time it hands out (transactions, drafts, the season start, the seeded keeper deadline 2026-03-01 23:59:59 Central) is moved by the whole days from that Sunday to today (server/sleeper/demo-time.ts); the files keep their own times.",
    futureWeeks: `2025 weeks ${roundWeeks[0]![0]}-${current.lastWeek}: matchup_id null, points 0, no starters_points/players_points. 2025 winners_bracket and losers_bracket are [] (playoffs not set).`,
    rosterTotals: `rosters[].settings count regular-season weeks only (2022-2024: 1-${REGULAR_WEEKS}, 2025: 1-${current.countedWeeks}). fpts = sum of every row's score (custom_points when set, else points), including a row with matchup_id null; wins/losses/ties, fpts_against and metadata.record come from games (rows sharing a matchup_id). ppts = best possible lineup each week.`,
    medianSeason:
      '2024 has league_average_match 1: wins+losses+ties = 2 x 14; each week the top 6 scores (above the average of the 6th and 7th score) get an extra win, the bottom 6 an extra loss. metadata.record lists head-to-head games only.',
    byeWeek: `2023 week 6: ${byeRows(seasons)} have matchup_id null (no game that week; their points still count in fpts).`,
    ...Object.fromEntries(
      seasons.flatMap((data) => Object.entries(data.facts).map(([k, v]) => [k, resolve(data, v)])),
    ),
    blowout: blowout,
    playoffs: `Past seasons: 6-team winners and losers brackets (seeds 1-2 and 7-8 have byes), weeks ${roundWeeks.map((weeks) => weeks.join('+')).join('/')} = rounds 1/2/3${roundWeeks.some((weeks) => weeks.length > 1) ? ' (a two-week round is decided on the sum of its weeks, and both weeks pair its games)' : ''}; playoff-week matchup_ids number the winners-bracket games first, then the losers-bracket games; idle teams have matchup_id null. Losers bracket: seeds 7-12 laid out like the winners bracket, w = higher score.`,
    champions: seasons
      .filter((d) => d.winners !== null)
      .map(
        (d) => `${d.season}: roster ${rosterIdOf(d.season, d.winners?.rows.find((r) => r.p === 1)?.w ?? 0)}`,
      )
      .join('; '),
    clinched: `2025 after week ${current.countedWeeks}: ${withStatus('clinched')}`,
    eliminated: `2025 after week ${current.countedWeeks}: ${withStatus('eliminated')}`,
    fighting: `2025 after week ${current.countedWeeks}: ${withStatus('fighting')}`,
    multiTeamTrade: txNote('multiTeamTrade'),
    pickAndBudgetTrade: `trades with draft_picks and waiver_budget: ${txNote('pickAndBudgetTrade')}`,
    roundTripPick: `2025: ${txNote('roundTripPickOut')} then back in ${txNote('roundTripPickBack')}; league traded_picks has the entry with owner_id == roster_id`,
    failedWaiver: `failed waiver claims (status "failed") every season, e.g. ${txNote('failedWaiver')}`,
    commissionerMove: txNote('commissionerMove'),
    offseasonMoves: 'Round 1 of every season holds free-agent moves made between the draft and kickoff.',
    pastMember: `${past?.username ?? ''} (${past?.userId ?? ''}) ran ${roster(seasons[0] as SeasonData, PAST_MEMBER_INDEX)} in 2022-2023 and left; ${newcomer?.username ?? ''} took over that team in 2024 (${roster(seasons[2] as SeasonData, PAST_MEMBER_INDEX)} in 2024 and ${roster(current, PAST_MEMBER_INDEX)} in 2025).`,
    rosterIdChanges: rosterIdChanges(seasons, people),
    keepers:
      'Drafts 2023-2025: each team keeps up to 3 players (is_keeper true): its best player drafted the year before, at that round, and two waiver pickups, at rounds 16 and 15 (moved earlier when the round is taken or traded).',
    waiverPickups2025:
      'Every 2025 roster keeps at least 4 waiver pickups (no 2025 draft pick) at 4 different positions, and drafted players at QB, RB, WR and TE.',
    injuries: [...current.injuries.entries()]
      .map(
        ([id, status]) =>
          `${names.get(id) ?? id} (${id}, ${roster(
            current,
            current.finalRosters.findIndex((r) => r.includes(id)),
          )}): ${status}`,
      )
      .join('; '),
    missingProjections: `rostered 2025 players without projections: ${missing.join(', ')}`,
    avatars: `no team_name: ${people
      .filter((p) => p.teamName('2025') === null)
      .map((p) => p.username)
      .join(', ')}; metadata.avatar URL: ${people
      .filter((p) => p.metadataAvatar !== null)
      .map((p) => p.username)
      .join(', ')}; null avatar: ${people
      .filter((p) => p.avatar === null)
      .map((p) => p.username)
      .join(', ')}`,
  };
  return {
    currentLeagueId: LEAGUE_IDS[CURRENT_SEASON],
    season: CURRENT_SEASON,
    seasons: SEASONS.map((s: Season) => ({ season: s, leagueId: LEAGUE_IDS[s], draftId: DRAFT_IDS[s] })),
    accounts,
    notes,
  };
}

function byeRows(seasons: readonly SeasonData[]): string {
  const data = seasons.find((d) => d.season === '2023');
  const rows = data?.weeks[5]?.filter((r) => r.matchupId === null) ?? [];
  return rows.map((r) => `roster ${rosterIdOf('2023', r.franchise)}`).join(' and ');
}

function biggestBlowout(seasons: readonly SeasonData[]): string {
  let best = { margin: 0, text: '' };
  for (const data of seasons) {
    data.weeks.slice(0, data.countedWeeks).forEach((rows: TeamWeek[], i) => {
      for (const a of rows) {
        const b = rows.find((r) => r !== a && a.matchupId !== null && r.matchupId === a.matchupId);
        if (b === undefined) continue;
        const margin = effectiveCenti(a) - effectiveCenti(b);
        if (margin > best.margin) {
          best = {
            margin,
            text: `${data.season} week ${i + 1}: roster ${rosterIdOf(data.season, a.franchise)} beat roster ${rosterIdOf(data.season, b.franchise)} by ${(margin / 100).toFixed(2)}`,
          };
        }
      }
    });
  }
  return `biggest regular-season margin: ${best.text}`;
}

function rosterIdChanges(seasons: readonly SeasonData[], people: readonly Person[]): string {
  return people
    .map((person) => {
      const ids = seasons.flatMap((d) => {
        const franchise = Array.from({ length: 12 }, (_, f) => f).find(
          (f) => personOf(people, d.season, f) === person,
        );
        return franchise === undefined ? [] : [`${d.season}: ${rosterIdOf(d.season, franchise)}`];
      });
      const distinct = new Set(ids.map((x) => x.split(': ')[1]));
      return distinct.size > 1 ? `${person.username} (${ids.join(', ')})` : null;
    })
    .filter((x): x is string => x !== null)
    .join('; ');
}
