// Waiver pickups on the hand-made league (./verdict-league.ts).
import { describe, expect, it } from 'vitest';
import { seasonPickups } from './pickups';
import type { SeasonLedger } from './season-ledger';
import { ledger2023 } from './verdict-league';

describe('waiver pickups', () => {
  it('counts a pickup from its week while the player stays, with the bid where the league bids', () => {
    const pickups = seasonPickups(ledger2023);
    expect(
      pickups.map((p) => [p.playerId, p.type, p.rosterId, p.faab, p.pointsAfter, p.starts, p.stayed]),
    ).toEqual([
      ['fa1', 'waiver', 2, 7, 22, 2, true],
      ['fa2', 'free_agent', 4, 0, 0, 0, true],
    ]);
    const noBids: SeasonLedger = { ...ledger2023, bidding: false };
    expect(seasonPickups(noBids).map((p) => p.faab)).toEqual([null, null]);
  });
});
