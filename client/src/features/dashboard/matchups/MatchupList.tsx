import type { MatchupPair, TeamOutlook } from '@common/league';
import type { WeekPlay } from './result-line';
import { cn } from '@/lib/cn';
import { isMine } from './my-matchup';
import { MatchupPairCard } from './MatchupPairCard';

interface MatchupListProps {
  leagueId: string;
  /** In the order shown (the member's own game first: ./my-matchup.ts). */
  pairs: MatchupPair[];
  week: number;
  season: string;
  summary: WeekPlay;
  outlooks: readonly TeamOutlook[];
  /** The signed-in member's Sleeper user id: their game is marked. */
  me: string | null;
  onViewRosters: (pair: MatchupPair, week: number) => void;
}

export function MatchupList({
  leagueId,
  pairs,
  week,
  season,
  summary,
  outlooks,
  me,
  onViewRosters,
}: MatchupListProps) {
  return (
    <ul className="space-y-3" aria-label={`Week ${week} matchups`}>
      {pairs.map((pair) => (
        <MatchupPairCard
          key={`${week}-${pair.matchupId}`}
          leagueId={leagueId}
          pair={pair}
          week={week}
          season={season}
          summary={summary}
          outlooks={outlooks}
          me={me}
          mine={isMine(pair, me)}
          onViewRosters={(p) => onViewRosters(p, week)}
        />
      ))}
    </ul>
  );
}

/**
 * Placeholders of a pair card's own height (186 px on a phone, where the two teams stack; 106 px
 * wider), the first as tall as the member's own card with its label, so that the cards below do not
 * move when the pairs arrive.
 */
export function MatchupListSkeletonRows({ count }: { count: number }) {
  return (
    <div className="space-y-3" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          className={cn(
            'animate-pulse rounded-lg bg-muted',
            i === 0 ? 'h-[210px] sm:h-[130px]' : 'h-[186px] sm:h-[106px]',
          )}
        />
      ))}
    </div>
  );
}
