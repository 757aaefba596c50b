// What a keeper was worth (docs/decisions/0016): each kept player's pick in his draft's report
// card, i.e. the round he cost, what a pick of that round produced on average in this league and
// what he scored for his team that season; the best and worst keepers ever by that value.
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

/** The best and the worst keepers of a book (all-time or a season). */
export interface KeeperLists {
  best: KeeperValue[];
  worst: KeeperValue[];
}

/** Furthest above (`worst`: below) his round's expectation first; an older one keeps a tie. */
const byValue = (worst: boolean) => (a: KeeperValue, b: KeeperValue) =>
  (worst ? a.value - b.value : b.value - a.value) ||
  Number(a.season) - Number(b.season) ||
  a.pickNo - b.pickNo;

/** Each listed player's distance from his round's average, at his furthest season in the list. */
function furthest(keepers: readonly KeeperValue[]): Map<string, number> {
  const distance = new Map<string, number>();
  for (const k of keepers) {
    distance.set(k.playerId, Math.max(distance.get(k.playerId) ?? 0, Math.abs(k.value)));
  }
  return distance;
}

/**
 * The `count` keepers furthest above their round's expectation (best) and furthest below it (worst).
 * A keeper who never started for his team that season (0 points in 0 starts: benched all year, or gone
 * before his first game) is in neither: his 0.0 says nothing of how he played. Only a keeper
 * above his round's average can be among the best and only one below it among the worst, and a player is
 * listed on one side only: kept in several seasons, he goes where his season furthest from his round's
 * average puts him (a tie keeps him among the best), and the other list takes the next keeper.
 */
export function keeperLists(keepers: readonly KeeperValue[], count: number): KeeperLists {
  const played = keepers.filter((k) => k.starts > 0);
  const above = played.filter((k) => k.value > 0).sort(byValue(false));
  const below = played.filter((k) => k.value < 0).sort(byValue(true));
  const notBest = new Set<string>();
  const notWorst = new Set<string>();
  for (;;) {
    const best = above.filter((k) => !notBest.has(k.playerId)).slice(0, count);
    const worst = below.filter((k) => !notWorst.has(k.playerId)).slice(0, count);
    const bestOf = furthest(best);
    const worstOf = furthest(worst);
    const both = [...bestOf.keys()].filter((playerId) => worstOf.has(playerId));
    if (both.length === 0) return { best, worst };
    for (const playerId of both) {
      if (worstOf.get(playerId)! > bestOf.get(playerId)!) notBest.add(playerId);
      else notWorst.add(playerId);
    }
  }
}
