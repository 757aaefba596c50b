import { ClipboardListIcon } from 'lucide-react';
import { EmptyState } from '@/components/EmptyState';

/** Placeholder until the Pre-Draft Overview page lands: the route, guard and lazy loading already work. */
export default function PreDraftPage() {
  return <EmptyState as="h1" icon={ClipboardListIcon} title="Pre-Draft Overview" description="This page is coming soon." />;
}
