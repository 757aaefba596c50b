import { SigmaIcon } from 'lucide-react';
import type { HistoryResponse, TransactionStatsResponse } from '@common/history';
import { formatPoints } from '@/lib/format';
import { Tile } from '@/components/Tile';
import { LeagueByeNote } from './ByeNotes';
import { Section } from './Section';

/**
 * The median-season note (docs/product.md D8: median seasons count wins and losses from head-to-head
 * games), in a member's words: the specified 'head-to-head overrides recomputed from the weekly
 * matchups' said how it is computed, not what it means.
 */
export function medianNote(seasons: readonly string[]): string | null {
  if (seasons.length === 0) return null;
  const list =
    seasons.length === 1
      ? seasons[0]
      : `${seasons.slice(0, -1).join(', ')} and ${seasons[seasons.length - 1]}`;
  const those = seasons.length === 1 ? 'that season' : 'those seasons';
  return `${list} used median scoring: each week also counted a win or a loss against the league's median score. The wins and losses here count only the games against an opponent; the standings of ${those} show the records with the median too.`;
}

/** History Statistics (docs/product.md §2 "League History"): league totals and the median note. */
export function HistoryStatistics({
  history,
  stats,
}: {
  history: HistoryResponse;
  stats: TransactionStatsResponse | undefined;
}) {
  const { totals } = history;
  const note = medianNote([...history.medianSeasons].reverse());
  return (
    <Section id="history-statistics" icon={SigmaIcon} title="History Statistics">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <Tile label="Wins" value={totals.wins} />
        <Tile label="Losses" value={totals.losses} />
        <Tile label="Points For" value={formatPoints(totals.pointsFor)} />
        <Tile label="Points Against" value={formatPoints(totals.pointsAgainst)} />
        <Tile label="Trades" value={stats ? stats.totals.trades : '—'} />
        <Tile label="Waivers" value={stats ? stats.totals.waivers : '—'} />
      </div>
      {note && (
        <p
          className="mt-3 rounded-md border border-sky-300/60 bg-sky-50 p-2 text-xs dark:bg-sky-950/30"
          data-testid="median-note"
        >
          {note}
        </p>
      )}
      <LeagueByeNote seasons={history.seasons} />
    </Section>
  );
}
