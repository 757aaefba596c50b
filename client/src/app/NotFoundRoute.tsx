import { Outlet } from 'react-router';
import { useAuth } from '@/lib/use-auth';
import { AppLayout } from './AppLayout';

/** A path no route knows: inside the app's frame for a member (its menu leads on), alone for a visitor. */
export function NotFoundRoute() {
  const { user } = useAuth();
  if (!user) return <Outlet />;
  return <AppLayout user={user} />;
}
