// An imported season's payouts (the CSV's payout column): where a Sleeper season shows its payouts
// table, the money each team won as the commissioner imported it. Nothing when the CSV gave none.
import { DollarSignIcon } from 'lucide-react';
import { importedPayout, type HistorySeason } from '@common/history';
import { ManagerLink } from '@/components/ManagerLink';
import { formatMoney } from '@/lib/format';
import { ImportedBadge } from '@/entities/season/ImportedBadge';

export function ImportedPayouts({ season }: { season: HistorySeason }) {
  const won = season.standings.flatMap((row) => {
    const amount = importedPayout(row);
    return amount === null ? [] : [{ row, amount }];
  });
  if (won.length === 0) return null;
  const titleId = `payouts-${season.season}-title`;
  return (
    <section aria-labelledby={titleId} className="space-y-3" data-testid={`season-payouts-${season.season}`}>
      <h3 id={titleId} className="flex items-center gap-2 font-semibold">
        <DollarSignIcon className="size-4 text-emerald-600" aria-hidden="true" /> {season.season} Season
        Payouts <ImportedBadge />
      </h3>
      <ul className="divide-y">
        {won.map(({ row, amount }) => (
          <li key={row.rosterId} className="flex items-start justify-between gap-3 py-2">
            <div className="min-w-0 text-sm">
              <ManagerLink ownerId={row.ownerId}>{row.teamName}</ManagerLink>
              <span className="text-muted-foreground"> · {row.ownerName}</span>
            </div>
            <span className="font-semibold text-emerald-700 tabular-nums dark:text-emerald-400">
              {formatMoney(amount)}
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg border bg-muted/40 p-3 text-sm">
        <span className="font-semibold">Total Season Payouts</span>
        <span className="text-lg font-bold tabular-nums" data-testid={`season-pot-${season.season}`}>
          {formatMoney(won.reduce((sum, { amount }) => sum + amount, 0))}
        </span>
      </div>
    </section>
  );
}
