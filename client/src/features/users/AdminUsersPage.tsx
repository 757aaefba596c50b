import { UsersIcon } from 'lucide-react';
import { EmptyState } from '@/components/EmptyState';

/** Placeholder until the User Management page lands: the route, guard and lazy loading already work. */
export default function AdminUsersPage() {
  return <EmptyState as="h1" icon={UsersIcon} title="User Management" description="This page is coming soon." />;
}
