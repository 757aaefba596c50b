import { HistoryIcon } from 'lucide-react';
import { EmptyState } from '@/components/EmptyState';

/** Placeholder until the League History page lands: the route, guard and lazy loading already work. */
export default function HistoryPage() {
  return <EmptyState as="h1" icon={HistoryIcon} title="League History" description="This page is coming soon." />;
}
