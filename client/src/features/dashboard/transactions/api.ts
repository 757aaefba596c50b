import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Transaction, TransactionType } from '@common/league';
import { TOTAL_COUNT_HEADER } from '@common/league-constants';
import { queryFetch } from '@/lib/api';
import { apiPath, pathWithSearch } from '@/lib/query-url';

export interface TransactionsPage {
  transactions: Transaction[];
  /** Matching transactions of the whole season (the X-Total-Count header). */
  total: number;
}

export interface TransactionsParams {
  limit: number;
  offset?: number;
  type?: TransactionType;
}

/** The key prefix of every page of the season's activity: a change to one refreshes them all. */
export const allTransactionsKey = (leagueId: string | undefined) =>
  ['/api/league', leagueId, 'transactions'] as const;

/** GET /api/league/{id}/transactions: a page of the season's activity, newest first. */
export const transactionsQuery = (leagueId: string | undefined, params: TransactionsParams) => {
  const search = { limit: params.limit, offset: params.offset || undefined, type: params.type };
  const url = pathWithSearch(apiPath`/api/league/${leagueId}/transactions`, search);
  return queryOptions<TransactionsPage>({
    queryKey: [...allTransactionsKey(leagueId), search],
    enabled: Boolean(leagueId),
    // Its data is the answer plus a header's count: not the URL's answer to keep for offline use.
    meta: { reshaped: true },
    queryFn: async ({ client, signal }) => {
      const res = await queryFetch(client, url, signal);
      const transactions = (await res.json()) as Transaction[];
      const total = Number(res.headers.get(TOTAL_COUNT_HEADER) ?? transactions.length);
      return { transactions, total: Number.isFinite(total) ? total : transactions.length };
    },
  });
};

/** A page of the activity, asked only while `shown` (the activity dialog's, while it is open). */
export function useTransactions(leagueId: string | undefined, params: TransactionsParams, shown = true) {
  return useQuery({
    ...transactionsQuery(leagueId, params),
    enabled: shown && Boolean(leagueId),
    placeholderData: keepPreviousData,
  });
}
