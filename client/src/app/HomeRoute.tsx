import { FullPageSpinner } from '@/components/Spinner';
import { useAuth } from '@/features/auth/use-auth';
import { AppLayout } from './AppLayout';
import { landingPage } from './pages';

const LandingPage = landingPage.Component;

/** `/` (spec section 2, DESIGN D3): the landing page with login form A for a visitor, else the dashboard. */
export function HomeRoute() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <FullPageSpinner label="Checking your session..." />;
  if (!user) return <LandingPage />;
  return <AppLayout user={user} />;
}
