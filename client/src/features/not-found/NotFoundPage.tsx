import { Link } from 'react-router';
import { CompassIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/EmptyState';

/** Any path the router does not know (docs/product.md §2). */
export default function NotFoundPage() {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <EmptyState
        as="h1"
        icon={CompassIcon}
        title="404 Page Not Found"
        description="Did you forget to add the page to the router?"
      >
        <Button asChild>
          <Link to="/">Go Home</Link>
        </Button>
      </EmptyState>
    </main>
  );
}
