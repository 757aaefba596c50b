import { Link } from 'react-router';
import { CircleSlashIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/EmptyState';

/** A page the league's format leaves out (a redraft league's /keepers), and why. */
export function NotOffered({ reason }: { reason: string }) {
  return (
    <EmptyState
      as="h1"
      icon={CircleSlashIcon}
      title="Not part of this league"
      description={reason}
      className="min-h-[60dvh]"
    >
      <Button asChild>
        <Link to="/dashboard">Go to Dashboard</Link>
      </Button>
    </EmptyState>
  );
}
