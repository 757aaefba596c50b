import { useMemo, useState } from 'react';
import type { KeeperRosterPlayer, KeeperSelection } from '@common/keepers';
import {
  EMPTY_PICKS,
  KEEPER_SLOTS,
  SLOT_LABELS,
  assignSlot,
  checkSelection,
  choiceBlocker,
  picksOfSelection,
  type KeeperPicks,
  type KeeperSlot,
} from '@common/keeper-rules';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAdminEditSelection } from '@/entities/keeper/api';

const NONE = 'none';
const OPEN = { locked: false, deadlinePassed: false };

interface SelectionEditorProps {
  leagueId: string;
  season: string;
  rosterId: number;
  selection: KeeperSelection | undefined;
  players: KeeperRosterPlayer[];
  onDone: () => void;
}

/**
 * The admin editor (docs/product.md §5 "Admin keeper editing"): franchise choices exclude waiver players;
 * lottery choices are waiver players only, without the franchise player or its position; 'None'
 * clears a slot. The options come from the shared rules, so they match what the server accepts.
 */
export function SelectionEditor({
  leagueId,
  season,
  rosterId,
  selection,
  players,
  onDone,
}: SelectionEditorProps) {
  const [picks, setPicks] = useState<KeeperPicks>(selection ? picksOfSelection(selection) : EMPTY_PICKS);
  const byId = useMemo(() => new Map(players.map((p) => [p.playerId, p])), [players]);
  const edit = useAdminEditSelection(leagueId, season);

  function optionsFor(slot: KeeperSlot) {
    return players.filter(
      (p) => picks[slot] === p.playerId || choiceBlocker(slot, p, picks, byId, OPEN) === null,
    );
  }

  function save() {
    const check = checkSelection(picks, byId, { requireComplete: false });
    if (!check.ok) return notifyError(check.message.description);
    edit.mutate(
      {
        rosterId,
        body: {
          franchisePlayerId: picks.franchise,
          lotteryPlayer1Id: picks.lottery1,
          lotteryPlayer2Id: picks.lottery2,
          lotteryPlayer3Id: picks.lottery3,
        },
      },
      {
        onSuccess: () => {
          notifySuccess('Keeper selection saved successfully');
          onDone();
        },
        onError: (error) => notifyError('Failed to save keeper selection', error, true),
      },
    );
  }

  return (
    <div className="space-y-3">
      {KEEPER_SLOTS.map((slot) => {
        const id = `keeper-edit-${slot}`;
        return (
          <div key={slot} className="grid gap-1.5">
            <Label htmlFor={id}>{SLOT_LABELS[slot]}</Label>
            <Select
              id={id}
              value={picks[slot] ?? NONE}
              onValueChange={(value) => {
                let next = assignSlot(picks, slot, value === NONE ? null : value);
                // A new franchise can make lottery picks at its position invalid: clear those.
                if (slot === 'franchise') {
                  for (const lottery of KEEPER_SLOTS.slice(1)) {
                    const player = next[lottery] ? byId.get(next[lottery]) : undefined;
                    if (
                      player &&
                      choiceBlocker(lottery, player, assignSlot(next, lottery, null), byId, OPEN) !== null
                    ) {
                      next = assignSlot(next, lottery, null);
                    }
                  }
                }
                setPicks(next);
              }}
            >
              <option value={NONE}>None</option>
              {optionsFor(slot).map((p) => (
                <option key={p.playerId} value={p.playerId}>
                  {p.playerName} · {p.position} ·{' '}
                  {p.isWaiverPickup ? 'Waiver pickup' : `Round ${p.draftRound}`}
                </option>
              ))}
            </Select>
          </div>
        );
      })}
      <div className="flex flex-wrap gap-2">
        <Button onClick={save} disabled={edit.isPending}>
          Save
        </Button>
        <Button variant="outline" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
