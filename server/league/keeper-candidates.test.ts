// The keeper picker's figures (docs/decisions/0016, keeper candidates) on the hand-made league
// (./verdict-league.ts): 2024 in progress after 2 weeks, bob's roster 1 the keeper roster.
import { describe, expect, it } from 'vitest';
import { keeperCostRounds } from '../../common/keeper-rules';
import { pickValue } from '../../common/pick-value';
import { draftReport, roundRates } from './draft-report';
import { keeperCandidates } from './keeper-candidates';
import { ledger2023, ledger2024 } from './verdict-league';

describe('keeperCandidates', () => {
  const ledger = ledger2024(false);
  const report = draftReport(ledger, roundRates([ledger2023, ledger]))!;
  const input = { rosterId: 1, playerIds: ['qb1', 'fa1', 'bench'], ledger, report, draftRounds: 2 };

  it("counts each player's points in the roster's starting lineups so far, and each round's expectation", () => {
    const answer = keeperCandidates(input);
    expect(answer).toMatchObject({
      rosterId: 1,
      season: '2024',
      weeksPlayed: 2,
      final: false,
      draftRounds: 2,
    });
    // qb1 started both weeks (25 + 20), fa1 week 1 (5); a player who never started has 0 in 0 starts.
    expect(answer.players).toEqual([
      { playerId: 'qb1', startedPoints: 45, starts: 2 },
      { playerId: 'fa1', startedPoints: 5, starts: 1 },
      { playerId: 'bench', startedPoints: 0, starts: 0 },
    ]);
    expect(answer.expected).toEqual([
      { round: 1, expected: 14.17 },
      { round: 2, expected: 4.5 },
    ]);
  });

  it("measures a kept player as the keeper values do: qb1 at round 1 is worth his report card's value", () => {
    const answer = keeperCandidates(input);
    const [round] = keeperCostRounds({ draftRound: 1 }, answer.draftRounds, null);
    const expected = answer.expected.find((e) => e.round === round)!.expected;
    const qb1 = report.picks.find((p) => p.playerId === 'qb1')!;
    expect(pickValue(answer.players[0]!.startedPoints, expected)).toBe(qb1.value);
  });

  it('gives no figures for a season without player points, rather than a 0 nobody scored', () => {
    const unscored = { ...ledger, playerPoints: false };
    expect(keeperCandidates({ ...input, ledger: unscored, report: null })).toMatchObject({
      players: [],
      expected: [],
    });
  });
});
