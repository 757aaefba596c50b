import { TrophyIcon } from 'lucide-react';
import type { LeagueResponse } from '@common/league';
import { TeamAvatar } from '@/components/TeamAvatar';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMoney } from '@/lib/format';
import { useSeasonPayouts } from '@/lib/league-queries';

/** Spec section 9: the banner's figures when no payout table is known. */
const DEFAULT_PRIZE_POOL = 300;
const DEFAULT_FIRST_PLACE = 120;

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-lg bg-white/10 px-3 py-2">
      <dt className="truncate text-xs text-white/80">{label}</dt>
      <dd className="truncate text-lg font-semibold">{value}</dd>
    </div>
  );
}

/** League banner (spec "Dashboard"): name, id, teams, week, prize pool, managers, season, first place. */
export function LeagueBanner({ league }: { league: LeagueResponse }) {
  const payouts = useSeasonPayouts(league.id, league.season);
  const pool = payouts.data?.totalPool ?? DEFAULT_PRIZE_POOL;
  const first = payouts.data?.championshipFirst ?? DEFAULT_FIRST_PLACE;
  return (
    <section
      aria-labelledby="league-name"
      className="rounded-xl bg-gradient-to-br from-emerald-700 to-sky-800 p-4 text-white shadow-sm sm:p-6"
    >
      <div className="flex min-w-0 items-center gap-3">
        <TeamAvatar
          avatar={league.avatar}
          name={league.name}
          className="size-12 shrink-0 ring-2 ring-white/40"
        />
        <div className="min-w-0">
          <h1 id="league-name" className="truncate text-2xl font-bold tracking-tight sm:text-3xl">
            {league.name}
          </h1>
          <p className="truncate text-sm text-white/80">
            League ID: <span className="font-mono">{league.id}</span>
          </p>
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        <Stat label="Teams" value={String(league.totalRosters)} />
        <Stat label="Week" value={String(league.week)} />
        <Stat label="Season" value={league.season} />
        <Stat label="Managers" value={String(league.managers)} />
        <Stat label="Prize Pool" value={payouts.isPending ? '…' : formatMoney(pool)} />
        <div className="min-w-0 rounded-lg bg-white/10 px-3 py-2">
          <dt className="flex items-center gap-1 truncate text-xs text-white/80">
            <TrophyIcon className="size-3" aria-hidden="true" /> 1st Place
          </dt>
          <dd className="truncate text-lg font-semibold">{payouts.isPending ? '…' : formatMoney(first)}</dd>
        </div>
      </dl>
    </section>
  );
}

export function LeagueBannerSkeleton() {
  return (
    <div className="rounded-xl border p-4 sm:p-6" aria-hidden="true">
      <div className="flex items-center gap-3">
        <Skeleton className="size-12 rounded-full" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-7 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-14" />
        ))}
      </div>
    </div>
  );
}
