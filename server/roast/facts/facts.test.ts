// The fact builders on small hand-made leagues, where every expected value is worked out by hand.
import { describe, expect, it } from 'vitest';
import { buildTeams } from '../../league/teams';
import { makeRoster, makeUser } from '../../league/test-data';
import type { PlayerInfo } from '../../sleeper/gateway';
import type { SleeperMatchup, SleeperTransaction } from '../../sleeper/schemas';
import { PERSONA_IDS } from '../../../common/roasts';
import { usableParts } from '../templates/compose';
import { fillLine, slotsOf } from '../templates/line';
import { matchupLines } from '../templates/matchup';
import { rosterLines } from '../templates/roster';
import { buildMatchupFacts, matchupSheet } from './matchup';
import { buildTransactionFacts, pointsSince, transactionSheet } from './transaction';

const player = (playerId: string, name: string, position: string): PlayerInfo => ({
  playerId,
  firstName: name.split(' ')[0] ?? null,
  lastName: name.split(' ')[1] ?? null,
  fullName: name,
  position,
  team: 'KC',
  status: 'Active',
  injuryStatus: null,
});
const directory = new Map(
  [
    player('qb1', 'Al Arm', 'QB'),
    player('rb1', 'Bo Slow', 'RB'),
    player('rb2', 'Cy Fine', 'RB'),
    player('rb3', 'Dee Bench', 'RB'),
    player('wr1', 'Ed Zero', 'WR'),
    player('wr2', 'Fa Star', 'WR'),
    player('te1', 'Gil Ok', 'TE'),
  ].map((p) => [p.playerId, p]),
);
const rosters = [1, 2, 3, 4].map((id) => makeRoster(id, { wins: id, losses: 4 - id }));
const users = [1, 2, 3, 4].map((id) => makeUser(`u${id}`, `Owner${id}`, `Team ${'ABCD'[id - 1]}`));
const teams = buildTeams(rosters, users);

function row(
  rosterId: number,
  matchupId: number | null,
  points: Record<string, number>,
  starters: string[],
): SleeperMatchup {
  const total = starters.reduce((sum, id) => sum + (points[id] ?? 0), 0);
  return {
    roster_id: rosterId,
    matchup_id: matchupId,
    points: total,
    starters,
    players: Object.keys(points),
    players_points: points,
  };
}

// Roster 1 (35) loses to roster 2 (42); roster 3 (50) beats roster 4 (10) in the other game.
const week = [
  row(1, 1, { qb1: 20, rb1: 5, rb2: 10, rb3: 15, wr1: 0 }, ['qb1', 'rb1', 'rb2']),
  row(2, 1, { wr2: 30, te1: 12 }, ['wr2', 'te1']),
  row(3, 2, { x: 50 }, ['x']),
  row(4, 2, { y: 10 }, ['y']),
];

/** The matchup of rosters 1 and 2 in hand-made week rows. */
const factsOf = (rows: SleeperMatchup[], weekComplete = true, lineupsChosen = true) =>
  buildMatchupFacts({
    season: '2025',
    week: 3,
    rows,
    rosterIds: [1, 2],
    teams,
    rosters,
    directory,
    slots: ['QB', 'RB', 'RB', 'WR', 'TE'],
    lineupsChosen,
    weekComplete,
  });

