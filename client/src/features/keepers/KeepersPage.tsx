import { StarIcon } from 'lucide-react';
import { EmptyState } from '@/components/EmptyState';

/** Placeholder until the Keeper Selections page lands: the route, guard and lazy loading already work. */
export default function KeepersPage() {
  return <EmptyState as="h1" icon={StarIcon} title="Keeper Selections" description="This page is coming soon." />;
}
