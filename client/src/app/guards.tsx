import { Navigate, useLocation } from 'react-router';
import { useAuth } from '@/lib/use-auth';
import { loginUrlFor } from '@/features/auth/redirect-target';
import { AppLayout } from './AppLayout';

/**
 * The signed-in frame around every member's page (docs/product.md §2). The route loaders send a visitor
 * to sign in before a page is shown (route-loader.ts); this sends a member whose session ends while
 * a page is open (a 401 from any call asks for the session again) the same way, to come back after.
 */
export function MemberLayout() {
  const { user } = useAuth();
  const location = useLocation();
  if (!user)
    return <Navigate to={loginUrlFor(location.pathname + location.search + location.hash)} replace />;
  return <AppLayout user={user} />;
}
