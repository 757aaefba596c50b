import { ShieldIcon } from 'lucide-react';
import { EmptyState } from '@/components/EmptyState';

/** Placeholder until the Admin page lands: the route, guard and lazy loading already work. */
export default function AdminPage() {
  return <EmptyState as="h1" icon={ShieldIcon} title="Admin" description="This page is coming soon." />;
}
