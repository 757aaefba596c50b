import { LayoutDashboardIcon } from 'lucide-react';
import { EmptyState } from '@/components/EmptyState';

/** Placeholder until the Dashboard page lands: the route, guard and lazy loading already work. */
export default function DashboardPage() {
  return <EmptyState as="h1" icon={LayoutDashboardIcon} title="Dashboard" description="This page is coming soon." />;
}
