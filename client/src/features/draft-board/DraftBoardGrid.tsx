import { useEffect, useRef, type ReactNode } from 'react';
import { draftTitle, type DraftBoard, type DraftBoardCell, type DraftBoardTeam } from '@common/drafts';
import { ManagerLink } from '@/components/ManagerLink';
import { cn } from '@/lib/cn';

/** The table's border spacing (border-spacing-1), kept between the member's column and the frame. */
const CELL_SPACING = 4;

interface DraftBoardGridProps {
  board: DraftBoard;
  /** The column of the signed-in member's team ('YOUR TEAM'); null when none. */
  yourSlot: number | null;
  /** A cell's content: the board's pick (selectable in keeper mode) or its report card. */
  renderCell: (cell: DraftBoardCell, team: DraftBoardTeam | undefined) => ReactNode;
  /** Under a team's name (its report card grade). */
  renderTeamNote?: (team: DraftBoardTeam) => ReactNode;
  /** The waiver pickups' rows under the rounds: not picks, so the report card leaves them out. */
  waiverRows?: boolean;
  /** The scroll region's name. */
  label?: string;
}

/**
 * The board: one column per team in draft-order slot, one row per round, waiver pickups below. On a
 * phone it scrolls sideways inside its frame while the team header row and the round column stay put.
 */
export function DraftBoardGrid({
  board,
  yourSlot,
  renderCell,
  renderTeamNote,
  waiverRows = true,
  label = `${draftTitle(board.season, board.rookieDraft)} board`,
}: DraftBoardGridProps) {
  const rows: { label: string; cells: DraftBoardCell[] }[] = [
    ...board.rows.map((cells, i) => ({ label: `R${i + 1}`, cells })),
    ...(waiverRows ? board.waiverRows.map((cells) => ({ label: 'W', cells })) : []),
  ];
  const teamOf = new Map(board.teams.map((team) => [team.slot, team]));
  const region = useRef<HTMLDivElement>(null);
  // The member's own column in view when the board opens: on a desktop it was the ninth of twelve,
  // past the frame's right edge, and a member looked for their picks first.
  useEffect(() => {
    const frame = region.current;
    const column = frame?.querySelector<HTMLElement>('[data-your-team]');
    if (!frame || !column) return;
    const own = column.getBoundingClientRect();
    // Inside the frame's border, with the cells' spacing to spare; the round column stays put at the
    // left edge, over what scrolls under it.
    const left = (frame.querySelector('th')?.getBoundingClientRect().right ?? 0) + CELL_SPACING;
    const right = frame.getBoundingClientRect().left + frame.clientLeft + frame.clientWidth - CELL_SPACING;
    if (own.right > right) frame.scrollLeft += own.right - right;
    else if (own.left < left) frame.scrollLeft -= left - own.left;
  }, [board.season, yourSlot]);
  return (
    <div
      ref={region}
      role="region"
      aria-label={label}
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
                data-your-team={team.slot === yourSlot || undefined}
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
                <ManagerLink ownerId={team.ownerId} className="break-words">
                  {team.teamName}
                </ManagerLink>
                {renderTeamNote?.(team)}
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
                  {renderCell(cell, teamOf.get(cell.slot))}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
