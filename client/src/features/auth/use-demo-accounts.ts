import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/api';
import type { DemoAccounts } from '@common/auth';

/**
 * GET /api/auth/demo (public): the demo accounts to list on the login pages, in demo mode only. Asked
 * with the sign-in pages (their loaders), so the list renders with the form.
 */
export const demoAccountsQuery = queryOptions({ ...getJson<DemoAccounts>`/api/auth/demo` });

export function useDemoAccounts(): DemoAccounts['accounts'] {
  const { data } = useQuery(demoAccountsQuery);
  return data?.demo ? data.accounts : [];
}
