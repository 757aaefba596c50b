import { StarIcon } from 'lucide-react';
import { EmptyState } from '@/components/EmptyState';

/** Placeholder until the Admin Keepers page lands: the route, guard and lazy loading already work. */
export default function AdminKeepersPage() {
  return <EmptyState as="h1" icon={StarIcon} title="Admin Keepers" description="This page is coming soon." />;
}
