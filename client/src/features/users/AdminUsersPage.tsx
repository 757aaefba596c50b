import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  ArrowLeftIcon,
  CrownIcon,
  EyeIcon,
  EyeOffIcon,
  MessageSquareIcon,
  ShieldIcon,
  UsersIcon,
} from 'lucide-react';
import type { AdminUser, SmsStatus } from '@common/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/EmptyState';
import { notifyDone, notifyError, notifySuccess } from '@/lib/notify';
import { MANAGED_BY_OWNER, pinLabel } from '@/lib/pin-label';
import { TabError } from '@/components/TabStates';
import { formatCentral, formatPhone } from '@/lib/format';
import { useAdminUsers, useMemberMutations, useSmsStatus } from '@/entities/user/api';
import { opensMessagesApp, smsLink } from './sms-link';

/** docs/product.md §2 "User management (/admin/users)": the message service card and one card per member. */
export default function AdminUsersPage() {
  const users = useAdminUsers();
  const status = useSmsStatus();
  // PINs are masked; the commissioner shows one at a time (showing another hides the first).
  const [shownPinOf, setShownPinOf] = useState<string | null>(null);
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4">
      <header className="grid gap-2">
        <Button variant="ghost" asChild className="w-fit px-2">
          <Link to="/admin">
            <ArrowLeftIcon aria-hidden="true" /> Back to Admin
          </Link>
        </Button>
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <UsersIcon className="size-6" aria-hidden="true" /> SMS Management
        </h1>
        <p className="text-sm text-muted-foreground">
          Members' phone numbers, PINs and sign-in reminders by text message.
        </p>
      </header>
      {/* The service card's text takes one to three lines: it and the members appear together, in place
          of one skeleton, so neither answer moves the other. */}
      {users.isLoading || status.isLoading ? (
        <UsersSkeleton />
      ) : (
        <>
          <MessageServiceCard status={status.data} />
          {users.isError && <TabError what="members" onRetry={() => void users.refetch()} />}
          {users.data && users.data.length === 0 && (
            <EmptyState as="h2" icon={UsersIcon} title="No users found" />
          )}
          {users.data && users.data.length > 0 && (
            <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
              {users.data.map((user) => (
                <UserCard
                  key={user.id}
                  user={user}
                  pinShown={shownPinOf === user.id}
                  onTogglePin={() => setShownPinOf((shown) => (shown === user.id ? null : user.id))}
                />
              ))}
            </div>
          )}
        </>
      )}
    </div>
  );
}

function MessageServiceCard({ status }: { status: SmsStatus | undefined }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center gap-3 space-y-0">
        <MessageSquareIcon className="size-6 shrink-0" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <CardTitle className="text-base">Message Service</CardTitle>
          <CardDescription>{status?.message ?? 'The message service status is unavailable.'}</CardDescription>
        </div>
        {status && (
          <Badge variant={status.configured ? 'success' : 'outline'}>
            {status.configured ? 'Configured' : 'Not configured'}
          </Badge>
        )}
      </CardHeader>
    </Card>
  );
}

/** The service card and the members' cards while either is on its way. */
function UsersSkeleton() {
  return (
    <div className="grid gap-4" role="status" aria-label="Loading members">
      <Skeleton className="h-24 w-full rounded-xl" />
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-56 w-full rounded-xl" />
        ))}
      </div>
    </div>
  );
}

interface UserCardProps {
  user: AdminUser;
  pinShown: boolean;
  onTogglePin: () => void;
}

