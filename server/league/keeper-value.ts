// What a keeper was worth (issue 28, docs/decisions/0016): each kept player's pick in his draft's
// report card, i.e. the round he cost, what a pick of that round produced on average in this league
// and what he scored for his team that season; the best and worst keepers ever by that value.
import type { DraftReportResponse, KeeperValue } from '../../common/almanac';
import type { SeasonLedger } from './season-ledger';

/** The keepers of a season's report card; `previous`: the season before, to tell drafted from waiver. */
export function seasonKeepers(
  report: DraftReportResponse,
  ledger: SeasonLedger,
  previous: SeasonLedger | undefined,
): KeeperValue[] {
  const previouslyDrafted = previous?.draft ? new Set(previous.draft.picks.map((p) => p.player_id)) : null;
  return report.picks
    .filter((pick) => pick.isKeeper)
    .map((pick) => {
      const team = ledger.teams.get(pick.rosterId);
      return {
        playerId: pick.playerId,
        name: pick.name,
        position: pick.position,
        season: report.season,
        rosterId: pick.rosterId,
        ownerId: team?.ownerId ?? null,
        teamName: team?.teamName ?? `Team ${pick.rosterId}`,
        ownerName: team?.ownerDisplayName ?? 'Unknown Owner',
        round: pick.round,
        pickNo: pick.pickNo,
        source: !previouslyDrafted ? 'unknown' : previouslyDrafted.has(pick.playerId) ? 'draft' : 'waiver',
        startedPoints: pick.startedPoints,
        starts: pick.starts,
        expected: pick.expected,
        value: pick.value,
        final: report.final,
      };
    });
}

/** Newest season first, then by value. */
export const byKeeperSeason = (a: KeeperValue, b: KeeperValue) =>
  Number(b.season) - Number(a.season) || b.value - a.value || a.pickNo - b.pickNo;

/** The keepers furthest above (or, `worst`, below) their round's expectation; an older one keeps a tie. */
export function rankedKeepers(keepers: readonly KeeperValue[], count: number, worst = false): KeeperValue[] {
  return [...keepers]
    .sort(
      (a, b) =>
        (worst ? a.value - b.value : b.value - a.value) ||
        Number(a.season) - Number(b.season) ||
        a.pickNo - b.pickNo,
    )
    .slice(0, count);
}
