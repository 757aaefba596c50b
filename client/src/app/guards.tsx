import { Navigate, Outlet, useLocation } from '@/router';
import { FullPageSpinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth/use-auth';
import { loginUrlFor } from '@/features/auth/redirect-target';
import { AccessDenied } from './AccessDenied';
import { AppLayout } from './AppLayout';

/**
 * Protected pages (spec section 2): a spinner while the session is checked, a visitor is sent to
 * /secure-login and comes back to the page asked for (DESIGN D3), a member gets the app frame.
 */
export function RequireAuth() {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <FullPageSpinner label="Checking your session..." />;
  if (!user)
    return <Navigate to={loginUrlFor(location.pathname + location.search + location.hash)} replace />;
  return <AppLayout user={user} />;
}

/** /admin pages: everyone but admins sees Access Denied (the server refuses their data anyway). */
export function RequireAdmin() {
  const { user } = useAuth();
  if (!user?.isAdmin) return <AccessDenied />;
  return <Outlet />;
}
