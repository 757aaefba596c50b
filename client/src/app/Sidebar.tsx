import type { AuthUser } from '@common/auth';
import { TeamAvatar } from '@/components/TeamAvatar';
import { BrandMark } from '@/features/auth/BrandMark';
import { LogoutEverywhereLink } from '@/features/auth/LogoutEverywhereLink';
import { InstallHintSlot } from '@/features/install/InstallHintSlot';
import { useAppName } from '@/lib/league';
import { NavList } from './NavList';
import { useLeagueName } from './use-league-name';

/** The desktop navigation column (md and up; phones get the mobile header's menu instead). */
export function Sidebar({ user }: { user: AuthUser }) {
  const appName = useAppName();
  const leagueName = useLeagueName();
  return (
    <aside className="sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-r bg-sidebar md:flex">
      <div className="flex items-center gap-3 px-5 py-5">
        <BrandMark />
        <div className="min-w-0">
          <p className="text-base font-bold tracking-tight break-words">{appName}</p>
          <p className="text-xs break-words text-muted-foreground">{leagueName ?? 'FFB Dashboard'}</p>
        </div>
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3">
        <NavList isAdmin={user.isAdmin} />
      </nav>
      <InstallHintSlot className="mx-3 mb-3" />
      <div className="flex items-center gap-3 border-t px-4 py-4">
        <TeamAvatar
          avatar={user.profileImageUrl}
          name={user.displayName}
          colorKey={user.rosterId ?? user.displayName}
          className="size-9"
        />
        <div className="min-w-0">
          <p className="text-sm font-medium break-words">{user.displayName}</p>
          <p className="text-xs break-words text-muted-foreground">@{user.username}</p>
          <LogoutEverywhereLink className="mt-1" />
        </div>
      </div>
    </aside>
  );
}
