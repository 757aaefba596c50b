import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon, CrownIcon, MessageSquareIcon, ShieldIcon, UsersIcon } from 'lucide-react';
import type { AdminUser, SmsStatus } from '@common/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/EmptyState';
import { notifyError, notifySuccess } from '@/lib/notify';
import { MANAGED_BY_OWNER, pinLabel } from '@/lib/pin-label';
import { TabError } from '@/components/TabStates';
import { formatCentral, formatPhone } from '@/lib/format';
import { useAdminUsers, useMemberMutations, useSmsStatus } from '@/shared/users/api';
import { smsLink } from './sms-link';

/** docs/product.md §2 "User management (/admin/users)": the message service card and one card per member. */
export default function AdminUsersPage() {
  const users = useAdminUsers();
  const status = useSmsStatus();
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4">
      <header className="grid gap-2">
        <Button variant="ghost" asChild className="w-fit px-2">
          <Link to="/admin">
            <ArrowLeftIcon aria-hidden="true" /> Back to Admin
          </Link>
        </Button>
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <UsersIcon className="size-6" aria-hidden="true" /> User Management
        </h1>
        <p className="text-sm text-muted-foreground">Phone numbers and login reminders for league members.</p>
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
                <UserCard key={user.id} user={user} />
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

function UserCard({ user }: { user: AdminUser }) {
  const { updatePhone, draftMessage } = useMemberMutations();
  const [phone, setPhone] = useState(user.phoneNumber ?? '');
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

  function draft() {
    draftMessage.mutate(user.id, {
      onSuccess: ({ message, phoneNumber }) => {
        notifySuccess('Message Ready');
        window.location.href = smsLink(phoneNumber, message);
      },
      onError: () => notifyError('Failed to create message'),
    });
  }

  return (
    <Card data-testid={`user-card-${user.id}`} className="render-when-near">
      <CardHeader className="gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="truncate text-base">{user.displayName}</CardTitle>
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
          <dd className="font-mono">{pinLabel(user, true)}</dd>
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
          </>
        ) : (
          <p className="text-sm text-muted-foreground">{MANAGED_BY_OWNER}</p>
        )}
      </CardContent>
    </Card>
  );
}
