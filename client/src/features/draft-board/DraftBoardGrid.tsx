import type { DraftBoard, DraftBoardCell } from '@common/drafts';
import { ManagerLink } from '@/components/ManagerLink';
import { cn } from '@/lib/cn';
import { BoardCell } from './BoardCell';

interface DraftBoardGridProps {
  board: DraftBoard;
  /** The column of the signed-in member's team ('YOUR TEAM'); null when none. */
  yourSlot: number | null;
  order: readonly string[];
  onSelect: (cell: DraftBoardCell) => void;
}

/**
 * The board: one column per team in draft-order slot, one row per round, waiver pickups below. On a
 * phone it scrolls sideways inside its frame while the team header row and the round column stay put.
 */
export function DraftBoardGrid({ board, yourSlot, order, onSelect }: DraftBoardGridProps) {
  const rows: { label: string; cells: DraftBoardCell[] }[] = [
    ...board.rows.map((cells, i) => ({ label: `R${i + 1}`, cells })),
    ...board.waiverRows.map((cells) => ({ label: 'W', cells })),
  ];
  return (
    <div
      role="region"
      aria-label={`${board.season} draft board`}
      tabIndex={0}
      className="relative max-h-[75dvh] overflow-auto rounded-xl border bg-card outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table className="border-separate border-spacing-1 text-sm">
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky top-0 left-0 z-30 min-w-12 bg-card p-1 text-xs text-muted-foreground"
            >
              Round
            </th>
            {board.teams.map((team) => (
              <th
                key={team.slot}
                scope="col"
                className={cn(
                  'sticky top-0 z-20 w-32 min-w-32 bg-card p-1 text-left align-bottom text-xs font-semibold',
                  team.slot === yourSlot && 'text-primary',
                )}
              >
                {team.slot === yourSlot && (
                  <span className="mb-0.5 block w-fit rounded bg-primary px-1.5 py-0.5 text-[10px] text-primary-foreground">
                    YOUR TEAM
                  </span>
                )}
                <ManagerLink ownerId={team.ownerId} className="line-clamp-2">
                  {team.teamName}
                </ManagerLink>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              <th
                scope="row"
                className="sticky left-0 z-10 bg-card p-1 text-center text-xs font-semibold text-muted-foreground"
              >
                {row.label}
              </th>
              {row.cells.map((cell) => (
                <td
                  key={cell.slot}
                  className={cn('h-16 p-0 align-top', cell.slot === yourSlot && 'bg-primary/5')}
                >
                  <BoardCell
                    cell={cell}
                    order={cell.player ? order.indexOf(cell.player.playerId) : -1}
                    onSelect={onSelect}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
