// The almanac computations on crafted seasons: games by person, head to head, rivalries, streaks,
// records, all-play power rankings, trades and drafted keepers.
import { describe, expect, it } from 'vitest';
import type {
  SleeperBracketMatch,
  SleeperDraftPick,
  SleeperMatchup,
  SleeperRoster,
  SleeperTransaction,
} from '../sleeper/schemas';
import { seasonGames, type AlmanacGame } from './almanac-games';
import { draftedKeepers } from './draft-keepers';
import { headToHeadMatrix, rivalriesOf } from './head-to-head-matrix';
import { managerRoasts, roastSubjectsAbout } from './manager-roasts';
import { allPlayWeek, powerRankings } from './power-rankings';
import { makeLeague, makeRoster, makeUser } from './test-data';
import { buildTeams } from './teams';
import { seasonLedger } from './season-ledger';
import { leagueTrades } from './trade-history';
import { recordBook, streaks } from './weekly-records';

const row = (
  rosterId: number,
  matchupId: number | null,
  points: number,
  lineup?: { starters: string[]; points: Record<string, number> },
): SleeperMatchup => ({
  roster_id: rosterId,
  matchup_id: matchupId,
  points,
  ...(lineup
    ? { starters: lineup.starters, players_points: lineup.points, players: Object.keys(lineup.points) }
    : {}),
});

/** Rosters 1-4 of a season owned as given (null: orphaned). */
function seasonOf(season: string, owners: Array<string | null>, median = false) {
  const league = makeLeague(
    { playoff_week_start: 4, playoff_teams: 2, league_average_match: median ? 1 : 0 },
    { season, league_id: `L${season}`, status: 'complete', total_rosters: 4 },
  );
  const rosters: SleeperRoster[] = owners.map((owner, i) => makeRoster(i + 1, { wins: 0, losses: 0 }, owner));
  const users = owners.flatMap((owner) =>
    owner ? [makeUser(owner, owner.toUpperCase(), `${owner} FC`)] : [],
  );
  return { league, rosters, teams: buildTeams(rosters, users) };
}

// 2022: ann 1, bob 2, cat 3, dan 4. Week 2 has a tie (ann v bob). Week 4 is the final (1 v 2); the
// consolation game (3 v 4) is not a playoff game.
const s2022 = seasonOf('2022', ['ann', 'bob', 'cat', 'dan']);
const final2022: SleeperBracketMatch[] = [{ r: 1, m: 1, t1: 1, t2: 2, w: 1, l: 2, p: 1 }];
const games2022 = seasonGames({
  ...s2022,
  winnersBracket: final2022,
  weeks: [
    {
      week: 1,
      matchups: [
        row(1, 1, 120, { starters: ['p1'], points: { p1: 120, p9: 30 } }),
        row(2, 1, 100),
        row(3, 2, 90),
        row(4, 2, 150),
      ],
    },
    { week: 2, matchups: [row(1, 1, 110), row(2, 1, 110), row(3, 2, 95), row(4, 2, 80)] },
    { week: 3, matchups: [row(1, 1, 130), row(3, 1, 60), row(2, 2, 101), row(4, 2, 99)] },
    { week: 4, matchups: [row(1, 1, 125), row(2, 1, 118), row(3, 2, 140), row(4, 2, 70)] },
  ],
});
// 2023, a median season: bob left; eve took over roster 2 (his old team); ann now plays roster 3 and
// cat roster 1; roster 4 is orphaned. The median results never enter head to head.
const s2023 = seasonOf('2023', ['cat', 'eve', 'ann', null], true);
const games2023 = seasonGames({
  ...s2023,
  winnersBracket: [],
  weeks: [
    { week: 1, matchups: [row(3, 1, 140), row(2, 1, 100), row(1, 2, 90), row(4, 2, 95)] },
    { week: 2, matchups: [row(3, 1, 100), row(1, 1, 99), row(2, 2, 80), row(4, 2, 120)] },
  ],
});
const games: AlmanacGame[] = [...games2022, ...games2023];

describe('seasonGames', () => {
  it('keeps regular-season games and winners-bracket playoff games, each side with its owner that season', () => {
    expect(
      games2022.map((g) => `${g.week}:${g.home.ownerId}-${g.away.ownerId}${g.playoffs ? ' P' : ''}`),
    ).toEqual(['1:ann-bob', '1:cat-dan', '2:ann-bob', '2:cat-dan', '3:ann-cat', '3:bob-dan', '4:ann-bob P']);
    expect(games2022[2]!.winnerRosterId).toBeNull();
    expect(games2022[0]!.home.benchPoints).toBe(30);
    expect(games2022[1]!.home.benchPoints).toBeNull();
    expect(games2023[0]!.home).toMatchObject({ rosterId: 2, ownerId: 'eve' });
    expect(games2023[1]!.away).toMatchObject({ rosterId: 4, ownerId: null });
  });
});

