import { lazy, type ReactNode } from 'react';
import { Link } from 'react-router';
import { KeyRoundIcon, MessageSquareIcon, ShieldIcon } from 'lucide-react';
import { HydratesApart } from '@/components/HydratesApart';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useLeague } from '@/lib/league-queries';
import { useAuth } from '@/lib/use-auth';
import { useRosters } from '@/entities/team/api';
import { PaymentsTab } from './PaymentsTab';
import { TabError, TabSkeleton } from '@/components/TabStates';
import { useLeagueSeason } from './use-season';

// Only the first tab (payments) comes with the page; each other tab loads when opened. Several of
// them import the zod contracts (settings, payouts, audit), which the page alone does not need.
const KeepersAdminTab = lazy(() => import('@/entities/keeper/admin/KeepersAdminTab'));
const PasswordsTab = lazy(() => import('./PasswordsTab').then((m) => ({ default: m.PasswordsTab })));
const SettingsTab = lazy(() => import('./SettingsTab').then((m) => ({ default: m.SettingsTab })));
const BustedTab = lazy(() => import('./BustedTab').then((m) => ({ default: m.BustedTab })));
const RolesTab = lazy(() => import('./RolesTab').then((m) => ({ default: m.RolesTab })));
const AuditTab = lazy(() => import('./AuditTab').then((m) => ({ default: m.AuditTab })));
const ChatTab = lazy(() => import('@/features/admin/chat/ChatTab'));

function LazyTab({ children }: { children: ReactNode }) {
  return <HydratesApart fallback={<TabSkeleton />}>{children}</HydratesApart>;
}

/** docs/product.md §2 "Admin (/admin)": links to the other admin pages and the tabs, switched locally. */
export default function AdminPage() {
  const { user } = useAuth();
  const { leagueId, season } = useLeagueSeason();
  const rosters = useRosters(leagueId);
  // A redraft or dynasty league picks no keepers: no keeper tools.
  const keeperLeague = useLeague(leagueId).data?.offers.keeperSelection !== false;

  if (!leagueId || rosters.isLoading) return <AdminSkeleton />;
  const teams = rosters.data ?? [];

  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
            <ShieldIcon className="size-6" aria-hidden="true" /> Admin Dashboard
          </h1>
          <p className="text-sm text-muted-foreground">Commissioner tools for the {season} season.</p>
        </div>
        <nav className="flex flex-wrap gap-2" aria-label="Admin pages">
          <Button variant="outline" asChild>
            <Link to="/admin/users">
              <MessageSquareIcon aria-hidden="true" /> SMS Management
            </Link>
          </Button>
          {keeperLeague && (
            <Button variant="outline" asChild>
              <Link to="/admin/keepers">
                <KeyRoundIcon aria-hidden="true" /> Keeper Admin
              </Link>
            </Button>
          )}
        </nav>
      </header>

      {rosters.isError && <TabError what="the league's teams" onRetry={() => void rosters.refetch()} />}

      <Tabs defaultValue="payments" className="min-w-0">
        <TabsList className="h-auto w-full flex-wrap justify-start">
          <TabsTrigger value="payments">Payment Management</TabsTrigger>
          {keeperLeague && <TabsTrigger value="keepers">Keeper Management</TabsTrigger>}
          <TabsTrigger value="passwords">Password Management</TabsTrigger>
          <TabsTrigger value="settings">League Settings</TabsTrigger>
          <TabsTrigger value="chat">Group Chat</TabsTrigger>
          <TabsTrigger value="busted">BUSTED Management</TabsTrigger>
          {user?.isOwner && <TabsTrigger value="roles">Role Management</TabsTrigger>}
          <TabsTrigger value="audit">Audit Log</TabsTrigger>
        </TabsList>
        <TabsContent value="payments">
          <PaymentsTab leagueId={leagueId} season={season} teams={teams} />
        </TabsContent>
        {keeperLeague && (
          <TabsContent value="keepers">
            <LazyTab>
              <KeepersAdminTab />
            </LazyTab>
          </TabsContent>
        )}
        <TabsContent value="passwords">
          <LazyTab>
            <PasswordsTab />
          </LazyTab>
        </TabsContent>
        <TabsContent value="settings">
          <LazyTab>
            <SettingsTab leagueId={leagueId} season={season} />
          </LazyTab>
        </TabsContent>
        <TabsContent value="chat">
          <LazyTab>
            <ChatTab />
          </LazyTab>
        </TabsContent>
        <TabsContent value="busted">
          <LazyTab>
            <BustedTab leagueId={leagueId} season={season} teams={teams} />
          </LazyTab>
        </TabsContent>
        {user?.isOwner && (
          <TabsContent value="roles">
            <LazyTab>
              <RolesTab currentUserId={user.id} />
            </LazyTab>
          </TabsContent>
        )}
        <TabsContent value="audit">
          <LazyTab>
            <AuditTab teams={teams} />
          </LazyTab>
        </TabsContent>
      </Tabs>
    </div>
  );
}

/**
 * docs/product.md §2 "Admin (/admin)": a loading skeleton while the admin data loads (header, tab strip,
 * cards).
 */
function AdminSkeleton() {
  return (
    <div
      className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)] gap-4"
      role="status"
      aria-label="Loading admin tools"
    >
      <Skeleton className="h-9 w-56" />
      <Skeleton className="h-11 w-full" />
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-32 w-full rounded-xl" />
        ))}
      </div>
    </div>
  );
}
