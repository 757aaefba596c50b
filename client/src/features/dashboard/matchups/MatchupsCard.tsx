import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MatchupPair, MatchupsResponse } from '@common/league';
import { MATCHUPS_CARD_LIMIT } from '@common/league-constants';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { isPhoneWidth } from '@/lib/phone-width';
import { authUserQuery } from '@/lib/session';
import { WeekRecapLink } from '@/entities/recap/WeekRecapLink';
import { useLiveWeek } from './live';
import { LiveIndicator } from './LiveIndicator';
import { MatchupList, MatchupListSkeletonRows } from './MatchupList';
import { myGameFirst } from './my-matchup';
import { NoPairsNote } from './NoPairsNote';
import { WeekPicker } from './WeekPicker';

// The list of all matchups loads when first opened, not with the dashboard.
const AllMatchupsDialog = lazy(() =>
  import('./AllMatchupsDialog').then((module) => ({ default: module.AllMatchupsDialog })),
);

/**
 * The roster dialog (and the dialog machinery under it) is a chunk of its own. On a phone, where
 * "View Rosters" is the game-day tap, it is fetched once the page is live, off the critical path (with
 * the phone menu, app/MobileHeader.tsx); on a wider screen when a pointer or the keyboard reaches the
 * card. Either way it is there by the time the button is pressed.
 */
const loadRosterDialog = () => import('./RosterMatchupDialog');
const RosterMatchupDialog = lazy(() =>
  loadRosterDialog().then((module) => ({ default: module.RosterMatchupDialog })),
);
const preloadRosterDialog = () => void loadRosterDialog();

interface MatchupsCardProps {
  leagueId: string;
  season: string;
  /** The week shown (the URL's ?week, else the current week). */
  week: number;
  /** The league's number of teams: the placeholder has as many pairs as the week will. */
  teams: number;
  /** The first playoff week: weeks from it on without pairs point to the bracket. */
  playoffWeekStart: number;
  /** The league's current week: its scores arrive live (server push). */
  currentWeek: number;
  lastWeek: number;
  onWeekChange: (week: number) => void;
  matchups: MatchupsResponse | undefined;
  isPending: boolean;
  isError: boolean;
}

/**
 * docs/product.md §2 "Matchups card": up to six pairs of the week, roster dialog, roasts,
 * 'View All Matchups'; a week picker for any week of the season, and the current week's scores updating
 * live in place; a final week links to its recap.
 */
export function MatchupsCard({
  leagueId,
  season,
  week,
  teams,
  playoffWeekStart,
  currentWeek,
  lastWeek,
  onWeekChange,
  matchups,
  isPending,
  isError,
}: MatchupsCardProps) {
  useLiveWeek(leagueId);
  const [allOpen, setAllOpen] = useState(false);
  const [rosterView, setRosterView] = useState<{ pair: MatchupPair; week: number } | null>(null);
  const allButton = useRef<HTMLButtonElement>(null);
  // Rosters opened from the list of all matchups, which closes as they open: the focus goes back to
  // the list's button when they close.
  const rosterReturn = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (isPhoneWidth()) preloadRosterDialog();
  }, []);
  // Mounted from its first opening on, so that closing it animates.
  const [rosterOpened, setRosterOpened] = useState(false);
  const me = useQuery(authUserQuery).data?.sleeperUserId ?? null;
  // The member's own game first (and so always among the card's pairs), marked.
  const pairs = myGameFirst(matchups?.pairs ?? [], me).slice(0, MATCHUPS_CARD_LIMIT);
  const viewRosters = (pair: MatchupPair, pairWeek: number, fromAll = false) => {
    setAllOpen(false);
    setRosterOpened(true);
    rosterReturn.current = fromAll ? allButton.current : null;
    setRosterView({ pair, week: pairWeek });
  };
  // Rendered at once (not render-when-near): it is the dashboard's first card on a phone.
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <CardTitle>Week {week} Matchups</CardTitle>
          <LiveIndicator
            leagueId={leagueId}
            week={week}
            currentWeek={currentWeek}
            weekFinal={matchups?.summary.weekComplete ?? false}
          />
        </div>
        <WeekPicker week={week} lastWeek={lastWeek} currentWeek={currentWeek} onChange={onWeekChange} />
      </CardHeader>
      <CardContent className="space-y-3" onPointerOver={preloadRosterDialog} onFocus={preloadRosterDialog}>
        {isPending ? (
          <MatchupListSkeletonRows count={Math.min(MATCHUPS_CARD_LIMIT, Math.floor(teams / 2))} />
        ) : isError ? (
          <p role="alert" className="text-sm text-destructive">
            The matchups could not be loaded.
          </p>
        ) : pairs.length === 0 ? (
          <NoPairsNote week={week} playoffWeekStart={playoffWeekStart} />
        ) : (
          <MatchupList
            leagueId={leagueId}
            pairs={pairs}
            week={week}
            season={season}
            summary={matchups!.summary}
            outlooks={matchups!.outlooks}
            me={me}
            onViewRosters={viewRosters}
          />
        )}
        {/* Shown with the week's games (the list of recaps is asked with them), not before them. */}
        {!isPending && <WeekRecapLink leagueId={leagueId} season={season} week={week} />}
        <Button ref={allButton} variant="outline" className="w-full" onClick={() => setAllOpen(true)}>
          View All Matchups
        </Button>
      </CardContent>
      {allOpen && (
        <Suspense fallback={null}>
          <AllMatchupsDialog
            leagueId={leagueId}
            season={season}
            initialWeek={week}
            lastWeek={lastWeek}
            playoffWeekStart={playoffWeekStart}
            open={allOpen}
            onOpenChange={setAllOpen}
            onViewRosters={(pair, pairWeek) => viewRosters(pair, pairWeek, true)}
          />
        </Suspense>
      )}
      {rosterOpened && (
        <Suspense fallback={null}>
          <RosterMatchupDialog
            leagueId={leagueId}
            week={rosterView?.week ?? week}
            pair={rosterView?.pair ?? null}
            returnFocusTo={rosterReturn}
            onClose={() => setRosterView(null)}
          />
        </Suspense>
      )}
    </Card>
  );
}
