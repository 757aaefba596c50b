import { useQuery } from '@tanstack/react-query';
import type { DemoAccounts } from '@common/auth';

/** GET /api/auth/demo (public): the demo accounts to list on the login pages, in demo mode only. */
export function useDemoAccounts(): DemoAccounts['accounts'] {
  const { data } = useQuery<DemoAccounts>({ queryKey: ['/api/auth/demo'] });
  return data?.demo ? data.accounts : [];
}
