import type { RefObject } from 'react';
import { SparklesIcon } from 'lucide-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { MatchupPair, MatchupTeam, RosterPlayersResponse } from '@common/league';
import type { RosterRoastBody, RoastResponse } from '@common/roasts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { apiRequest } from '@/lib/api';
import { useLeagueId } from '@/lib/league';
import { useMatchups } from '@/lib/league-queries';
import { authUserQuery } from '@/lib/session';
import { useMatchupRosters } from './api';
import { mySideFirst } from './my-matchup';
import { RosterColumn, rosterRowCount, SlotColumn } from './RosterColumn';
import { apiPath } from '@/lib/query-url';

interface RosterMatchupDialogProps {
  leagueId: string;
  week: number;
  /** The pair shown; null keeps the dialog closed. */
  pair: MatchupPair | null;
  /**
   * Where the focus goes when it closes, when the control that opened it is gone (a button of the
   * list of all matchups, which closed as this opened); else back to that control.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
  onClose: () => void;
}

/**
 * The roster matchup dialog (docs/decisions/0025): both rosters side by side, slot by slot (the member's own team
 * first), then the roast box ('Matchup Roast', the specified 'AI Analysis': docs/decisions/0026).
 */
export function RosterMatchupDialog({
  leagueId,
  week,
  pair,
  returnFocusTo,
  onClose,
}: RosterMatchupDialogProps) {
  const me = useQuery(authUserQuery).data?.sleeperUserId ?? null;
  const teams = pair ? mySideFirst(pair, me) : null;
  return (
    <Dialog open={pair !== null} onOpenChange={(open) => !open && onClose()}>
      {/* Narrower sides on a phone: the two lineups' columns take the room. */}
      <DialogContent
        className="max-w-4xl px-3 sm:px-6"
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Week {week} Roster Matchup</DialogTitle>
          {/* Which game, in the columns' order (the specified 'Detailed roster comparison and player
              matchups' told a member nothing: docs/product.md §2). */}
          <DialogDescription>
            {teams && `${teams[0].name} vs ${teams[1].name}, slot by slot`}
          </DialogDescription>
        </DialogHeader>
        {pair && (
          <RosterMatchupBody key={`${pair.matchupId}-${week}`} leagueId={leagueId} week={week} pair={pair} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The two lineups in one grid: the columns share its rows (the slots, and the longer bench). */
function SideBySide({
  week,
  teams: [left, right],
  rosters: [a, b],
}: {
  week: number;
  teams: [MatchupTeam, MatchupTeam];
  rosters: [RosterPlayersResponse, RosterPlayersResponse];
}) {
  const rows = {
    slots: Math.max(a.lineup.length, b.lineup.length),
    bench: Math.max(a.bench.length, b.bench.length),
    taxi: Math.max(a.taxi.length, b.taxi.length),
    reserve: Math.max(a.reserve.length, b.reserve.length),
  };
  // The week's outlooks, as the matchup cards show them (the same answer, from the query cache).
  const outlooks = useMatchups(useLeagueId(), week).data?.outlooks ?? [];
  const outlookOf = (team: MatchupTeam) => outlooks.find((o) => o.rosterId === team.rosterId) ?? null;
  const [outlookA, outlookB] = [outlookOf(left), outlookOf(right)];
  return (
    <div
      className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] gap-x-1.5 sm:gap-x-4"
      style={{ gridTemplateRows: `repeat(${rosterRowCount(rows)}, auto)` }}
    >
      <RosterColumn team={left} roster={a} rows={rows} outlook={outlookA} />
      <SlotColumn
        slots={(a.lineup.length >= b.lineup.length ? a : b).lineup.map((e) => e.slot)}
        rows={rows}
      />
      <RosterColumn team={right} roster={b} rows={rows} outlook={outlookB} mirrored />
    </div>
  );
}

function RosterMatchupBody({ leagueId, week, pair }: { leagueId: string; week: number; pair: MatchupPair }) {
  const me = useQuery(authUserQuery).data?.sleeperUserId ?? null;
  const [left, right] = mySideFirst(pair, me);
  const [first, second] = useMatchupRosters(leagueId, [left.rosterId, right.rosterId], week);
  const loading = first.isPending || second.isPending;
  const derived = Boolean(first.data?.projectionsDerived || second.data?.projectionsDerived);
  return (
    <>
      {loading ? (
        <div className="space-y-2" role="status" aria-label="Loading rosters">
          {Array.from({ length: 9 }, (_, i) => (
            <Skeleton key={i} className="h-9" data-testid="roster-skeleton-row" />
          ))}
        </div>
      ) : first.data && second.data ? (
        <>
          <SideBySide week={week} teams={[left, right]} rosters={[first.data, second.data]} />
          {derived && (
            <p className="text-xs text-muted-foreground">
              * No projection from Sleeper: the player&apos;s average points so far this season.
            </p>
          )}
        </>
      ) : (
        <p role="alert" className="text-sm text-destructive">
          The rosters could not be loaded.
        </p>
      )}
      <AiAnalysis leagueId={leagueId} week={week} pair={pair} />
    </>
  );
}

/** The dialog's roast box: a roast of both lineups. Failures are only logged (docs/product.md §8). */
function AiAnalysis({ leagueId, week, pair }: { leagueId: string; week: number; pair: MatchupPair }) {
  const roast = useMutation({
    mutationFn: (body: RosterRoastBody) =>
      apiRequest<RoastResponse>('POST', apiPath`/api/league/${leagueId}/roster-roast`, body),
    onError: (error) => console.error('Roster roast failed', error),
  });
  const ask = () =>
    roast.mutate({
      week,
      team1: {
        teamName: pair.home.name,
        username: pair.home.username,
        roster: pair.home.rosterId,
        points: pair.home.points,
      },
      team2: {
        teamName: pair.away.name,
        username: pair.away.username,
        roster: pair.away.rosterId,
        points: pair.away.points,
      },
    });
  const done = roast.data !== undefined || roast.isError;
  return (
    <section aria-labelledby="ai-analysis-title" className="rounded-lg border bg-muted/40 p-3">
      <div className="flex items-center justify-between gap-2">
        <h4 id="ai-analysis-title" className="flex items-center gap-1.5 font-semibold">
          <SparklesIcon className="size-4 text-violet-500" aria-hidden="true" /> Matchup Roast
        </h4>
        <Button
          size="sm"
          variant="secondary"
          className="h-11 sm:h-9"
          onClick={ask}
          disabled={roast.isPending}
        >
          {roast.isPending ? 'Generating...' : done ? 'Another roast' : 'Roast'}
        </Button>
      </div>
      {roast.data && !roast.isPending ? (
        <div className="mt-2 text-sm" aria-live="polite">
          <p className="text-xs font-semibold text-violet-700 dark:text-violet-300">
            {roast.data.personalityName}
          </p>
          <p className="mt-1">{roast.data.roast}</p>
        </div>
      ) : (
        <p className="mt-2 text-sm text-muted-foreground">
          {roast.isPending ? 'Reading both lineups...' : 'Ask for a roast of these two lineups.'}
        </p>
      )}
    </section>
  );
}
