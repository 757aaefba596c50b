import { Link } from 'react-router';
import { ShieldAlertIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/EmptyState';

/** docs/product.md §2 "Admin (/admin)": what a non-admin sees on any /admin page. */
export function AccessDenied() {
  return (
    <EmptyState
      as="h1"
      icon={ShieldAlertIcon}
      title="Access Denied"
      description="You don't have admin privileges to access this page."
      className="min-h-[60dvh]"
    >
      <Button asChild>
        <Link to="/dashboard">Go to Dashboard</Link>
      </Button>
    </EmptyState>
  );
}
