// A dynasty manager's future draft picks on their page: the part of the Picks page about
// their team, for a current member of a league whose format follows future picks.
import { Link } from 'react-router';
import type { ManagerResponse } from '@common/almanac';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useLeagueId } from '@/lib/league';
import { useLeague } from '@/lib/league-queries';
import { useFuturePicks } from '@/entities/pick/api';
import { TeamPicks } from '@/entities/pick/TeamPicks';

export function ManagerPicks({ manager }: { manager: ManagerResponse['manager'] }) {
  const leagueId = useLeagueId();
  const offered = useLeague(leagueId).data?.offers.futurePicks ?? false;
  const picks = useFuturePicks(offered && manager.current ? leagueId : undefined);
  if (!offered || !manager.current) return null;
  return (
    <Card data-testid="manager-picks" className="render-when-near">
      <CardHeader>
        <CardTitle>Draft picks</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        {picks.isPending ? (
          <Skeleton className="h-40" />
        ) : picks.isError ? (
          <p className="text-sm text-muted-foreground">Their draft picks could not be loaded.</p>
        ) : (
          <TeamPicks answer={picks.data} rosterId={manager.rosterId} framed={false} />
        )}
        <Link
          to={`/picks?team=${manager.rosterId}`}
          className="inline-block text-sm font-medium text-primary underline-offset-2 hover:underline"
        >
          Every team&apos;s picks
        </Link>
      </CardContent>
    </Card>
  );
}