describe('head-to-head matrix by person', () => {
  const cells = headToHeadMatrix(games);
  const cell = (a: string, b: string) => cells.find((c) => c.ownerId === a && c.opponentId === b);

  it('counts a tie, keeps playoffs apart and follows people across roster ids', () => {
    expect(cell('ann', 'bob')!.regular).toEqual({
      games: 2,
      wins: 1,
      losses: 0,
      ties: 1,
      pointsFor: 230,
      pointsAgainst: 210,
    });
    expect(cell('ann', 'bob')!.playoffs).toMatchObject({ games: 1, wins: 1, losses: 0 });
    // Ann (roster 1 in 2022, roster 3 in 2023) against Cat (roster 3, then roster 1): two wins.
    expect(cell('ann', 'cat')!.regular).toMatchObject({ games: 2, wins: 2, losses: 0 });
    expect(cell('ann', 'eve')!.regular).toMatchObject({ games: 1, wins: 1 });
  });

  it('gives the team that changed hands to its new owner only, and orphaned games to nobody', () => {
    // Roster 2 was Bob's in 2022 and Eve's in 2023: Bob never met Eve's opponents of 2023.
    expect(cell('bob', 'ann')!.regular.games + cell('bob', 'ann')!.playoffs.games).toBe(3);
    expect(cells.filter((c) => c.ownerId === 'eve').map((c) => c.opponentId)).toEqual(['ann']);
    expect(cells.some((c) => c.ownerId === 'cat' && c.opponentId === 'eve')).toBe(false);
  });

  it('is symmetric: wins of A over B are losses of B to A, points for are points against', () => {
    for (const c of cells) {
      const back = cell(c.opponentId, c.ownerId)!;
      for (const kind of ['regular', 'playoffs'] as const) {
        expect(c[kind].wins).toBe(back[kind].losses);
        expect(c[kind].ties).toBe(back[kind].ties);
        expect(c[kind].pointsFor).toBe(back[kind].pointsAgainst);
      }
    }
  });

  it('names the rivalries: most games, closest and most lopsided', () => {
    const refs = new Map(
      ['ann', 'bob', 'cat', 'dan', 'eve'].map((id, i) => [
        id,
        {
          ownerId: id,
          ownerName: id.toUpperCase(),
          teamName: `${id} FC`,
          avatar: null,
          current: true,
          rosterId: i + 1,
        },
      ]),
    );
    const rivals = rivalriesOf('ann', cells, refs);
    expect(rivals.mostGames).toMatchObject({ opponent: { ownerId: 'bob' }, games: 3, wins: 2, ties: 1 });
    // Two-game series only: Cat 2-0 (lopsided); Bob 2-0-1 over three games.
    expect(rivals.mostLopsided?.opponent.ownerId).toBe('cat');
    expect(rivals.closest?.opponent.ownerId).toBe('bob');
  });
});

describe('streaks and the record book', () => {
  it('runs streaks across seasons in game order; a tie ends one', () => {
    // Ann: W (1), T (2), W (3), W (4, final), then 2023 W, W: four straight wins, still going.
    const wins = streaks(games, 'W', true);
    expect(wins[0]).toMatchObject({
      ownerId: 'ann',
      length: 4,
      from: { season: '2022', week: 3 },
      to: { season: '2023', week: 2 },
      ongoing: true,
    });
    // Per season, nothing runs on.
    expect(streaks(games2022, 'W', false)[0]).toMatchObject({ ownerId: 'ann', length: 2, ongoing: false });
    const losses = streaks(games, 'L', true);
    // Cat lost 2022 week 3 and both 2023 games (as roster 1): three straight across the seasons.
    expect(losses[0]).toMatchObject({
      ownerId: 'cat',
      length: 3,
      from: { season: '2022', week: 3 },
      to: { season: '2023', week: 2 },
    });
  });

  it('points every weekly record at its game', () => {
    const book = recordBook(games, true);
    expect(book.highestScores[0]).toMatchObject({
      season: '2022',
      week: 1,
      value: 150,
      team: { ownerId: 'dan' },
    });
    expect(book.lowestScores[0]).toMatchObject({
      value: 60,
      team: { ownerId: 'cat' },
      matchupId: 1,
      week: 3,
    });
    // The 140-70 of week 4 was a consolation game (not in the winners bracket): left out.
    expect(book.biggestBlowouts[0]).toMatchObject({ value: 70, team: { ownerId: 'ann' }, week: 3 });
    expect(book.biggestBlowouts.some((r) => r.week === 4 && r.value === 70)).toBe(false);
    expect(book.closestGames[0]).toMatchObject({ value: 0, week: 2 });
    expect(book.highestInLoss[0]).toMatchObject({ value: 118, playoffs: true, team: { ownerId: 'bob' } });
    expect(book.lowestInWin[0]).toMatchObject({ value: 95, team: { ownerId: 'cat' } });
    expect(book.mostBenchPoints).toHaveLength(1);
    expect(book.mostBenchPoints[0]).toMatchObject({ value: 30, team: { ownerId: 'ann' } });
  });
});

