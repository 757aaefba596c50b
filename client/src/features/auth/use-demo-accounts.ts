import { useQuery } from '@tanstack/react-query';
import type { DemoAccounts } from '@common/auth';

/** Asked with the sign-in pages (their loaders), so the list renders with the form. */
export const DEMO_ACCOUNTS_QUERY_KEY = ['/api/auth/demo'] as const;

/** GET /api/auth/demo (public): the demo accounts to list on the login pages, in demo mode only. */
export function useDemoAccounts(): DemoAccounts['accounts'] {
  const { data } = useQuery<DemoAccounts>({ queryKey: DEMO_ACCOUNTS_QUERY_KEY });
  return data?.demo ? data.accounts : [];
}
