import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MatchupPair } from '@common/league';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { useMatchups } from '@/lib/league-queries';
import { authUserQuery } from '@/lib/session';
import { MatchupList, MatchupListSkeletonRows } from './MatchupList';
import { myGameFirst } from './my-matchup';
import { NoPairsNote } from './NoPairsNote';

interface AllMatchupsDialogProps {
  leagueId: string;
  season: string;
  /** The week to open on. */
  initialWeek: number;
  /** The last week the season can have games in (weeks 1..lastWeek are offered). */
  lastWeek: number;
  /** The first playoff week (its weeks point to the bracket). */
  playoffWeekStart: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onViewRosters: (pair: MatchupPair, week: number) => void;
}

/** 'View All Matchups' (docs/product.md D6): every pair of any week, with a week picker. */
export function AllMatchupsDialog({
  leagueId,
  season,
  initialWeek,
  lastWeek,
  playoffWeekStart,
  open,
  onOpenChange,
  onViewRosters,
}: AllMatchupsDialogProps) {
  const [week, setWeek] = useState(initialWeek);
  const matchups = useMatchups(leagueId, open ? week : undefined);
  const byes = matchups.data?.byes ?? [];
  const me = useQuery(authUserQuery).data?.sleeperUserId ?? null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>All Matchups</DialogTitle>
          <DialogDescription>Every head-to-head game of the week you pick.</DialogDescription>
        </DialogHeader>
        <div className="flex items-center gap-2">
          <Label htmlFor="all-matchups-week">Week</Label>
          <Select
            id="all-matchups-week"
            className="w-32"
            value={String(week)}
            onValueChange={(value) => setWeek(Number(value))}
          >
            {Array.from({ length: lastWeek }, (_, i) => i + 1).map((w) => (
              <option key={w} value={w}>
                Week {w}
              </option>
            ))}
          </Select>
        </div>
        {matchups.isPending ? (
          <MatchupListSkeletonRows count={6} />
        ) : matchups.isError ? (
          <p role="alert" className="text-sm text-destructive">
            The matchups of Week {week} could not be loaded.
          </p>
        ) : !matchups.data || matchups.data.pairs.length === 0 ? (
          <NoPairsNote week={week} playoffWeekStart={playoffWeekStart} />
        ) : (
          <>
            <MatchupList
              leagueId={leagueId}
              pairs={myGameFirst(matchups.data.pairs, me)}
              week={week}
              season={season}
              summary={matchups.data.summary}
              outlooks={matchups.data.outlooks}
              me={me}
              onViewRosters={onViewRosters}
            />
            {byes.length > 0 && (
              <p className="text-sm text-muted-foreground">
                No game this week: {byes.map((team) => team.name).join(', ')}
              </p>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
