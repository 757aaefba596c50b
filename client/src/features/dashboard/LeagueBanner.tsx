import { useState } from 'react';
import { ChevronDownIcon, TrophyIcon } from 'lucide-react';
import type { LeagueResponse } from '@common/league';
import { TeamAvatar } from '@/components/TeamAvatar';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { useSeasonPayouts } from '@/lib/league-queries';

/** docs/product.md §9: the banner's figures when no payout table is known. */
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

/**
 * League banner (docs/decisions/0025): name, id, teams, week, prize pool, managers, season, first place.
 * On a phone it is compact (the league's name, whole, and a line with the week and the prize pool), so
 * the member's own matchup is on the first screen; the full figures are one tap away ("League details").
 */
export function LeagueBanner({ league }: { league: LeagueResponse }) {
  const payouts = useSeasonPayouts(league.id, league.season);
  const [details, setDetails] = useState(false);
  const pool = payouts.data?.totalPool ?? DEFAULT_PRIZE_POOL;
  const first = payouts.data?.championshipFirst ?? DEFAULT_FIRST_PLACE;
  const poolText = payouts.isPending ? '…' : formatMoney(pool);
  return (
    <section
      aria-labelledby="league-name"
      className="rounded-xl bg-gradient-to-br from-emerald-700 to-sky-800 p-3 text-white shadow-sm sm:p-6"
    >
      <div className="flex min-w-0 items-center gap-3">
        <TeamAvatar
          avatar={league.avatar}
          name={league.name}
          className="size-9 shrink-0 ring-2 ring-white/40 sm:size-12"
        />
        <div className="min-w-0 flex-1">
          {/* The name whole, on two lines where a phone is too narrow for it. */}
          <h1
            id="league-name"
            className="text-lg leading-snug font-bold tracking-tight break-words sm:text-3xl"
          >
            {league.name}
          </h1>
          <p className="text-xs text-white/80 sm:hidden" data-testid="banner-summary">
            Week {league.week} · {poolText} prize pool
          </p>
          <p className="hidden truncate text-sm text-white/80 sm:block">
            League ID: <span className="font-mono">{league.id}</span>
          </p>
        </div>
        <button
          type="button"
          className="flex min-h-11 shrink-0 items-center gap-1 rounded-md px-2 text-xs font-medium text-white/90 hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none sm:hidden"
          aria-label="League details"
          aria-expanded={details}
          aria-controls="league-figures"
          onClick={() => setDetails((open) => !open)}
        >
          Details
          <ChevronDownIcon
            className={cn('size-4 transition-transform', details && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
      </div>
      <dl
        id="league-figures"
        className={cn(
          'mt-3 grid-cols-2 gap-2 sm:mt-4 sm:grid sm:grid-cols-3 lg:grid-cols-6',
          details ? 'grid' : 'hidden',
        )}
      >
        <Stat label="Teams" value={String(league.totalRosters)} />
        <Stat label="Week" value={String(league.week)} />
        <Stat label="Season" value={league.season} />
        <Stat label="Managers" value={String(league.managers)} />
        <Stat label="Prize Pool" value={poolText} />
        <div className="min-w-0 rounded-lg bg-white/10 px-3 py-2">
          <dt className="flex items-center gap-1 truncate text-xs text-white/80">
            <TrophyIcon className="size-3" aria-hidden="true" /> 1st Place
          </dt>
          <dd className="truncate text-lg font-semibold">{payouts.isPending ? '…' : formatMoney(first)}</dd>
        </div>
      </dl>
      {details && (
        <p className="mt-2 truncate text-xs text-white/80 sm:hidden">
          League ID: <span className="font-mono">{league.id}</span>
        </p>
      )}
    </section>
  );
}

export function LeagueBannerSkeleton() {
  return (
    <div className="rounded-xl border p-3 sm:p-6" aria-hidden="true">
      <div className="flex items-center gap-3">
        <Skeleton className="size-9 rounded-full sm:size-12" />
        <div className="flex-1 space-y-2">
          <Skeleton className="h-6 w-2/3 sm:h-7" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <div className="mt-4 hidden grid-cols-3 gap-2 sm:grid lg:grid-cols-6">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-14" />
        ))}
      </div>
    </div>
  );
}
