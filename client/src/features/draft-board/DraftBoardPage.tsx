import { TableIcon } from 'lucide-react';
import { EmptyState } from '@/components/EmptyState';

/** Placeholder until the Historical Draft Boards page lands: the route, guard and lazy loading already work. */
export default function DraftBoardPage() {
  return <EmptyState as="h1" icon={TableIcon} title="Historical Draft Boards" description="This page is coming soon." />;
}
