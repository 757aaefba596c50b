import { useAuth } from '@/lib/use-auth';
import { AppLayout } from './AppLayout';
import { notFoundPage } from './pages';

const NotFoundPage = notFoundPage.Component;

/** A path no route knows: inside the app's frame for a member (its menu leads on), alone for a visitor. */
export function NotFoundRoute() {
  const { user } = useAuth();
  if (!user) return <NotFoundPage />;
  return (
    <AppLayout user={user}>
      <NotFoundPage />
    </AppLayout>
  );
}
