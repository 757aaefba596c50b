import { useState, type FormEvent } from 'react';
import { EyeIcon, EyeOffIcon, KeyRoundIcon, LockIcon } from 'lucide-react';
import type { UserCredential } from '@common/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatCentral } from '@/lib/format';
import { keepPinDigits } from '@/features/auth/pin';
import { usePasswordMutations, useUserPasswords } from './api/passwords';
import { MANAGED_BY_OWNER, pinLabel } from './pin-label';
import { notifyError, notifySuccess } from './notify';
import { TabError, TabSkeleton } from './TabStates';

/** Spec "Passwords tab": populate, Show/Hide, configured count, per-user Edit, last login, lockouts (D11). */
export function PasswordsTab() {
  const credentials = useUserPasswords();
  const { populate } = usePasswordMutations();
  const [shown, setShown] = useState(false);

  if (credentials.isLoading) return <TabSkeleton rows={6} />;
  if (credentials.isError) return <TabError what="passwords" onRetry={() => void credentials.refetch()} />;
  const list = credentials.data ?? [];
  const configured = list.filter((entry) => entry.hasPin).length;

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
          <Badge variant="secondary">{configured} users configured</Badge>
        </div>
        <CardDescription>
          Members sign in with a 4-digit PIN. Populate gives every member without one a random PIN.
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

function PasswordRow({ entry, shown }: { entry: UserCredential; shown: boolean }) {
  const [editing, setEditing] = useState(false);
  const [pin, setPin] = useState('');
  const { setPin: save } = usePasswordMutations();
  const inputId = `pin-${entry.sleeperUserId}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pin.length !== 4) return;
    save.mutate(
      { userId: entry.sleeperUserId, password: pin },
      {
        onSuccess: () => {
          notifySuccess('Password updated successfully');
          setEditing(false);
          setPin('');
        },
        onError: () => notifyError('Failed to update password'),
      },
    );
  }

  const masked = pinLabel(entry, shown);
  return (
    <li
      className="flex flex-wrap items-center gap-3 py-3"
      data-testid={`password-row-${entry.sleeperUserId}`}
    >
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{entry.displayName}</p>
        <p className="truncate text-sm text-muted-foreground">@{entry.sleeperUsername}</p>
        <p className="text-xs text-muted-foreground">
          {entry.lastLogin ? `Last login ${formatCentral(entry.lastLogin)}` : 'Never logged in'}
        </p>
        {entry.lockedUntil && (
          <Badge variant="destructive" className="mt-1">
            <LockIcon aria-hidden="true" /> Locked until {formatCentral(entry.lockedUntil, 'MMM d, h:mm a')}
          </Badge>
        )}
        {!entry.lockedUntil && entry.failedAttempts > 0 && (
          <Badge variant="warning" className="mt-1">
            {entry.failedAttempts} failed {entry.failedAttempts === 1 ? 'attempt' : 'attempts'}
          </Badge>
        )}
      </div>
      {editing ? (
        <form onSubmit={submit} className="flex flex-wrap items-center gap-2">
          <Label htmlFor={inputId} className="sr-only">
            New 4-digit PIN for {entry.displayName}
          </Label>
          <Input
            id={inputId}
            className="w-24 font-mono"
            inputMode="numeric"
            autoComplete="off"
            placeholder="0000"
            value={pin}
            onChange={(event) => setPin(keepPinDigits(event.target.value))}
          />
          <Button type="submit" disabled={pin.length !== 4 || save.isPending}>
            Save
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              setEditing(false);
              setPin('');
            }}
          >
            Cancel
          </Button>
        </form>
      ) : (
        <div className="flex items-center gap-2">
          <span className="font-mono text-sm" data-testid="pin-value">
            <span className="sr-only">PIN: </span>
            {masked}
          </span>
          {entry.canManage ? (
            <Button
              variant="outline"
              onClick={() => setEditing(true)}
              aria-label={`Edit PIN of ${entry.displayName}`}
            >
              Edit
            </Button>
          ) : (
            <span className="text-xs text-muted-foreground">{MANAGED_BY_OWNER}</span>
          )}
        </div>
      )}
    </li>
  );
}
