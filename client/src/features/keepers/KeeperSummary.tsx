import type { KeeperCandidatesResponse, KeeperRosterPlayer, KeeperSelection } from '@common/keepers';
import {
  KEEPER_SLOTS,
  SLOT_LABELS,
  lotteryMark,
  type KeeperPicks,
  type KeeperSlot,
} from '@common/keeper-rules';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { LotteryMark } from '@/entities/keeper/LotteryMark';
import { PositionBadge } from '@/entities/keeper/PositionBadge';
import { costRoundsOf, drawnRoundOf, figuresOfCandidates, franchiseRoundOf } from './candidate-figures';
import { KeeperFigures } from './KeeperFigures';
import { VerifyDrawDialog } from './VerifyDrawDialog';

/** Where a submitted slot stands: the franchise is kept, a lottery player waits for the draw or has its result. */
type SlotState = 'kept' | 'pending' | 'selected' | 'deselected' | null;

function slotState(slot: KeeperSlot, playerId: string, selection: KeeperSelection | null): SlotState {
  if (!selection?.isSubmitted) return null;
  if (slot === 'franchise') return 'kept';
  return selection.lotteryResults ? lotteryMark(selection.lotteryResults, playerId) : 'pending';
}

function StateMark({ state }: { state: SlotState }) {
  if (state === 'kept')
    return <span className="text-xs font-bold text-emerald-700 dark:text-emerald-400">✓ KEPT</span>;
  if (state === 'pending')
    return <span className="text-xs font-semibold text-muted-foreground">Awaiting the lottery</span>;
  return <LotteryMark mark={state === 'selected' || state === 'deselected' ? state : null} />;
}

/**
 * The four chosen players, each with what keeping him costs and is worth and, once submitted, where he
 * stands: the franchise kept, a lottery player awaiting the draw, then selected or not, each in his own
 * slot; and the draw's public fingerprint.
 */
export function KeeperSummary({
  picks,
  byId,
  selection,
  candidates,
}: {
  picks: KeeperPicks;
  byId: ReadonlyMap<string, KeeperRosterPlayer>;
  selection: KeeperSelection | null;
  candidates: KeeperCandidatesResponse | undefined;
}) {
  const results = selection?.lotteryResults ?? null;
  const figuresAt = figuresOfCandidates(candidates);
  const kept = new Set(results?.selectedPlayers.map((p) => p.id));
  const figuresOf = (slot: KeeperSlot, player: KeeperRosterPlayer) => {
    if (!candidates) return null;
    const { draftRounds } = candidates;
    if (slot === 'franchise' || !results)
      return figuresAt(player, costRoundsOf(player, picks, byId, draftRounds));
    // The draw settles each kept pickup's pick; the dropped player costs nothing.
    const round = drawnRoundOf(
      player.playerId,
      picks,
      kept,
      franchiseRoundOf(picks, byId, draftRounds),
      draftRounds,
    );
    return figuresAt(player, round === null ? [] : [round]);
  };
  return (
    <Card role="region" aria-label="Your Keepers">
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold tracking-tight">Your Keepers</h2>
      </CardHeader>
      <CardContent className="space-y-3">
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {KEEPER_SLOTS.map((slot) => {
            const id = picks[slot];
            const player = id ? byId.get(id) : undefined;
            const state = id ? slotState(slot, id, selection) : null;
            const figures = player ? figuresOf(slot, player) : null;
            return (
              <li
                key={slot}
                className="space-y-1 rounded-md border px-3 py-2 text-sm"
                data-testid={`keeper-slot-${slot}`}
              >
                <div className="flex flex-wrap items-center justify-between gap-x-2">
                  <span className="text-xs font-semibold text-muted-foreground uppercase">
                    {SLOT_LABELS[slot]}
                  </span>
                  <StateMark state={state} />
                </div>
                {player ? (
                  <>
                    <div className="flex items-center gap-2">
                      <PositionBadge position={player.position} />
                      <span
                        className={cn(
                          'min-w-0 font-medium break-words',
                          state === 'deselected' && 'line-through',
                        )}
                      >
                        {player.playerName}
                      </span>
                    </div>
                    {figures && <KeeperFigures figures={figures} />}
                  </>
                ) : (
                  <p className="text-muted-foreground">Not chosen yet</p>
                )}
              </li>
            );
          })}
        </ul>
        {selection?.lotterySeedHash && (
          <div className="flex flex-wrap items-center gap-3 text-xs text-muted-foreground">
            <p className="min-w-0 flex-1">
              {results ? 'Lottery drawn. ' : 'The lottery is fixed: '}
              fingerprint{' '}
              <span className="font-mono break-all">{selection.lotterySeedHash.slice(0, 16)}…</span>
            </p>
            <VerifyDrawDialog selection={selection} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
