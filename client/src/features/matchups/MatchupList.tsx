import type { MatchupPair } from '@common/league';
import { MatchupPairCard } from './MatchupPairCard';

interface MatchupListProps {
  leagueId: string;
  pairs: MatchupPair[];
  week: number;
  season: string;
  onViewRosters: (pair: MatchupPair, week: number) => void;
}

export function MatchupList({ leagueId, pairs, week, season, onViewRosters }: MatchupListProps) {
  return (
    <ul className="space-y-3" aria-label={`Week ${week} matchups`}>
      {pairs.map((pair, index) => (
        <MatchupPairCard
          key={`${week}-${pair.matchupId}`}
          leagueId={leagueId}
          pair={pair}
          index={index}
          week={week}
          season={season}
          onViewRosters={(p) => onViewRosters(p, week)}
        />
      ))}
    </ul>
  );
}

export function MatchupListSkeletonRows({ count }: { count: number }) {
  return (
    <div className="space-y-3" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="h-28 animate-pulse rounded-lg bg-muted" />
      ))}
    </div>
  );
}
