import { Suspense } from 'react';
import { Outlet } from '@/router';
import { FullPageSpinner } from '@/components/Spinner';
import { DocumentTitle } from './DocumentTitle';

/** The root route: a loading fallback for pages shown without the app frame (login, logout, 404). */
export function RootLayout() {
  return (
    <>
      <DocumentTitle />
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}
