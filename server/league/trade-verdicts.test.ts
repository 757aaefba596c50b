// Trade verdicts on the hand-made league (./verdict-league.ts).
import { describe, expect, it } from 'vitest';
import type { TradeSide } from '../../common/almanac';
import { leagueTrades } from './trade-history';
import { bestAndWorstTrades, mostLopsided, tradeRecordOf, verdictOf } from './trade-verdict';
import { ledger2023, ledger2024, move } from './verdict-league';

const sideOf = (sides: readonly TradeSide[], rosterId: number) => sides.find((s) => s.rosterId === rosterId)!;

describe('trade verdicts', () => {
  const trades = leagueTrades([ledger2024(false), ledger2023]);
  const byId = (id: string) => trades.find((t) => t.id === id)!;

  it('lists the trades newest first', () => {
    expect(trades.map((t) => t.id)).toEqual(['t3', 't2', 't1']);
  });

  it('a two-for-one: the player who never started scores nothing, the kept one adds his keeper season apart', () => {
    const trade = byId('t1');
    const bob = sideOf(trade.sides, 2);
    // qb1 for bob in weeks 2-4: 22 + 19 + 21; qb2 never started. Bob kept qb1 in 2024 (roster 1
    // then): 25 + 20.
    expect(bob.players).toEqual([
      {
        playerId: 'qb1',
        name: 'qb1',
        position: null,
        pointsAfter: 62,
        starts: 3,
        keeperSeasons: [{ season: '2024', points: 45 }],
      },
      { playerId: 'qb2', name: 'qb2', position: null, pointsAfter: 0, starts: 0, keeperSeasons: [] },
    ]);
    expect(bob).toMatchObject({ keeperPoints: 45, pickPoints: 0, pointsAfter: 107 });
    // rb1 started for ann in week 2 only: t3 took him on in week 3.
    expect(sideOf(trade.sides, 1)).toMatchObject({ pointsAfter: 18 });
    expect(trade).toMatchObject({ winnerRosterId: 2, verdict: 'won', margin: 89, pointsAfter: 125 });
    // The keeper season is still being played.
    expect(trade.settled).toBe(false);
  });

  it('a traded pick counts once used, for the team that made it; a traded keeper kept again counts apart', () => {
    const trade = byId('t2');
    const dan = sideOf(trade.sides, 4);
    // Cat's 2024 first (column 1, cat's roster 3 both years) was made by dan: rk1, 30 + 20.
    expect(dan.picks).toEqual([
      {
        season: '2024',
        round: 1,
        originalTeam: 'cat FC',
        status: 'used',
        pickNo: 1,
        player: { playerId: 'rk1', name: 'Player RK1', position: 'RB' },
        points: 50,
        starts: 2,
      },
    ]);
    // k1 for dan in 2023 weeks 2-4 (8 + 7 + 10), then kept by dan in 2024 (6 + 9).
    expect(dan.players[0]).toMatchObject({
      playerId: 'k1',
      pointsAfter: 25,
      keeperSeasons: [{ season: '2024', points: 15 }],
    });
    expect(dan).toMatchObject({ pickPoints: 50, keeperPoints: 15, pointsAfter: 90 });
    expect(sideOf(trade.sides, 3)).toMatchObject({ pointsAfter: 28 });
    expect(trade).toMatchObject({ winnerRosterId: 4, margin: 62, settled: false });
    // Once 2024 is over, nothing can move any more.
    const final = leagueTrades([ledger2024(true), ledger2023]).find((t) => t.id === 't2')!;
    expect(final.settled).toBe(true);
  });

  it('a pick not drafted yet is pending and keeps the trade open', () => {
    const [trade] = leagueTrades([ledger2023]).filter((t) => t.id === 't2');
    expect(sideOf(trade!.sides, 4).picks[0]).toMatchObject({ status: 'pending', pickNo: null, points: 0 });
    // Without it, cat's wr2 (28) beats dan's k1 (25).
    expect(trade).toMatchObject({ winnerRosterId: 3, margin: 3, settled: false });
  });

  it('a trade of a season without per-player points has no verdict to give, and counts as none', () => {
    const [trade] = leagueTrades([{ ...ledger2023, playerPoints: false }]).filter((t) => t.id === 't1');
    expect(trade).toMatchObject({ verdict: 'unavailable', winnerRosterId: null, margin: 0 });
    const owner = trade!.sides[0]!.ownerId!;
    const record = tradeRecordOf([trade!], owner);
    expect(record).toMatchObject({ wins: 0, losses: 0, draws: 0, pending: 1 });
    expect(mostLopsided([trade!], 5)).toEqual([]);
  });

  it("a season's own pick traded before its draft counts in that draft", () => {
    const preseason = move(
      't9',
      1,
      'trade',
      {},
      {},
      {
        roster_ids: [3, 4],
        draft_picks: [{ season: '2024', round: 1, roster_id: 3, previous_owner_id: 3, owner_id: 4 }],
      },
    );
    const [trade] = leagueTrades([ledger2024(true, [preseason])]);
    expect(sideOf(trade!.sides, 4).picks[0]).toMatchObject({ status: 'used', pickNo: 1, points: 50 });
    expect(trade).toMatchObject({ winnerRosterId: 4, margin: 50, settled: true });
  });

  it('a player traded twice in a season counts once per week: each started point for exactly one side', () => {
    const trade = byId('t3');
    expect(sideOf(trade.sides, 3).players[0]).toMatchObject({ playerId: 'rb1', pointsAfter: 30, starts: 2 });
    expect(sideOf(trade.sides, 1).players[0]).toMatchObject({ playerId: 'te1', pointsAfter: 11 });
    const credited = trades.flatMap((t) =>
      t.sides.flatMap((s) => s.players.filter((p) => p.playerId === 'rb1')),
    );
    const startedAfterFirstTrade = [1, 3].reduce(
      (sum, rosterId) =>
        sum +
        ledger2023.started
          .weeks(rosterId, 'rb1')
          .filter((w) => w.week >= 2)
          .reduce((t, w) => t + w.points, 0),
      0,
    );
    expect(credited.reduce((sum, p) => sum + p.pointsAfter, 0)).toBe(startedAfterFirstTrade);
    // Settled: its season is over, it moved no pick and neither player was kept.
    expect(trade).toMatchObject({ winnerRosterId: 3, margin: 19, settled: true });
  });

  it('draws within a point; no verdict while nothing received has started', () => {
    const side = (rosterId: number, pointsAfter: number, starts: number): TradeSide => ({
      rosterId,
      ownerId: `u${rosterId}`,
      teamName: `T${rosterId}`,
      ownerName: `U${rosterId}`,
      players: [
        { playerId: `p${rosterId}`, name: 'P', position: null, pointsAfter, starts, keeperSeasons: [] },
      ],
      picks: [],
      faab: 0,
      pickPoints: 0,
      keeperPoints: 0,
      pointsAfter,
    });
    expect(verdictOf([side(1, 40.5, 3), side(2, 41.4, 3)])).toEqual({
      winnerRosterId: null,
      verdict: 'draw',
      margin: 0.9,
    });
    expect(verdictOf([side(1, 40, 3), side(2, 41.01, 3)])).toEqual({
      winnerRosterId: 2,
      verdict: 'won',
      margin: 1.01,
    });
    expect(verdictOf([side(1, 0, 0), side(2, 0, 0)])).toEqual({
      winnerRosterId: null,
      verdict: 'pending',
      margin: 0,
    });
    // Three sides: the first against the second.
    expect(verdictOf([side(1, 10, 1), side(2, 30, 2), side(3, 25, 2)])).toMatchObject({
      winnerRosterId: 2,
      margin: 5,
    });
  });

  it("a manager's trade record, best and worst trades; the most lopsided trades", () => {
    // Cat (roster 3 in 2023) lost t2 (by 62) and won t3 (by 19); ann lost both of hers.
    expect(tradeRecordOf(trades, 'cat')).toEqual({ wins: 1, losses: 1, draws: 0, pending: 0 });
    const cat = bestAndWorstTrades(trades, 'cat');
    expect([cat.best?.id, cat.worst?.id]).toEqual(['t3', 't2']);
    expect(tradeRecordOf(trades, 'ann')).toEqual({ wins: 0, losses: 2, draws: 0, pending: 0 });
    expect(bestAndWorstTrades(trades, 'ann')).toEqual({ best: null, worst: byId('t1') });
    // Dan only won: no worst trade.
    expect(bestAndWorstTrades(trades, 'dan')).toEqual({ best: byId('t2'), worst: null });
    expect(mostLopsided(trades, 2).map((t) => t.id)).toEqual(['t1', 't2']);
  });
});
