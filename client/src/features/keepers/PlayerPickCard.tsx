import { CheckIcon } from 'lucide-react';
import type { KeeperRosterPlayer } from '@common/keepers';
import { cn } from '@/lib/cn';
import { PositionBadge } from '@/entities/keeper/PositionBadge';
import { KeeperFigures } from './KeeperFigures';
import type { CandidateFigures } from './candidate-figures';

interface PlayerPickCardProps {
  player: KeeperRosterPlayer;
  /** His season so far and what keeping him costs and is worth; null when the season has no figures. */
  figures: CandidateFigures | null;
  selected: boolean;
  /** Why it cannot be chosen for this slot (shown on the card); null when it can. */
  blocker: string | null;
  onPick: () => void;
}

/**
 * A roster player with a selection circle and the figures to choose by. A blocked card stays focusable
 * and clickable (aria-disabled) so a tap explains the rule instead of doing nothing.
 */
export function PlayerPickCard({ player, figures, selected, blocker, onPick }: PlayerPickCardProps) {
  const blocked = blocker !== null;
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      aria-disabled={blocked || undefined}
      onClick={onPick}
      data-testid="keeper-candidate"
      data-player-id={player.playerId}
      className={cn(
        'flex min-h-16 w-full items-start gap-3 rounded-lg border bg-card p-3 text-left transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
        selected ? 'border-primary bg-primary/5 ring-1 ring-primary' : 'hover:bg-muted',
        blocked && !selected && 'opacity-60',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border-2',
          selected ? 'border-primary bg-primary text-primary-foreground' : 'border-muted-foreground/40',
        )}
      >
        {selected && <CheckIcon className="size-4" />}
      </span>
      <span className="min-w-0 flex-1 space-y-1">
        <span className="block font-medium break-words">{player.playerName}</span>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
          <PositionBadge position={player.position} />
          <span>{player.team ?? 'FA'}</span>
          <span>{player.isWaiverPickup ? 'Waiver pickup' : `Round ${player.draftRound}`}</span>
        </span>
        {figures && <KeeperFigures figures={figures} />}
        {blocker && <span className="block text-xs text-muted-foreground">{blocker}</span>}
      </span>
    </button>
  );
}
