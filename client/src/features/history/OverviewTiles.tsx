import { CalendarRangeIcon, CrownIcon, TrophyIcon } from 'lucide-react';
import type { HistoryResponse } from '@common/history';
import { ManagerLink } from '@/components/ManagerLink';
import { Tile } from '@/components/Tile';
import { HolderList } from './HolderList';

const titles = (count: number) => `${count} ${count === 1 ? 'title' : 'titles'}`;

/**
 * Overview tiles (docs/product.md §2 "League History"): Total Seasons, the latest champion, the most
 * championships.
 */
export function OverviewTiles({ overview }: { overview: HistoryResponse['overview'] }) {
  const latest = overview.latestChampion;
  const most = overview.mostChampionships;
  const tied = Boolean(most?.tiedWith);
  const holders = most && (
    <HolderList holders={[most, ...(most.tiedWith ?? [])]} keyOf={(holder) => holder.ownerId}>
      {(holder) => <ManagerLink ownerId={holder.ownerId}>{holder.ownerName}</ManagerLink>}
    </HolderList>
  );
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <Tile
        testId="tile-total-seasons"
        icon={CalendarRangeIcon}
        label="Total Seasons"
        value={String(overview.totalSeasons)}
      />
      <Tile
        testId="tile-latest-champion"
        icon={TrophyIcon}
        label={latest ? `${latest.season} Champion` : 'Latest Champion'}
        value={latest ? <ManagerLink ownerId={latest.ownerId}>{latest.teamName}</ManagerLink> : 'None yet'}
        detail={latest?.ownerName}
      />
      <Tile
        testId="tile-most-championships"
        icon={CrownIcon}
        label="Most Championships"
        // A tie names every holder, in the smaller line that wraps freely: three names did not fit the
        // tile's two large lines.
        value={most ? (tied ? `${titles(most.count)} each` : holders) : 'None yet'}
        detail={most ? (tied ? holders : titles(most.count)) : undefined}
      />
    </div>
  );
}
