import { useState } from 'react';
import { EyeIcon, EyeOffIcon, KeyRoundIcon, LockIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { usePasswordMutations, useUserPasswords } from './api/passwords';
import { isLocked } from './lock-status';
import { notifyError, notifySuccess } from '@/lib/notify';
import { PasswordRow } from './PasswordRow';
import { TabError, TabSkeleton } from '@/components/TabStates';

/**
 * docs/product.md §2 "Passwords tab": populate, Show/Hide, configured count, per-user Edit, last
 * login; and (D11) locked accounts first in mind: a count in the header, each row's lock, failures and
 * Unlock.
 */
export function PasswordsTab() {
  const credentials = useUserPasswords();
  const { populate } = usePasswordMutations();
  const [shown, setShown] = useState(false);

  if (credentials.isLoading) return <TabSkeleton rows={6} />;
  if (credentials.isError) return <TabError what="passwords" onRetry={() => void credentials.refetch()} />;
  const list = credentials.data ?? [];
  const configured = list.filter((entry) => entry.hasPin).length;
  const locked = list.filter(isLocked).length;

  function runPopulate() {
    populate.mutate(undefined, {
      onSuccess: () => notifySuccess('User passwords populated successfully'),
      onError: () => notifyError('Failed to update user passwords: Failed to populate user passwords'),
    });
  }

  return (
    <Card>
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle className="flex items-center gap-2">
            <KeyRoundIcon className="size-5" aria-hidden="true" /> Password Management
          </CardTitle>
          <div className="flex flex-wrap gap-2">
            {locked > 0 && (
              <Badge variant="destructive">
                <LockIcon aria-hidden="true" /> {locked} {locked === 1 ? 'account' : 'accounts'} locked
              </Badge>
            )}
            <Badge variant="secondary">{configured} users configured</Badge>
          </div>
        </div>
        <CardDescription>
          Members sign in with a 4-digit PIN. Populate gives every member without one a random PIN. After 10
          failed sign-ins an account locks; Unlock keeps the PIN (for a member who mistyped), a new PIN is the
          answer when someone else was guessing.
        </CardDescription>
        <div className="flex flex-wrap gap-2">
          <Button onClick={runPopulate} disabled={populate.isPending}>
            {populate.isPending ? 'Populating...' : 'Populate User Passwords'}
          </Button>
          <Button variant="outline" onClick={() => setShown((value) => !value)} aria-pressed={shown}>
            {shown ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
            {shown ? 'Hide' : 'Show'}
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {list.map((entry) => (
            <PasswordRow key={entry.sleeperUserId} entry={entry} shown={shown} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
