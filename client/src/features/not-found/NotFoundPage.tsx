import { Link } from 'react-router';
import { CompassIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/EmptyState';
import { useAuth } from '@/lib/use-auth';

/**
 * Any path the router does not know (docs/product.md §2, in a member's words: docs/decisions/0026). A
 * member reads it inside the app's frame (app/NotFoundRoute.tsx), with the menu to go on from; a
 * visitor gets the page alone, with the way home.
 */
export default function NotFoundPage() {
  const { user } = useAuth();
  const body = (
    <EmptyState
      as="h1"
      icon={CompassIcon}
      title="404 Page Not Found"
      description="There is no page at this address. It may have been mistyped, or the page has moved."
    >
      <Button asChild>
        <Link to={user ? '/dashboard' : '/'}>{user ? 'Go to the dashboard' : 'Go Home'}</Link>
      </Button>
    </EmptyState>
  );
  if (user) return body;
  return <main className="flex min-h-dvh items-center justify-center px-4">{body}</main>;
}
