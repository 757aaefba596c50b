import type { ReactNode } from 'react';
import { CalendarRangeIcon, CrownIcon, TrophyIcon } from 'lucide-react';
import type { HistoryResponse } from '@common/history';
import { ManagerLink } from '@/components/ManagerLink';
import { Card, CardContent } from '@/components/ui/card';

function Tile({
  icon: Icon,
  label,
  value,
  detail,
  testId,
}: {
  icon: typeof TrophyIcon;
  label: string;
  value: ReactNode;
  detail?: string | undefined;
  testId: string;
}) {
  return (
    <Card data-testid={testId}>
      <CardContent className="flex items-center gap-3 p-4 sm:p-4">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <div className="text-xs font-medium text-muted-foreground uppercase">{label}</div>
          <div className="truncate text-lg font-semibold">{value}</div>
          {detail && <div className="truncate text-xs text-muted-foreground">{detail}</div>}
        </div>
      </CardContent>
    </Card>
  );
}

/** Overview tiles (spec): Total Seasons, the latest champion, the most championships. */
export function OverviewTiles({ overview }: { overview: HistoryResponse['overview'] }) {
  const latest = overview.latestChampion;
  const most = overview.mostChampionships;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
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
        value={most ? <ManagerLink ownerId={most.ownerId}>{most.ownerName}</ManagerLink> : 'None yet'}
        detail={most ? `${most.count} ${most.count === 1 ? 'title' : 'titles'}` : undefined}
      />
    </div>
  );
}
