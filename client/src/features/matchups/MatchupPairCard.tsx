import { FlameIcon, UsersIcon } from 'lucide-react';
import type { MatchupPair } from '@common/league';
import type { MatchupRoastBody } from '@common/roasts';
import { ROAST_FALLBACKS } from '@common/roast-texts';
import { Button } from '@/components/ui/button';
import { useAppName } from '@/lib/league';
import { MatchupTeamSide } from './MatchupTeamSide';
import { resultLine } from './result-line';
import { useRoast } from './roast';

interface MatchupPairCardProps {
  leagueId: string;
  pair: MatchupPair;
  /** Position on the card (the roast's matchupId is index + 1, spec section 7). */
  index: number;
  week: number;
  season: string;
  onViewRosters: (pair: MatchupPair) => void;
}

/** One head-to-head pair with its result line, 'View Rosters' and a Roast button (Roast / Loading... / New). */
export function MatchupPairCard({
  leagueId,
  pair,
  index,
  week,
  season,
  onViewRosters,
}: MatchupPairCardProps) {
  const appName = useAppName();
  const roast = useRoast<MatchupRoastBody>(`/api/league/${leagueId}/matchup-roast`, {
    failed: ROAST_FALLBACKS.matchupFailed,
    crashed: ROAST_FALLBACKS.matchupCrashed,
    personalityName: `${appName} Bot`,
  });
  const ask = () =>
    roast.mutate({
      matchupId: index + 1,
      week,
      season,
      team1: { teamName: pair.home.name, ownerName: pair.home.username, points: pair.home.points },
      team2: { teamName: pair.away.name, ownerName: pair.away.username, points: pair.away.points },
    });
  return (
    <li className="rounded-lg border p-3" data-testid="matchup-pair" data-matchup-id={pair.matchupId}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
        <MatchupTeamSide team={pair.home} winning={pair.winnerRosterId === pair.home.rosterId} />
        <span className="hidden text-xs font-semibold text-muted-foreground sm:block" aria-hidden="true">
          vs
        </span>
        <MatchupTeamSide
          team={pair.away}
          winning={pair.winnerRosterId === pair.away.rosterId}
          align="right"
        />
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">{resultLine(pair)}</p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" className="h-11 sm:h-9" onClick={() => onViewRosters(pair)}>
            <UsersIcon aria-hidden="true" /> View Rosters
          </Button>
          <Button
            variant="secondary"
            size="sm"
            className="h-11 sm:h-9"
            onClick={ask}
            disabled={roast.isPending}
          >
            <FlameIcon aria-hidden="true" />
            {roast.isPending ? 'Loading...' : roast.data ? 'New' : 'Roast'}
          </Button>
        </div>
      </div>
      {roast.data && !roast.isPending && (
        <blockquote
          className="mt-2 rounded-md bg-orange-50 p-2 text-sm dark:bg-orange-950/40"
          aria-live="polite"
        >
          <p>{roast.data.roast}</p>
          <footer className="mt-1 text-xs font-semibold text-orange-700 dark:text-orange-300">
            — {roast.data.personalityName}
          </footer>
        </blockquote>
      )}
    </li>
  );
}
