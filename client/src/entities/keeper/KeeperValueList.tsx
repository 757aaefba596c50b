import type { KeeperValue } from '@common/almanac';
import { withArticle } from '@common/english';
import { ordinal } from '@common/ordinal';
import { ManagerLink } from '@/components/ManagerLink';
import { cn } from '@/lib/cn';
import { formatPoints, formatSignedPoints } from '@/lib/format';
import { RecordFigure } from '@/entities/record/RecordList';

const SOURCES: Record<KeeperValue['source'], string> = {
  draft: ', kept from the draft',
  waiver: ', a waiver pickup kept',
  unknown: '',
};

/** "a 4th-round pick", "an 8th-round pick". */
export function roundPick(round: number): string {
  return withArticle(`${ordinal(round)}-round pick`);
}

/** "2023: cost a 4th-round pick (no. 42), kept from the draft". */
export function keeperCost(keeper: KeeperValue): string {
  return `${keeper.season}: cost ${roundPick(keeper.round)} (no. ${keeper.pickNo})${SOURCES[keeper.source]}`;
}

/** "365.6 pts in 17 starts": a player's points in his team's starting lineups. */
export function pointsInStarts(startedPoints: number, starts: number): string {
  return `${formatPoints(startedPoints)} pts in ${starts} ${starts === 1 ? 'start' : 'starts'}`;
}

/** "365.6 pts in 17 starts; a 4th-round pick averages 202.9" (", so far" while the season runs). */
export function keeperReturn(keeper: KeeperValue): string {
  return `${pointsInStarts(keeper.startedPoints, keeper.starts)}; ${roundPick(keeper.round)} averages ${formatPoints(keeper.expected)}${keeper.final ? '' : ', so far'}`;
}

/**
 * What an empty best (or worst) list says. The lists hold keepers who played, above (best) or below
 * (worst) their round's average (decision 0016): with keepers on the other side only, none is missing.
 */
export function emptyKeeperListText(
  side: 'best' | 'worst',
  lists: { best: readonly KeeperValue[]; worst: readonly KeeperValue[] },
): string | null {
  if (lists[side].length > 0) return null;
  if (lists.best.length === 0 && lists.worst.length === 0) return 'No keepers yet';
  return side === 'best'
    ? "No keeper has beaten his round's average yet"
    : "No keeper has fallen short of his round's average yet";
}

/**
 * Keepers measured against the round they cost (decision 0016, keeper values): the value over what
 * that round produced on average, who kept him, and the round and the points behind the figure.
 */
export function KeeperValueList({
  keepers,
  className,
}: {
  keepers: readonly KeeperValue[];
  className?: string;
}) {
  return (
    <ol className={cn('space-y-2', className)}>
      {keepers.map((keeper) => (
        <li
          key={`${keeper.season}-${keeper.pickNo}`}
          className="flex items-baseline gap-3 text-sm"
          data-testid="keeper-value"
          data-player-id={keeper.playerId}
          data-season={keeper.season}
        >
          <RecordFigure value={formatSignedPoints(keeper.value)} unit="pts" wide />
          <span className="min-w-0">
            <span className="font-medium">{keeper.name}</span>
            {keeper.position && (
              <span className="ml-1 text-xs text-muted-foreground">{keeper.position}</span>
            )}{' '}
            <span className="text-muted-foreground">for </span>
            <ManagerLink ownerId={keeper.ownerId}>{keeper.teamName}</ManagerLink>
            <span className="block text-xs text-muted-foreground">{keeperCost(keeper)}</span>
            <span className="block text-xs text-muted-foreground tabular-nums">{keeperReturn(keeper)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
