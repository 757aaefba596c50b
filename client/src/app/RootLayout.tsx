import { Outlet, ScrollRestoration } from 'react-router';
import { DocumentTitle } from './DocumentTitle';
import { NavigationProgress } from './NavigationProgress';
import { useFocusOnNavigation } from './use-focus-on-navigation';

/**
 * The root route: the tab's title, the pending bar, and the scroll and focus of each navigation (back
 * and forward return to where the page was left; a new page starts at its top, with focus on its
 * heading).
 */
export function RootLayout() {
  useFocusOnNavigation();
  return (
    <>
      <DocumentTitle />
      <ScrollRestoration />
      <NavigationProgress />
      <Outlet />
    </>
  );
}
