import { useState, type FormEvent } from 'react';
import { LockIcon, LockOpenIcon } from 'lucide-react';
import type { UserCredential } from '@common/admin';
import { COMMON_PIN_REASON, isIssuablePin } from '@common/pins';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatCentral } from '@/lib/format';
import { keepPinDigits } from '@/lib/pin';
import { usePasswordMutations } from './api/passwords';
import { failuresSummary, isLocked, lockLabel } from './lock-status';
import { notifyError, notifySuccess } from '@/lib/notify';
import { MANAGED_BY_OWNER, pinLabel } from '@/lib/pin-label';

/** One member of the Passwords tab: PIN (masked), last login, lock and failures, Edit and Unlock. */
export function PasswordRow({ entry, shown }: { entry: UserCredential; shown: boolean }) {
  const [editing, setEditing] = useState(false);
  const [pin, setPin] = useState('');
  const { setPin: save, unlock } = usePasswordMutations();
  const inputId = `pin-${entry.sleeperUserId}`;

  // A common PIN is refused here first (the server refuses it too), in the form's own words.
  const tooCommon = pin.length === 4 && !isIssuablePin(pin);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pin.length !== 4 || tooCommon) return;
    save.mutate(
      { userId: entry.sleeperUserId, password: pin },
      {
        onSuccess: () => {
          notifySuccess('Password updated successfully');
          setEditing(false);
          setPin('');
        },
        onError: (error) => notifyError('Failed to update password', error, true),
      },
    );
  }

  function runUnlock() {
    unlock.mutate(entry.sleeperUserId, {
      onSuccess: () => notifySuccess(`${entry.displayName} can sign in again`),
      onError: (error) => notifyError('Failed to unlock the account', error, true),
    });
  }

  const masked = pinLabel(entry, shown);
  return (
    <li
      className="flex flex-wrap items-center gap-3 py-3"
      data-testid={`password-row-${entry.sleeperUserId}`}
    >
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{entry.displayName}</p>
        <p className="text-sm break-words text-muted-foreground">@{entry.sleeperUsername}</p>
        <p className="text-xs text-muted-foreground">
          {entry.lastLogin ? `Last login ${formatCentral(entry.lastLogin)}` : 'Never logged in'}
        </p>
        {isLocked(entry) && (
          <Badge variant="destructive" className="mt-1">
            <LockIcon aria-hidden="true" /> {lockLabel(entry)}
          </Badge>
        )}
        {entry.failedAttempts > 0 && (
          <p className="mt-1 text-xs text-muted-foreground" data-testid="failures">
            {failuresSummary(entry)}
          </p>
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
            aria-invalid={tooCommon}
            aria-describedby={tooCommon ? `${inputId}-refused` : undefined}
            onChange={(event) => setPin(keepPinDigits(event.target.value))}
          />
          <Button type="submit" disabled={pin.length !== 4 || tooCommon || save.isPending}>
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
          {tooCommon && (
            <p id={`${inputId}-refused`} role="alert" className="basis-full text-sm text-destructive">
              {COMMON_PIN_REASON.charAt(0).toUpperCase() + COMMON_PIN_REASON.slice(1)}.
            </p>
          )}
        </form>
      ) : (
        <div className="flex items-center gap-2">
          <span className="font-mono text-sm" data-testid="pin-value">
            <span className="sr-only">PIN: </span>
            {masked}
          </span>
          {entry.canManage ? (
            <>
              {isLocked(entry) && (
                <Button
                  variant="outline"
                  onClick={runUnlock}
                  disabled={unlock.isPending}
                  aria-label={`Unlock ${entry.displayName} (keeps the PIN)`}
                >
                  <LockOpenIcon aria-hidden="true" /> Unlock
                </Button>
              )}
              <Button
                variant="outline"
                onClick={() => setEditing(true)}
                aria-label={`Edit PIN of ${entry.displayName}`}
              >
                Edit
              </Button>
            </>
          ) : (
            <span className="text-xs text-muted-foreground">{MANAGED_BY_OWNER}</span>
          )}
        </div>
      )}
    </li>
  );
}
