import { Fragment } from 'react';
import { CalendarRangeIcon, CrownIcon, TrophyIcon } from 'lucide-react';
import type { HistoryResponse } from '@common/history';
import { ManagerLink } from '@/components/ManagerLink';
import { Tile } from '@/components/Tile';

/**
 * Overview tiles (docs/product.md §2 "League History"): Total Seasons, the latest champion, the most
 * championships.
 */
export function OverviewTiles({ overview }: { overview: HistoryResponse['overview'] }) {
  const latest = overview.latestChampion;
  const most = overview.mostChampionships;
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
        value={
          most
            ? [most, ...(most.tiedWith ?? [])].map((holder, index, all) => (
                <Fragment key={holder.ownerId}>
                  {index > 0 && (index === all.length - 1 ? ' and ' : ', ')}
                  <ManagerLink ownerId={holder.ownerId}>{holder.ownerName}</ManagerLink>
                </Fragment>
              ))
            : 'None yet'
        }
        detail={
          most
            ? `${most.count} ${most.count === 1 ? 'title' : 'titles'}${most.tiedWith ? ' each' : ''}`
            : undefined
        }
      />
    </div>
  );
}
