import { FlameIcon, UsersIcon } from 'lucide-react';
import type { MatchupPair, TeamOutlook } from '@common/league';
import type { MatchupRoastBody } from '@common/roasts';
import { ROAST_FALLBACKS } from '@common/roast-texts';
import { roundLeader } from '@common/two-week-round';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatPoints } from '@/lib/format';
import { useAppName } from '@/lib/league';
import { MatchupTeamSide } from './MatchupTeamSide';
import { mySideFirst } from './my-matchup';
import { resultLine, type WeekPlay } from './result-line';
import { useRoast } from './roast';
import { apiPath } from '@/lib/query-url';

interface MatchupPairCardProps {
  leagueId: string;
  pair: MatchupPair;
  week: number;
  season: string;
  /** Where the week's games stand: the result line's words follow it. */
  summary: WeekPlay;
  /** While the week is played: each team's outlook (players left, projected final, chance). */
  outlooks: readonly TeamOutlook[];
  /** The signed-in member's Sleeper user id: their game is marked, their team first. */
  me: string | null;
  /** The signed-in member's own game: marked, and first in the list. */
  mine: boolean;
  onViewRosters: (pair: MatchupPair) => void;
}

/**
 * One head-to-head pair with its result line, 'View Rosters' and a Roast button (Roast / Loading... /
 * Another roast: the specified 'New' read as a new game; docs/product.md §2).
 */
export function MatchupPairCard({
  leagueId,
  pair,
  week,
  season,
  summary,
  outlooks,
  me,
  mine,
  onViewRosters,
}: MatchupPairCardProps) {
  const [first, second] = mySideFirst(pair, me);
  const appName = useAppName();
  const roast = useRoast<MatchupRoastBody>(apiPath`/api/league/${leagueId}/matchup-roast`, {
    failed: ROAST_FALLBACKS.matchupFailed,
    crashed: ROAST_FALLBACKS.matchupCrashed,
    personalityName: `${appName} Bot`,
  });
  // A live roast tells the scores it was written from; the card moves on.
  const written = roast.data?.liveScores;
  const writtenScore = (side: MatchupPair['home']) =>
    side.rosterId === pair.home.rosterId ? written?.team1 : written?.team2;
  const scoresMoved =
    written != null &&
    [first, second].some((side) => Math.abs((writtenScore(side) ?? side.points) - side.points) >= 0.05);
  // Before kickoff nobody is ahead, whatever the scores say (0-0, or a provider's placeholder); in a
  // two-week round, ahead on the round's sum, as the result line says.
  const leader = pair.round
    ? (roundLeader(pair.round, pair.home, pair.away)?.rosterId ?? null)
    : pair.winnerRosterId;
  const ahead = summary.state === 'upcoming' ? null : leader;
  const ask = () =>
    roast.mutate({
      // The provider's matchup ids run 1..n in the week's order: the roast finds a pair by its position.
      matchupId: pair.matchupId,
      week,
      season,
      team1: { teamName: pair.home.name, ownerName: pair.home.username, points: pair.home.points },
      team2: { teamName: pair.away.name, ownerName: pair.away.username, points: pair.away.points },
    });
  return (
    <li
      className={cn('@container rounded-lg border p-3', mine && 'border-primary ring-1 ring-primary')}
      data-testid="matchup-pair"
      data-matchup-id={pair.matchupId}
      data-mine={mine || undefined}
      aria-label={mine ? `Your matchup: ${first.name} vs ${second.name}` : undefined}
    >
      {mine && (
        <p className="mb-2 text-xs font-semibold tracking-wide text-primary uppercase">Your matchup</p>
      )}
      <div className="flex flex-col gap-2 @lg:flex-row @lg:items-center @lg:gap-3">
        <MatchupTeamSide
          team={first}
          ahead={ahead === first.rosterId}
          outlook={outlooks.find((o) => o.rosterId === first.rosterId)}
        />
        <span className="hidden text-xs font-semibold text-muted-foreground @lg:block" aria-hidden="true">
          vs
        </span>
        <MatchupTeamSide
          team={second}
          ahead={ahead === second.rosterId}
          outlook={outlooks.find((o) => o.rosterId === second.rosterId)}
          align="right"
        />
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">{resultLine(pair, summary)}</p>
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
            {roast.isPending ? 'Loading...' : roast.data ? 'Another roast' : 'Roast'}
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
          {scoresMoved && (
            <p className="mt-1 text-xs text-muted-foreground" data-testid="roast-written-at">
              Written at {formatPoints(writtenScore(first) ?? 0)} to {formatPoints(writtenScore(second) ?? 0)}
              ; the score has moved since. Another roast writes one from the score above.
            </p>
          )}
        </blockquote>
      )}
    </li>
  );
}
