import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import type { AuthUser } from '@common/auth';
import { HydratesApart } from '@/components/HydratesApart';
import { MobileHeader } from './MobileHeader';
import { Sidebar } from './Sidebar';

/**
 * The signed-in frame: sidebar on desktop, header with menu on phones, the page in the middle (the
 * route's, or `children` where no route has one: the 404 page); each hydrates apart, the one tapped
 * first.
 */
export function AppLayout({ user, children }: { user: AuthUser; children?: ReactNode }) {
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
            {children ?? <Outlet />}
          </HydratesApart>
        </main>
      </div>
    </div>
  );
}
