// The season recap roast under a championship row (docs/product.md §2 "League History": a Roast/Hide
// toggle). The recap is asked for only when opened; a failed call shows the fallback text of
// docs/product.md §8.
import { ROAST_FALLBACKS } from '@common/roast-texts';
import { Skeleton } from '@/components/ui/skeleton';
import { useAppName, useLeagueId } from '@/lib/league';
import { useSeasonAnalysis } from './api';

export function SeasonRecap({ season, id }: { season: string; id: string }) {
  const leagueId = useLeagueId();
  const appName = useAppName();
  const analysis = useSeasonAnalysis(leagueId, season, true);
  return (
    <div
      id={id}
      className="mt-3 rounded-lg border border-amber-300/60 bg-amber-50 p-3 text-sm dark:bg-amber-950/30"
      data-testid={`season-recap-${season}`}
    >
      {analysis.isPending ? (
        <div role="status" aria-label="Loading the season recap" className="space-y-2">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      ) : (
        <>
          <p className="text-xs font-semibold text-amber-800 dark:text-amber-300">
            {analysis.data?.personalityName ?? `${appName} Bot`}
          </p>
          <p className="mt-1 whitespace-pre-line">
            {analysis.data?.analysis || ROAST_FALLBACKS.seasonMissing}
          </p>
        </>
      )}
    </div>
  );
}
