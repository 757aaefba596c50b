// The keeper picker's figures (docs/decisions/0016, keeper candidates): each of a roster's players
// measured as the keeper values measure a keeper, over the keeper season so far: his points in that
// roster's starting lineups, and what a pick of each round produced on average over the same weeks
// (the season's draft report card's expectation).
import type { DraftReportResponse } from '../../common/almanac';
import type { KeeperCandidatesResponse } from '../../common/keepers';
import type { SeasonLedger } from './season-ledger';

export interface KeeperCandidatesInput {
  rosterId: number;
  playerIds: readonly string[];
  /** The keeper season's ledger and report card (null: its draft has no pick). */
  ledger: SeasonLedger;
  report: DraftReportResponse | null;
  /** The rounds of the draft the keepers go to. */
  draftRounds: number;
}

export function keeperCandidates(input: KeeperCandidatesInput): KeeperCandidatesResponse {
  const { rosterId, ledger } = input;
  return {
    rosterId,
    season: ledger.season,
    weeksPlayed: ledger.weeksPlayed,
    final: ledger.over,
    draftRounds: input.draftRounds,
    expected: (input.report?.expectation.rounds ?? []).map(({ round, expected }) => ({ round, expected })),
    // Without player points nobody's started points are known: no figure beats a made-up 0.
    players: ledger.playerPoints
      ? input.playerIds.map((playerId) => ({
          playerId,
          startedPoints: ledger.started.total(rosterId, playerId),
          starts: ledger.started.weeks(rosterId, playerId).length,
        }))
      : [],
  };
}