describe('matchup facts', () => {
  const facts = factsOf(week);

  it('orders the sides by score and measures the margin', () => {
    expect(facts.winner.teamName).toBe('Team B');
    expect(facts.loser.teamName).toBe('Team A');
    expect(facts.margin).toBe(7);
    expect(facts.combined).toBe(77);
    expect(facts.tie).toBe(false);
    expect(facts.played).toBe(true);
  });

  it('finds the best and worst starters, the bench and the worst lineup call', () => {
    expect(facts.loser.topStarter?.name).toBe('Al Arm');
    expect(facts.loser.worstStarter?.name).toBe('Bo Slow');
    expect(facts.loser.benchPoints).toBe(15); // Dee Bench 15 + Ed Zero 0
    // Best lineup QB Al Arm 20, RB Dee Bench 15 and Cy Fine 10, WR Ed Zero 0 = 45; started 35.
    expect(facts.loser.pointsLeftOnBench).toBe(10);
    expect(facts.winner.pointsLeftOnBench).toBe(0);
    expect(facts.loser.bestBench?.name).toBe('Dee Bench');
    // Dee Bench (RB, 15) sat while Bo Slow (RB, 5) started: the biggest same-position miss.
    expect(facts.loser.benchBlunder?.benched.name).toBe('Dee Bench');
    expect(facts.loser.benchBlunder?.started.name).toBe('Bo Slow');
    expect(facts.winner.benchBlunder).toBeNull();
  });

  it('in best ball, where nobody chose a lineup, has no bench: nothing left on it, nobody benched', () => {
    const bestBall = factsOf(week, true, false);
    expect(bestBall.loser).toMatchObject({
      bench: [],
      benchPoints: 0,
      pointsLeftOnBench: 0,
      bestBench: null,
      benchBlunder: null,
    });
    // The starters are the provider's, as in any league.
    expect(bestBall.loser.topStarter?.name).toBe('Al Arm');
    for (const subjectType of ['matchup', 'roster'] as const) {
      const sheet = matchupSheet(bestBall, 'k', subjectType);
      expect(Object.keys(sheet.slots).filter((slot) => /bench|started|lineupsChosen/i.test(slot))).toEqual(
        [],
      );
      expect(sheet.lines.filter((line) => /bench/i.test(line))).toEqual([]);
    }
  });

  it('places both scores in the week', () => {
    expect(facts.winnerWeekRank).toBe(2); // 50, 42, 35, 10
    expect(facts.loserWeekRank).toBe(3);
    expect(facts.loserOutscored).toBe(1);
    expect(facts.weekHigh).toEqual({ teamName: 'Team C', points: 50 });
  });

  it('offers a slot only for facts that hold', () => {
    const { slots } = matchupSheet(facts, 'k');
    expect(slots.margin).toBe('7.0');
    expect(slots.closeMargin).toBeUndefined(); // 7 is not under 5
    expect(slots.blowoutMargin).toBeUndefined();
    expect(slots.weekHighOther).toBe('Team C');
    expect(slots.luckyWinnerRank).toBeUndefined(); // 2nd of 4 is not lucky
    expect(slots.unluckyLoserBeat).toBeUndefined(); // beat 1 of 4
    expect(slots.loserBenched).toBe('Dee Bench');
    expect(slots.loserLeftOnBench).toBe('10.0');
    expect(slots.winnerLeftOnBench).toBeUndefined(); // nothing was left
    expect(slots.tiePoints).toBeUndefined();
    expect(slots.pregame).toBeUndefined();
  });

  it('handles a tie and a week not played yet', () => {
    const tied = [row(1, 1, { qb1: 20 }, ['qb1']), row(2, 1, { wr2: 20 }, ['wr2'])];
    const tie = matchupSheet(factsOf(tied), 'k');
    expect(tie.slots.tiePoints).toBe('20.0');
    expect(tie.slots.winner).toBeUndefined();
    expect(tie.slots.winnerStar).toBeUndefined();

    const future = [row(1, 1, {}, []), row(2, 1, {}, [])];
    const unplayed = matchupSheet(factsOf(future), 'k');
    expect(unplayed.slots.pregame).toBeDefined();
    // Every line for a game not started yet (no demo week has one) renders for it.
    const unplayedRoster = matchupSheet(factsOf(future), 'k', 'roster');
    for (const [lines, sheet] of [
      [matchupLines, unplayed],
      [rosterLines, unplayedRoster],
    ] as const) {
      const pregame = lines.filter((l) => [...slotsOf(l.text), ...(l.requires ?? [])].includes('pregame'));
      expect(pregame.length).toBeGreaterThan(0);
      for (const line of pregame) expect(fillLine(line, sheet.slots), line.text).not.toBeNull();
    }
    expect(unplayed.slots.winner).toBeUndefined();
    expect(unplayed.slots.weekHighTeam).toBeUndefined();
  });
});

