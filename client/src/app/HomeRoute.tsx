import { useAuth } from '@/lib/use-auth';
import { AppLayout } from './AppLayout';
import { landingPage } from './pages';

const LandingPage = landingPage.Component;

/** `/` (docs/product.md §2, D3): the landing page with login form A for a visitor, else the dashboard. */
export function HomeRoute() {
  const { user } = useAuth();
  if (!user) return <LandingPage />;
  return <AppLayout user={user} />;
}