describe('power rankings', () => {
  it('all-play: each score against every other score of the week', () => {
    const week = allPlayWeek(
      new Map([
        [1, 120],
        [2, 100],
        [3, 100],
        [4, 80],
      ]),
    );
    expect(week.get(1)).toEqual({ wins: 3, losses: 0, ties: 0 });
    expect(week.get(2)).toEqual({ wins: 1, losses: 1, ties: 1 });
    expect(week.get(4)).toEqual({ wins: 0, losses: 3, ties: 0 });
  });

  it('ranks by all-play, scoring and form, with the rank after every week and luck', () => {
    const teams = s2022.teams;
    const weeks = [
      { week: 1, matchups: [row(1, 1, 120), row(2, 1, 100), row(3, 2, 90), row(4, 2, 150)] },
      { week: 2, matchups: [row(1, 1, 110), row(2, 1, 110), row(3, 2, 95), row(4, 2, 80)] },
      { week: 3, matchups: [row(1, 1, 130), row(3, 1, 60), row(2, 2, 101), row(4, 2, 99)] },
    ];
    const ranking = powerRankings(weeks, teams);
    const byRoster = new Map(ranking.map((r) => [r.rosterId, r]));
    for (const r of ranking) {
      const { wins, losses, ties } = r.allPlay;
      expect(wins + losses + ties).toBe(3 * 3);
      expect(r.ranks).toHaveLength(3);
    }
    expect(byRoster.get(1)!.allPlay).toEqual({ wins: 7, losses: 1, ties: 1 });
    expect(byRoster.get(1)!.rank).toBe(1);
    expect(byRoster.get(4)!.ranks[0]).toBe(1);
    expect(byRoster.get(1)!.previousRank).toBe(1);
    // Roster 2 went 1-1-1 head to head (1.5 wins) while all-play (5-3-1) predicts 5.5/9 x 3 = 1.83.
    expect(byRoster.get(2)!.record).toEqual({ wins: 1, losses: 1, ties: 1 });
    expect(byRoster.get(2)!.allPlay).toEqual({ wins: 5, losses: 3, ties: 1 });
    expect(byRoster.get(2)!.luck).toBe(-0.33);
    expect(ranking.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
  });
});

describe('trades and drafted keepers', () => {
  it('lists what each side received and what the players scored for their new team', () => {
    const tx: SleeperTransaction = {
      transaction_id: 't1',
      type: 'trade',
      status: 'complete',
      leg: 2,
      roster_ids: [1, 2],
      adds: { p1: 2, p2: 1 },
      drops: { p1: 1, p2: 2 },
      draft_picks: [{ season: '2023', round: 3, roster_id: 1, previous_owner_id: 1, owner_id: 2 }],
      waiver_budget: [{ sender: 2, receiver: 1, amount: 15 }],
      created: Date.parse('2022-09-20T12:00:00Z'),
    };
    const failed = { ...tx, transaction_id: 't2', status: 'failed' };
    const weeks = [
      { week: 1, matchups: [row(1, 1, 100, { starters: ['p1'], points: { p1: 40 } })] },
      {
        week: 2,
        matchups: [
          row(2, 1, 100, { starters: ['p1'], points: { p1: 25.5 } }),
          row(1, 1, 90, { starters: [], points: { p2: 9 } }),
        ],
      },
      {
        week: 3,
        matchups: [
          row(2, 1, 100, { starters: ['p1'], points: { p1: 10 } }),
          row(1, 1, 90, { starters: ['p2'], points: { p2: 12 } }),
        ],
      },
    ];
    const [trade, ...rest] = leagueTrades([
      seasonLedger({
        league: s2022.league,
        over: true,
        weeks,
        teams: s2022.teams,
        transactions: [tx, failed, tx],
        players: new Map([
          ['p1', { name: 'Pat One', position: 'RB' }],
          ['p2', { name: 'Pat Two', position: 'WR' }],
        ]),
        draft: null,
      }),
    ]);
    expect(rest).toHaveLength(0);
    const player = { starts: 1, keeperSeasons: [] };
    expect(trade!.sides).toEqual([
      {
        rosterId: 1,
        ownerId: 'ann',
        teamName: 'ann FC',
        ownerName: 'ANN',
        players: [{ playerId: 'p2', name: 'Pat Two', position: 'WR', pointsAfter: 12, ...player }],
        picks: [],
        faab: 15,
        pickPoints: 0,
        keeperPoints: 0,
        pointsAfter: 12,
      },
      {
        rosterId: 2,
        ownerId: 'bob',
        teamName: 'bob FC',
        ownerName: 'BOB',
        players: [
          { playerId: 'p1', name: 'Pat One', position: 'RB', pointsAfter: 35.5, ...player, starts: 2 },
        ],
        // The 2023 draft is not in these seasons: the pick counts once it is used.
        picks: [
          {
            season: '2023',
            round: 3,
            originalTeam: 'ann FC',
            status: 'pending',
            pickNo: null,
            player: null,
            points: 0,
            starts: 0,
          },
        ],
        faab: 0,
        pickPoints: 0,
        keeperPoints: 0,
        pointsAfter: 35.5,
      },
    ]);
    expect(trade).toMatchObject({ winnerRosterId: 2, verdict: 'won', margin: 23.5, settled: false });
    expect(trade!.pointsAfter).toBe(47.5);
  });

  it('finds drafted players kept in a later season, with who drafted and who kept them', () => {
    const pick = (playerId: string, rosterId: number, round: number, keeper = false): SleeperDraftPick => ({
      player_id: playerId,
      roster_id: rosterId,
      round,
      pick_no: round * 10 + rosterId,
      is_keeper: keeper || null,
      metadata: { first_name: 'Kay', last_name: playerId, position: 'QB' },
    });
    const kept = draftedKeepers([
      { season: '2023', teams: s2023.teams, picks: [pick('k1', 2, 5, true), pick('k2', 1, 9, true)] },
      { season: '2022', teams: s2022.teams, picks: [pick('k1', 2, 5), pick('x', 1, 1)] },
    ]);
    // k1 drafted by Bob (roster 2, 2022) and kept by Eve, who took over his team; k2 was never drafted.
    expect(kept).toEqual([
      {
        playerId: 'k1',
        name: 'Kay k1',
        position: 'QB',
        draftedSeason: '2022',
        draftedRound: 5,
        keptSeason: '2023',
        keptRound: 5,
        keptBy: { ownerId: 'eve', ownerName: 'EVE', teamName: 'eve FC' },
        draftedBy: 'bob',
      },
    ]);
  });
});

describe('roasts about a manager', () => {
  const context = {
    seasons: [
      {
        season: '2022',
        lastWeek: 2,
        owners: new Map([
          [1, 'ann'],
          [2, 'bob'],
        ]),
        played: new Map(),
      },
      {
        season: '2023',
        lastWeek: 2,
        owners: new Map([
          [2, 'eve'],
          [3, 'ann'],
          [4, 'bob'],
        ]),
        // Week 1 was played: ann's roster 3 met roster 4 only.
        played: new Map([[1, [[2, 1] as const, [4, 3] as const]]]),
      },
    ],
    transactions: new Map([['t9', { season: '2023', week: 4, rosterIds: [2] }]]),
  };

  it('lists the subjects about a person: their games of the weeks played, any opponent in the others, and their transactions', () => {
    const keys = (owner: string) => roastSubjectsAbout(owner, context).map((s) => `${s.type} ${s.key}`);
    expect(keys('ann')).toEqual([
      'matchup 2022:1:1-2',
      'roster 2022:1:1-2',
      'matchup 2022:2:1-2',
      'roster 2022:2:1-2',
      'matchup 2023:1:3-4',
      'roster 2023:1:3-4',
      'matchup 2023:2:2-3',
      'roster 2023:2:2-3',
      'matchup 2023:2:3-4',
      'roster 2023:2:3-4',
    ]);
    expect(keys('eve').filter((key) => key.startsWith('transaction'))).toEqual(['transaction t9']);
  });

  it('names each stored roast of those subjects, newest first as stored, and drops any other', () => {
    const roast = (subjectType: string, subjectKey: string, createdAt: number) => ({
      subjectType,
      subjectKey,
      text: `${subjectType} ${subjectKey}`,
      persona: 'Huddle Bot',
      createdAt,
    });
    const rows = [
      roast('matchup', '2023:1:1-4', 5),
      roast('roster', '2023:2:2-3', 3),
      roast('transaction', 't9', 2),
      roast('matchup', '2022:1:1-2', 1),
    ];
    expect(managerRoasts(rows, roastSubjectsAbout('ann', context)).map((r) => r.subject)).toEqual([
      'Lineups, 2023 week 2',
      'Matchup, 2022 week 1',
    ]);
    expect(managerRoasts(rows, roastSubjectsAbout('eve', context)).map((r) => r.subject)).toEqual([
      'Lineups, 2023 week 2',
      'Transaction, 2023 week 4',
    ]);
  });
});