describe('a week still being played', () => {
  it('tells scores so far, never a final result', () => {
    const live = matchupSheet(factsOf(week, false), 'k');
    const done = matchupSheet(factsOf(week, true), 'k');
    expect(live.slots.weekLive).toBeDefined();
    expect(live.slots.weekFinal).toBeUndefined();
    expect(live.lines.join(' ')).toContain('not final');
    for (const persona of PERSONA_IDS) {
      const liveTexts = usableParts(live, persona).lines.map((l) => l.text);
      const finalOnly = matchupLines
        .filter((l) => l.requires?.includes('weekFinal'))
        .map((l) => fillLine(l, done.slots))
        .filter((t): t is string => t !== null);
      expect(finalOnly.length).toBeGreaterThan(0);
      expect(liveTexts.filter((t) => finalOnly.includes(t))).toEqual([]);
      expect(liveTexts.some((t) => t.includes('so far'))).toBe(true);
    }
  });

  it('has every live line in use for a close or a lopsided game', () => {
    // Close and lopsided by the week's own scoring (server/roast/claims.ts): 0.5 of an average 20.25.
    const close = [row(1, 1, { qb1: 20 }, ['qb1']), row(2, 1, { wr2: 20.5 }, ['wr2'])];
    const lopsided = [row(1, 1, { qb1: 20 }, ['qb1']), row(2, 1, { wr2: 60 }, ['wr2'])];
    const sheets = [close, lopsided].flatMap((rows) => [
      matchupSheet(factsOf(rows, false), 'k', 'matchup'),
      matchupSheet(factsOf(rows, false), 'k', 'roster'),
    ]);
    for (const [subject, lines] of [
      ['matchup', matchupLines],
      ['roster', rosterLines],
    ] as const) {
      for (const line of lines.filter((l) => l.requires?.includes('weekLive'))) {
        const fits = sheets.some(
          (sheet) => sheet.subjectType === subject && fillLine(line, sheet.slots) !== null,
        );
        expect(fits, line.text).toBe(true);
      }
    }
  });
});

describe('a week of a two-week round', () => {
  // Week 3's pair: Team A (roster 1) 35, Team B (roster 2) 42. As week 1 of 2 Team B leads by 7; as
  // week 2, after Team A's 60 to 20 in week 1, Team A wins on the sum (95 to 62) though it lost the week.
  const sheetOf = (leg: number, home: number[], away: number[], weekComplete = true) =>
    matchupSheet(
      buildMatchupFacts({
        season: '2025',
        week: 3,
        rows: week,
        rosterIds: [1, 2],
        teams,
        rosters,
        directory,
        slots: ['QB', 'RB', 'RB', 'WR', 'TE'],
        lineupsChosen: true,
        weekComplete,
        // Week 3 is the round's first week, or its second.
        round: { weeks: leg === 1 ? [3, 4] : [2, 3], leg, name: 'final', home, away },
      }),
      'k',
    );
  /** Every sentence the prompt lines and each persona's lines can say, in a matchup or a roster roast. */
  const sayable = (sheet: ReturnType<typeof sheetOf>) =>
    [sheet, { ...sheet, subjectType: 'roster' as const }].flatMap((subject) => [
      ...subject.lines,
      ...PERSONA_IDS.flatMap((persona) => usableParts(subject, persona).lines.map((l) => l.text)),
    ]);
  const RESULT_WORDS = /\b(beat|beats|won|win|wins|lost|loses|lose|defeated|victory)\b/i;

  it('after week 1 of 2: who leads and by how much, and no sentence says who won', () => {
    const sheet = sheetOf(1, [35], [42]);
    expect(sheet.slots.roundResult).toBe('Team B leads the two-week final by 7.0 after week 1 of 2');
    expect(sheet.slots.roundUndecided).toBeDefined();
    for (const slot of ['winner', 'loser', 'margin', 'luckyWinnerRank', 'unluckyLoserBeat', 'midMargin']) {
      expect(sheet.slots[slot], slot).toBeUndefined();
    }
    const texts = sayable(sheet);
    expect(texts.filter((t) => RESULT_WORDS.test(t))).toEqual([]);
    expect(texts.some((t) => t.startsWith('Team B leads the two-week final by 7.0 after week 1 of 2.'))).toBe(
      true,
    );
  });

  it('while week 1 is played: the lead in week 1 of 2', () => {
    const sheet = sheetOf(1, [35], [42], false);
    expect(sheet.slots.roundResult).toBe('Team B leads the two-week final by 7.0 in week 1 of 2');
    expect(sayable(sheet).filter((t) => RESULT_WORDS.test(t))).toEqual([]);
  });

  it('after week 2: the winner on the sum, not the team that won the week', () => {
    const sheet = sheetOf(2, [60, 35], [20, 42]);
    expect(sheet.slots.roundResult).toBe('Team A won the two-week final 95.0-62.0');
    expect(sheet.slots.roundWeeks).toBe('week 2: 60.0-20.0, week 3: 35.0-42.0');
    expect(sheet.slots.roundDecided).toBeDefined();
    const texts = sayable(sheet);
    // Only the round's own sentence names a result, and it names Team A.
    expect(texts.filter((t) => RESULT_WORDS.test(t) && !t.includes(sheet.slots.roundResult!))).toEqual([]);
    expect(texts.some((t) => t.startsWith('Team A won the two-week final 95.0-62.0 (week 2'))).toBe(true);
  });
});

