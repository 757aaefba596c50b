import { MedalIcon } from 'lucide-react';
import type { HistoryResponse, TransactionStatsResponse } from '@common/history';
import { MarkRow } from './LeagueStatistics';
import { Section } from './Section';

/**
 * Single-season team records (docs/product.md §2 "League History"). Trades and waivers come from the
 * transaction stats.
 */
export function SeasonRecords({
  history,
  stats,
}: {
  history: HistoryResponse;
  stats: TransactionStatsResponse | undefined;
}) {
  const { records } = history;
  return (
    <Section id="season-records" icon={MedalIcon} title="Single-Season Records">
      <ul className="grid grid-cols-1 gap-x-6 divide-y sm:grid-cols-2 sm:divide-y-0">
        <MarkRow label="Most Wins" mark={records.mostWins} unit="count" />
        <MarkRow label="Most Losses" mark={records.mostLosses} unit="count" />
        <MarkRow label="Most Wins (with Median)" mark={records.mostWinsWithMedian} unit="count" />
        <MarkRow label="Most Losses (with Median)" mark={records.mostLossesWithMedian} unit="count" />
        <MarkRow label="Most Points For" mark={records.mostPointsFor} unit="points" />
        <MarkRow label="Most Points Against" mark={records.mostPointsAgainst} unit="points" />
        <MarkRow label="Most Trades" mark={stats?.leaders.mostTradesSeason ?? null} unit="count" />
        <MarkRow label="Most Waiver Moves" mark={stats?.leaders.mostWaiversSeason ?? null} unit="count" />
      </ul>
    </Section>
  );
}
