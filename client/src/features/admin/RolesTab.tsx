import { CrownIcon, ShieldIcon, UserIcon } from 'lucide-react';
import type { AdminUser } from '@common/admin';
import { ConfirmButton } from '@/components/ConfirmButton';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useAdminUsers, useRoleMutations } from '@/entities/user/api';
import { notifyError, notifySuccess } from '@/lib/notify';
import { TabError, TabSkeleton } from '@/components/TabStates';

/**
 * docs/product.md §2 "Roles tab" (owner only): badges and Make Admin / Remove Admin / Make Owner, never for
 * oneself.
 */
export function RolesTab({ currentUserId }: { currentUserId: string }) {
  const members = useAdminUsers();
  if (members.isLoading) return <TabSkeleton rows={4} />;
  if (members.isError) return <TabError what="members" onRetry={() => void members.refetch()} />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Role Management</CardTitle>
        <CardDescription>
          Admins manage payments, keepers, passwords, settings and BUSTED. Only the owner changes roles.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {(members.data ?? []).map((member) => (
            <RoleRow key={member.id} member={member} isSelf={member.id === currentUserId} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

function RoleBadge({ member }: { member: AdminUser }) {
  if (member.isOwner)
    return (
      <Badge variant="warning">
        <CrownIcon aria-hidden="true" /> Owner
      </Badge>
    );
  if (member.isAdmin)
    return (
      <Badge>
        <ShieldIcon aria-hidden="true" /> Admin
      </Badge>
    );
  return (
    <Badge variant="outline">
      <UserIcon aria-hidden="true" /> Member
    </Badge>
  );
}

function RoleRow({ member, isSelf }: { member: AdminUser; isSelf: boolean }) {
  const { setRoles, makeOwner } = useRoleMutations();
  const busy = setRoles.isPending || makeOwner.isPending;

  function changeAdmin(isAdmin: boolean) {
    setRoles.mutate(
      { userId: member.id, isAdmin, isOwner: member.isOwner },
      {
        onSuccess: () => notifySuccess('User role updated successfully'),
        onError: (error) => notifyError('Failed to update user role', error, true),
      },
    );
  }

  function transfer() {
    makeOwner.mutate(member.id, {
      onSuccess: () => notifySuccess('Ownership transferred successfully'),
      onError: (error) => notifyError('Failed to transfer ownership', error, true),
    });
  }

  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-testid={`role-row-${member.id}`}>
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">
          {member.displayName} {isSelf && <span className="text-sm text-muted-foreground">(you)</span>}
        </p>
        <p className="text-sm break-words text-muted-foreground">@{member.sleeperUsername}</p>
      </div>
      <RoleBadge member={member} />
      {!isSelf && (
        <div className="flex flex-wrap gap-2">
          {!member.isAdmin && (
            <Button variant="outline" disabled={busy} onClick={() => changeAdmin(true)}>
              Make Admin
            </Button>
          )}
          {member.isAdmin && !member.isOwner && (
            <Button variant="outline" disabled={busy} onClick={() => changeAdmin(false)}>
              Remove Admin
            </Button>
          )}
          {!member.isOwner && (
            <ConfirmButton
              label="Make Owner"
              title={`Transfer ownership to ${member.displayName}?`}
              description={`${member.displayName} becomes the league owner. You will lose owner privileges but stay an admin.`}
              confirmLabel="Transfer Ownership"
              disabled={busy}
              onConfirm={transfer}
            />
          )}
        </div>
      )}
    </li>
  );
}
