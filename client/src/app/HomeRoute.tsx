import { Navigate, Outlet, useLoaderData } from 'react-router';
import { useAuth } from '@/lib/use-auth';
import { AppLayout } from './AppLayout';
import type { HomeData } from './route-loader';

/**
 * `/` (docs/product.md §2, D3): the landing page with login form A for a visitor, else the dashboard
 * in the app's frame; the page is the route's index (route-loader.ts, homeRoute).
 */
export function HomeRoute() {
  const { user } = useAuth();
  const { visitor } = useLoaderData<HomeData>();
  // Signing in here leaves for the dashboard: the landing page stays until that page is in.
  if (visitor) return <Outlet />;
  // The session ended while the dashboard was open: asking for `/` again shows the landing page.
  if (!user) return <Navigate to="/" replace />;
  return <AppLayout user={user} />;
}
