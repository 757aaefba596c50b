// Draft report cards and keeper values on the hand-made league (./verdict-league.ts).
import { describe, expect, it } from 'vitest';
import { curve, draftReport, gradeOf, roundRates } from './draft-report';
import { keeperLists, seasonKeepers } from './keeper-value';
import { ledger2023, ledger2024 } from './verdict-league';

describe('draft report cards and keeper values', () => {
  const ledgers = [ledger2023, ledger2024(false)];
  const history = roundRates(ledgers);
  const report2024 = draftReport(ledgers[1]!, history)!;

  it('expects what a round produced per week over the completed seasons, times the weeks played', () => {
    expect(history.seasons).toEqual(['2023']);
    // 2023's ordinary picks over 4 weeks (the keeper k1 left out): round 1 qb1 20 (ann's week 1), rb1
    // 15, wr1 50; round 2 wr2 10, te1 11, rb2 15, qb2 0.
    expect(history.perWeek.get(1)).toBeCloseTo(85 / 3 / 4, 10);
    expect(history.perWeek.get(2)).toBeCloseTo(36 / 4 / 4, 10);
    expect(report2024.weeksPlayed).toBe(2);
    expect(report2024.expectation.rounds).toEqual([
      { round: 1, perWeek: 7.08, expected: 14.17 },
      { round: 2, perWeek: 2.25, expected: 4.5 },
    ]);
  });

  it('values each pick by its started points for the team that made it, that season', () => {
    expect(
      report2024.picks.map((p) => [p.pickNo, p.rosterId, p.playerId, p.isKeeper, p.startedPoints, p.value]),
    ).toEqual([
      [1, 4, 'rk1', false, 50, 35.83],
      [2, 4, 'k1', true, 15, 0.83],
      [3, 1, 'qb1', true, 45, 30.83],
      [4, 2, 'x1', false, 22, 7.83],
      [5, 2, 'x2', false, 3, -1.5],
      [6, 1, 'fa1', true, 5, 0.5],
      [7, 4, 'x4', false, 0, -4.5],
      [8, 3, 'x5', false, 10, 5.5],
    ]);
    for (const p of report2024.picks) expect(p.value).toBeCloseTo(p.startedPoints - p.expected, 10);
    expect(report2024.steals.map((p) => p.playerId)).toEqual(['rk1', 'x1', 'x5']);
    expect(report2024.busts.map((p) => p.playerId)).toEqual(['x4', 'x2']);
  });

  it('grades the teams on a curve within the draft, from the value of all their picks', () => {
    for (const team of report2024.teams) {
      const own = report2024.picks.filter((p) => p.rosterId === team.rosterId);
      expect(team.value).toBeCloseTo(
        own.reduce((sum, p) => sum + p.value, 0),
        6,
      );
      expect(team.value).toBeCloseTo(team.draftedValue + team.keeperValue, 6);
    }
    expect(report2024.teams.map((t) => [t.rosterId, t.rank, t.value])).toEqual([
      [4, 1, 32.16],
      [1, 2, 31.33],
      [2, 3, 6.33],
      [3, 4, 5.5],
    ]);
    const rank = 'ABCDF';
    const grades = report2024.teams.map((t) => rank.indexOf(t.grade));
    expect(grades).toEqual([...grades].sort((a, b) => a - b));
    expect(curve([10, 10, 10])).toEqual(['C', 'C', 'C']);
    expect(curve([-3, -1, 0, 1, 3])).toEqual(['F', 'D', 'C', 'B', 'A']);
    expect([1, 0.34, 0, -0.34, -1].map(gradeOf)).toEqual(['A', 'B', 'C', 'D', 'F']);
  });

  it('a season without a draft has no report; a first season measures itself', () => {
    expect(draftReport({ ...ledger2023, draft: null }, history)).toBeNull();
    const alone = draftReport(ledger2023, roundRates([]))!;
    expect(alone.expectation.seasons).toEqual(['2023']);
    expect(alone.expectation.rounds[0]!.expected).toBeCloseTo(85 / 3, 1);
  });

  it("carries the draft's rookie-draft flag, so the card is titled as the board is", () => {
    expect(report2024.rookieDraft).toBe(false);
    const rookie = { ...ledgers[1]!, draft: { ...ledgers[1]!.draft!, rookie: true } };
    expect(draftReport(rookie, history)!.rookieDraft).toBe(true);
  });

  it('keeper values: the round each cost, what the round produced, what the keeper scored', () => {
    const keepers2024 = seasonKeepers(report2024, ledgers[1]!, ledger2023);
    expect(
      keepers2024.map((k) => [
        k.playerId,
        k.ownerId,
        k.round,
        k.source,
        k.startedPoints,
        k.expected,
        k.value,
      ]),
    ).toEqual([
      ['k1', 'dan', 1, 'draft', 15, 14.17, 0.83],
      ['qb1', 'bob', 1, 'draft', 45, 14.17, 30.83],
      // A waiver claim of 2023 kept at round 2.
      ['fa1', 'bob', 2, 'waiver', 5, 4.5, 0.5],
    ]);
    // k1 was kept in 2023 too, before the league's history began.
    const keepers2023 = seasonKeepers(draftReport(ledger2023, history)!, ledger2023, undefined);
    expect(keepers2023).toMatchObject([
      { playerId: 'k1', ownerId: 'cat', source: 'unknown', startedPoints: 9, final: true },
    ]);
    // k1 was kept twice: +0.8 in 2024 and further below his round in 2023 (9 points in a round-1
    // pick's place), so he is listed among the worst only, and fa1 takes the best's second place.
    const all = [...keepers2024, ...keepers2023];
    expect(all.find((k) => k.season === '2023')!.value).toBeLessThan(-0.83);
    const lists = keeperLists(all, 2);
    expect(lists.best.map((k) => [k.playerId, k.season])).toEqual([
      ['qb1', '2024'],
      ['fa1', '2024'],
    ]);
    expect(lists.worst.map((k) => [k.playerId, k.season])).toEqual([['k1', '2023']]);
  });
});

describe('a season without player points', () => {
  // 2023 as Sleeper sent seasons before 2021: the teams' scores, no player's points.
  const unscored = { ...ledger2023, playerPoints: false };

  it('grades nobody and says why, and its keepers have no value', () => {
    const report = draftReport(unscored, roundRates([unscored]))!;
    expect(report.playerPointsNote).toBe("Player points aren't available for 2023.");
    expect([report.picks, report.teams, report.steals, report.busts]).toEqual([[], [], [], []]);
    expect(seasonKeepers(report, unscored, undefined)).toEqual([]);
  });

  it("is no measure for the other seasons' expectations", () => {
    expect(roundRates([unscored, ledger2024(true)]).seasons).toEqual(['2024']);
  });

  it('a season with player points is graded as before', () => {
    expect(ledger2023.playerPoints).toBe(true);
    expect(draftReport(ledger2023, roundRates([ledger2023]))!.playerPointsNote).toBeNull();
  });
});
