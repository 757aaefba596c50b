import type { DraftBoardCell } from '@common/drafts';
import { cn } from '@/lib/cn';
import { positionClass } from '@/entities/keeper/PositionBadge';

interface BoardCellProps {
  cell: DraftBoardCell;
  /** Position in the keeper-mode order (0 = franchise), or -1. */
  order: number;
  onSelect: (cell: DraftBoardCell) => void;
}

const ORDER_LABELS = ['Franchise', 'Lottery 1', 'Lottery 2', 'Lottery 3'];

/** One pick: the player in position colours, K / W / T badges, 'Now on: {team}' for a traded player. */
export function BoardCell({ cell, order, onSelect }: BoardCellProps) {
  const { player } = cell;
  if (!player) {
    return (
      <div className="relative h-full min-h-16 rounded-md border border-dashed border-muted">
        <span className="sr-only">Empty pick</span>
      </div>
    );
  }
  // A dropped player (on no roster now) cannot be selected.
  const dropped = cell.currentRosterId === null;
  const selected = order >= 0;
  // The button is named by what it shows, in the order shown (WCAG 2.5.3: a member who speaks to
  // their phone says what they see), with what only the colours and letter marks tell around it.
  const before = cell.pickNo !== null ? `Pick ${cell.pickNo}, ` : 'Waiver pickup, ';
  const after = [
    cell.isKeeper ? 'keeper' : null,
    cell.isWaiver ? 'waiver' : null,
    dropped ? 'dropped' : null,
  ].filter(Boolean);
  return (
    <button
      type="button"
      disabled={dropped}
      aria-pressed={selected}
      data-player-name={player.name}
      onClick={() => onSelect(cell)}
      className={cn(
        'flex h-full min-h-16 w-full flex-col items-start gap-0.5 rounded-md border p-1.5 text-left text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed',
        positionClass(player.position),
        dropped && 'opacity-50',
        selected && 'ring-2 ring-primary ring-offset-1 ring-offset-background',
      )}
    >
      <span className="sr-only">{before}</span>
      <span className="flex w-full items-center gap-1">
        <span className="font-bold">{player.position}</span>
        <span className="truncate">{player.team ?? ''}</span>
        <span className="ml-auto flex gap-0.5">
          {cell.isKeeper && <CellBadge title="Keeper">K</CellBadge>}
          {cell.isWaiver && <CellBadge title="Waiver pickup">W</CellBadge>}
          {cell.nowOn && <CellBadge title="Traded">T</CellBadge>}
        </span>
      </span>
      <span className={cn('line-clamp-2 font-semibold leading-tight', dropped && 'line-through')}>
        {player.name}
      </span>
      {cell.nowOn && (
        <span className="text-[11px] leading-tight break-words">Now on: {cell.nowOn.teamName}</span>
      )}
      {cell.isPending && <span className="text-[11px] leading-tight italic">Lottery pending</span>}
      {selected && <span className="text-[11px] font-bold leading-tight">{ORDER_LABELS[order]}</span>}
      {after.length > 0 && <span className="sr-only">({after.join(', ')})</span>}
    </button>
  );
}

/** A cell's letter mark (K, W, T); the cell's label says it in words. */
export function CellBadge({ children, title }: { children: string; title: string }) {
  return (
    <abbr
      title={title}
      className="rounded bg-background/80 px-1 text-[10px] font-bold text-foreground no-underline"
      aria-hidden="true"
    >
      {children}
    </abbr>
  );
}