describe('transaction facts', () => {
  const weeksSince = [
    [row(1, 1, { add1: 10 }, ['add1']), row(2, 1, { drop1: 4 }, ['drop1'])],
    [row(1, 1, { add1: 6 }, ['add1'])],
  ];

  it('sums a player’s points on any roster since the move, null when never rostered', () => {
    expect(pointsSince('add1', weeksSince)).toBe(16);
    expect(pointsSince('drop1', weeksSince)).toBe(4);
    expect(pointsSince('nobody', weeksSince)).toBeNull();
  });

  it('describes a waiver claim with its bid and hindsight', () => {
    const claim: SleeperTransaction = {
      transaction_id: 't1',
      type: 'waiver',
      status: 'complete',
      leg: 3,
      roster_ids: [1],
      adds: { add1: 1 },
      drops: { drop1: 1 },
      settings: { waiver_bid: 12 },
      created: 0,
    };
    const facts = buildTransactionFacts({ season: '2025', transaction: claim, teams, directory, weeksSince });
    expect(facts.kind).toBe('waiver');
    expect(facts.faabBid).toBe(12);
    const { slots } = transactionSheet(facts);
    expect(slots).toMatchObject({
      team: 'Team A',
      move: 'waiver claim',
      faab: '12',
      addedPoints: '16.0',
      droppedPoints: '4.0',
    });
    expect(slots.failedClaim).toBeUndefined();
  });

  it('never judges a failed claim with hindsight', () => {
    const failed: SleeperTransaction = {
      transaction_id: 't2',
      type: 'waiver',
      status: 'failed',
      leg: 3,
      roster_ids: [1],
      adds: { add1: 1 },
      created: 0,
    };
    const { slots } = transactionSheet(
      buildTransactionFacts({ season: '2025', transaction: failed, teams, directory, weeksSince }),
    );
    expect(slots.failedClaim).toBe(slots.added);
    expect(slots.addedPoints).toBeUndefined();
  });

  it('lists what each side of a trade received, picks and FAAB included, and who won it by its verdict', () => {
    const trade: SleeperTransaction = {
      transaction_id: 't3',
      type: 'trade',
      status: 'complete',
      leg: 3,
      roster_ids: [1, 2],
      adds: { add1: 1, drop1: 2 },
      drops: { drop1: 1, add1: 2 },
      draft_picks: [{ season: '2026', round: 2, roster_id: 1, previous_owner_id: 1, owner_id: 2 }],
      waiver_budget: [{ sender: 2, receiver: 1, amount: 5 }],
      created: 0,
    };
    // The Trades page's verdict: team B's haul scored more in its starting lineups (the points any
    // roster scored since, 16 to 4 the other way, are not the verdict's figures).
    const verdict = {
      winnerRosterId: 2,
      verdict: 'won' as const,
      pointsAfter: new Map([
        [1, 40.2],
        [2, 98.05],
      ]),
    };
    const { slots } = transactionSheet(
      buildTransactionFacts({ season: '2025', transaction: trade, teams, directory, weeksSince, verdict }),
    );
    expect(slots.teamAGets).toBe('a player nobody can name and $5 of FAAB');
    expect(slots.teamBGets).toBe('a player nobody can name and a 2026 round 2 pick');
    expect(slots.tradeWinner).toBe('Team B');
    expect(slots.tradeWinnerPoints).toBe('98.1');
    expect(slots.tradeLoserPoints).toBe('40.2');
    // A draw or a trade nothing has started from yet names no winner.
    for (const open of ['draw', 'pending'] as const) {
      const none = transactionSheet(
        buildTransactionFacts({
          season: '2025',
          transaction: trade,
          teams,
          directory,
          weeksSince,
          verdict: { ...verdict, verdict: open, winnerRosterId: null },
        }),
      );
      expect(none.slots.tradeWinner).toBeUndefined();
    }
  });
});
