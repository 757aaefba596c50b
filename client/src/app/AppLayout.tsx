import { Outlet } from 'react-router';
import type { AuthUser } from '@common/auth';
import { HydratesApart } from '@/components/HydratesApart';
import { MobileHeader } from './MobileHeader';
import { Sidebar } from './Sidebar';

/**
 * The signed-in frame: sidebar on desktop, header with menu on phones, the route's page in the
 * middle; each hydrates apart, the one tapped first.
 */
export function AppLayout({ user }: { user: AuthUser }) {
  return (
    <div className="flex min-h-dvh">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-card focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <HydratesApart>
        <Sidebar user={user} />
      </HydratesApart>
      <div className="flex min-w-0 flex-1 flex-col">
        <HydratesApart>
          <MobileHeader user={user} />
        </HydratesApart>
        <main
          id="main"
          tabIndex={-1}
          className="mx-auto w-full max-w-7xl flex-1 px-3 py-4 outline-none sm:px-6 sm:py-6 lg:px-8"
        >
          <HydratesApart>
            <Outlet />
          </HydratesApart>
        </main>
      </div>
    </div>
  );
}
