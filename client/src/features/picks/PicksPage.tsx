// Future draft picks (/picks): who holds each team's picks for the drafts that can still be
// traded, the currency of a dynasty league's trades. Opens on the member's own team; the league's
// traded picks are one choice away. The choice is kept in the address (?team=) so it can be shared.
import { AlertTriangleIcon, TicketIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { FuturePicksResponse } from '@common/picks';
import { EmptyState } from '@/components/EmptyState';
import { StaleDataNotice } from '@/components/StaleDataNotice';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api';
import { useLeagueId } from '@/lib/league';
import { useAuth } from '@/lib/use-auth';
import { futurePicksQuery, useFuturePicks } from '@/entities/pick/api';
import { pickTeams } from '@/entities/pick/pick-holdings';
import { PickTeamSelect, TRADED } from './PickTeamSelect';
import { TeamPicks } from '@/entities/pick/TeamPicks';
import { TradedPicks } from './TradedPicks';

/** The view the address asks for: a team's roster id, or the league's traded picks. */
function useTeamChoice(ownRosterId: number | null): [number | typeof TRADED, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('team');
  const rosterId = asked !== null && /^\d+$/.test(asked) ? Number(asked) : null;
  const choice = asked === TRADED ? TRADED : (rosterId ?? ownRosterId ?? TRADED);
  const choose = (value: string) => {
    const next = new URLSearchParams(params);
    next.set('team', value);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return [choice, choose];
}

function PicksBody({ answer, choice }: { answer: FuturePicksResponse; choice: number | typeof TRADED }) {
  if (answer.seasons.length === 0) {
    return <EmptyState icon={TicketIcon} title="No drafts ahead can be traded yet" />;
  }
  return choice === TRADED ? (
    <TradedPicks answer={answer} />
  ) : (
    <TeamPicks answer={answer} rosterId={choice} />
  );
}

export default function PicksPage() {
  const leagueId = useLeagueId();
  const { user } = useAuth();
  const picks = useFuturePicks(leagueId);
  const [choice, choose] = useTeamChoice(user?.rosterId ?? null);
  const drafts = picks.data?.seasons.length ?? 0;
  return (
    <div className="mx-auto w-full max-w-5xl space-y-4 sm:space-y-6">
      <header className="space-y-1">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight">
          <TicketIcon className="size-6 text-primary" aria-hidden="true" /> Draft Picks
        </h1>
        <p className="text-sm text-muted-foreground">
          Who holds each team&apos;s picks
          {drafts > 0 ? ` in the next ${drafts === 1 ? 'draft' : `${drafts} drafts`}` : ''}. A pick is made
          where its original team finishes.
        </p>
        <StaleDataNotice queryKey={futurePicksQuery(leagueId).queryKey} />
      </header>
      <PickTeamSelect
        value={choice}
        teams={picks.data ? pickTeams(picks.data) : []}
        ownRosterId={user?.rosterId ?? null}
        onChange={choose}
      />
      {picks.isPending ? (
        <div className="space-y-3" role="status" aria-label="Loading the draft picks">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-40" />
          ))}
        </div>
      ) : picks.isError ? (
        <EmptyState
          icon={AlertTriangleIcon}
          title="Could not load the draft picks"
          description={errorMessage(picks.error, 'Please try again later.')}
        />
      ) : (
        <PicksBody answer={picks.data} choice={choice} />
      )}
    </div>
  );
}