function UserCard({ user, pinShown, onTogglePin }: UserCardProps) {
  const { updatePhone, draftMessage } = useMemberMutations();
  const [phone, setPhone] = useState(user.phoneNumber ?? '');
  // A draft the browser would not copy, shown to be copied by hand.
  const [uncopied, setUncopied] = useState<string | null>(null);
  const phoneId = `phone-${user.id}`;

  function submitPhone(event: FormEvent) {
    event.preventDefault();
    if (phone.trim() === '') {
      notifyError('Please enter a phone number');
      return;
    }
    updatePhone.mutate(
      { userId: user.id, phoneNumber: phone.trim() },
      {
        onSuccess: () => notifySuccess('Phone number updated successfully'),
        onError: (error) => notifyError('Failed to update phone number', error, true),
      },
    );
  }

  // A phone with the member's number opens its messages app on the draft; anywhere else (a laptop, or a
  // member with no number) the text is copied to be pasted, and the toast says which happened.
  function draft() {
    setUncopied(null);
    draftMessage.mutate(user.id, {
      onSuccess: async ({ message, phoneNumber }) => {
        if (phoneNumber && opensMessagesApp(navigator.userAgent, navigator.maxTouchPoints)) {
          notifyDone('Message Ready', `Opening your messages app with the text to ${user.displayName}.`);
          window.location.href = smsLink(phoneNumber, message);
          return;
        }
        const to = phoneNumber
          ? `Paste it into a text to ${user.displayName} at ${formatPhone(phoneNumber)}.`
          : `${user.displayName} has no phone number here: paste it into a message to them.`;
        try {
          await navigator.clipboard.writeText(message);
          notifyDone('Copied', `The sign-in reminder is on your clipboard. ${to}`);
        } catch {
          setUncopied(message);
        }
      },
      onError: () => notifyError('Failed to create message'),
    });
  }

  return (
    <Card data-testid={`user-card-${user.id}`} className="render-when-near">
      <CardHeader className="gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="text-base break-words">{user.displayName}</CardTitle>
          {user.isOwner && <CrownIcon className="size-4 text-amber-500" aria-label="Owner" role="img" />}
          {user.isAdmin && <ShieldIcon className="size-4 text-primary" aria-label="Admin" role="img" />}
          <Badge variant={user.isActive ? 'success' : 'outline'} className="ml-auto">
            {user.isActive ? 'Active' : 'Inactive'}
          </Badge>
        </div>
        <CardDescription>@{user.sleeperUsername}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">PIN</dt>
          <dd className="flex items-center gap-2">
            <span className="font-mono" data-testid="pin-value">
              {pinLabel(user, pinShown)}
            </span>
            {user.hasPin && user.password !== null && (
              <Button
                variant="ghost"
                size="sm"
                className="h-7 px-2"
                aria-pressed={pinShown}
                aria-label={`${pinShown ? 'Hide' : 'Show'} PIN of ${user.displayName}`}
                onClick={onTogglePin}
              >
                {pinShown ? <EyeOffIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
                {pinShown ? 'Hide' : 'Show'}
              </Button>
            )}
          </dd>
          <dt className="text-muted-foreground">Roster</dt>
          <dd>{user.rosterId ?? 'Not set'}</dd>
          <dt className="text-muted-foreground">Last login</dt>
          <dd>{user.lastLogin ? formatCentral(user.lastLogin) : 'Never'}</dd>
          <dt className="text-muted-foreground">Phone</dt>
          <dd>{formatPhone(user.phoneNumber) ?? 'Not set'}</dd>
        </dl>
        {user.canManage ? (
          <>
            <form onSubmit={submitPhone} className="grid gap-1.5">
              <Label htmlFor={phoneId}>Phone number</Label>
              <div className="flex gap-2">
                <Input
                  id={phoneId}
                  type="tel"
                  inputMode="tel"
                  autoComplete="off"
                  placeholder="+1234567890"
                  aria-describedby={`${phoneId}-hint`}
                  value={phone}
                  onChange={(event) => setPhone(event.target.value)}
                />
                <Button type="submit" variant="outline" disabled={updatePhone.isPending}>
                  Update
                </Button>
              </div>
              <p id={`${phoneId}-hint`} className="text-xs text-muted-foreground">
                International format, such as +1234567890
              </p>
            </form>
            <Button onClick={draft} disabled={draftMessage.isPending}>
              <MessageSquareIcon aria-hidden="true" />
              {draftMessage.isPending ? 'Drafting...' : 'Draft text message'}
            </Button>
            {uncopied !== null && (
              <div className="grid gap-1.5">
                <Label htmlFor={`draft-${user.id}`}>
                  Copy this reminder and send it to {user.displayName}
                </Label>
                <Textarea
                  id={`draft-${user.id}`}
                  readOnly
                  rows={5}
                  value={uncopied}
                  onFocus={(event) => event.currentTarget.select()}
                />
              </div>
            )}
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{MANAGED_BY_OWNER}</p>
        )}
      </CardContent>
    </Card>
  );
}
