import { Fragment } from 'react';
import { ArrowLeftRightIcon, FlameIcon, GavelIcon, PlusCircleIcon, SettingsIcon } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import type { Transaction, TransactionType } from '@common/league';
import type { TransactionRoastBody } from '@common/roasts';
import { ROAST_FALLBACKS } from '@common/roast-texts';
import { ManagerLink } from '@/components/ManagerLink';
import { Button } from '@/components/ui/button';
import { useAppName } from '@/lib/league';
import { formatRelativeAge } from '@/lib/format';
import { useRoast } from '../matchups/roast';
import { allTransactionsKey } from './api';
import { titleParts } from './title-parts';
import { apiPath } from '@/lib/query-url';

const TYPE_ICONS: Record<TransactionType, typeof ArrowLeftRightIcon> = {
  trade: ArrowLeftRightIcon,
  waiver: GavelIcon,
  free_agent: PlusCircleIcon,
  other: SettingsIcon,
};

/** One activity row: title (its team names link to their managers), sub-line, age, stored commentary, and a Roast / Roasting... / Another roast button. */
export function TransactionRow({
  leagueId,
  transaction,
  now,
}: {
  leagueId: string;
  transaction: Transaction;
  now: number;
}) {
  const appName = useAppName();
  const queryClient = useQueryClient();
  const roast = useRoast<TransactionRoastBody>(apiPath`/api/league/${leagueId}/transaction-roast`, {
    failed: ROAST_FALLBACKS.transactionFailed,
    crashed: ROAST_FALLBACKS.transactionCrashed,
    personalityName: ROAST_FALLBACKS.transactionPersona,
  });
  const Icon = TYPE_ICONS[transaction.type];
  // The newest roast: one asked for just now, else the stored one (shown under the product's bot).
  const commentary = roast.data
    ? { text: roast.data.roast, by: roast.data.personalityName }
    : transaction.aiCommentary
      ? { text: transaction.aiCommentary, by: `${appName} Bot` }
      : null;
  return (
    <li
      className="flex gap-3 border-b py-3 last:border-b-0"
      data-testid="transaction-row"
      data-type={transaction.type}
    >
      <span className="mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon className="size-4" aria-hidden="true" />
        <span className="sr-only">{transaction.type.replace('_', ' ')}</span>
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium break-words">
          {titleParts(transaction.title, transaction.teams).map((part, i) =>
            part.team ? (
              <ManagerLink key={i} ownerId={part.team.ownerId}>
                {part.text}
              </ManagerLink>
            ) : (
              <Fragment key={i}>{part.text}</Fragment>
            ),
          )}
        </p>
        <p className="text-xs text-muted-foreground">
          {transaction.subLine} · {formatRelativeAge(transaction.createdAt, now)}
        </p>
        {commentary && !roast.isPending && (
          <blockquote
            className="mt-2 rounded-md bg-orange-50 p-2 text-sm dark:bg-orange-950/40"
            aria-live="polite"
          >
            <p className="text-xs font-semibold text-orange-700 dark:text-orange-300">{commentary.by}</p>
            <p className="mt-0.5 italic">&ldquo;{commentary.text}&rdquo;</p>
          </blockquote>
        )}
      </div>
      <Button
        variant="ghost"
        size="sm"
        className="h-11 shrink-0 self-start sm:h-9"
        onClick={() =>
          roast.mutate(
            { transactionId: transaction.id },
            // A stored roast is the transaction's commentary now: lists fetched before are out of date.
            {
              onSuccess: (shown) =>
                !shown.fallback &&
                void queryClient.invalidateQueries({ queryKey: allTransactionsKey(leagueId) }),
            },
          )
        }
        disabled={roast.isPending}
      >
        <FlameIcon aria-hidden="true" />
        {roast.isPending ? 'Roasting...' : commentary ? 'Another roast' : 'Roast'}
      </Button>
    </li>
  );
}
