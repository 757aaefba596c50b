import type { KeeperSelection } from '@common/keepers';
import {
  KEEPER_SLOT_COUNT,
  chosenCount,
  isComplete,
  lotteryMark,
  picksOfSelection,
} from '@common/keeper-rules';
import type { RosterResponse } from '@common/league';
import { ManagerLink } from '@/components/ManagerLink';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { TeamAvatar } from '@/components/TeamAvatar';
import { cn } from '@/lib/cn';
import { LotteryMark } from '../LotteryMark';
import { PositionBadge } from '../PositionBadge';
import { ConfirmButton } from '@/components/ConfirmButton';
import { lotteryNames } from './use-keeper-admin';
import type { AdminAction } from '../api';

/** A slot's name: wide enough for 'FRANCHISE' (it ran under the position badge at w-16), never shrunk. */
const SLOT_LABEL = 'w-20 shrink-0 text-xs font-semibold whitespace-nowrap text-muted-foreground uppercase';
/** A slot's row: the name in its own column, the player (badge, name, round or mark) wrapping beside it. */
const SLOT_ROW = 'flex items-center gap-2';
const SLOT_PLAYER = 'flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1';

interface KeeperTeamCardProps {
  team: RosterResponse;
  selection: KeeperSelection | undefined;
  busy?: boolean;
  /** The admin actions; without it the card is read-only (the pre-draft Keeper Selections view). */
  onAction?: (action: AdminAction, rosterId: number) => void;
}

/**
 * docs/product.md §2 "Keepers tab": per roster 'n/4 Keepers' and 'Submitted' badges, the franchise player
 * with its round or 'Waiver pickup', the lottery players with the lottery's marks, and the admin actions each
 * offered only in the state where it applies (docs/product.md §4).
 */
export function KeeperTeamCard({ team, selection, busy = false, onAction }: KeeperTeamCardProps) {
  const picks = selection ? picksOfSelection(selection) : null;
  const count = picks ? chosenCount(picks) : 0;
  const results = selection?.lotteryResults ?? null;
  // After the lottery the count is of the players kept: the franchise and the two the draw kept.
  const kept = results ? (picks?.franchise ? 1 : 0) + results.selectedPlayers.length : null;
  const names = selection ? lotteryNames(selection) : [];
  return (
    <Card data-testid={`keeper-admin-${team.rosterId}`}>
      <CardHeader className="flex-row flex-wrap items-center gap-3 space-y-0">
        <TeamAvatar avatar={team.avatar} name={team.teamName} colorKey={team.rosterId} />
        {/* Names whole: where the badges leave the name too little room, they go under it. */}
        <div className="min-w-0 flex-1 basis-36">
          <CardTitle className="text-base break-words">
            <ManagerLink ownerId={team.ownerId}>{team.teamName}</ManagerLink>
          </CardTitle>
          <p className="text-sm break-words text-muted-foreground">{team.ownerDisplayName}</p>
        </div>
        <div className="flex flex-wrap gap-1">
          <Badge variant={count === KEEPER_SLOT_COUNT ? 'default' : 'outline'} data-testid="keeper-count">
            {kept !== null ? `${kept} kept of ${count} chosen` : `${count}/${KEEPER_SLOT_COUNT} Keepers`}
          </Badge>
          {selection?.isSubmitted && <Badge variant="success">Submitted</Badge>}
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        {!selection || count === 0 ? (
          <p className="text-sm text-muted-foreground">No keepers selected yet</p>
        ) : (
          <ul className="space-y-1.5 text-sm">
            <li className={SLOT_ROW}>
              <span className={SLOT_LABEL}>Franchise</span>
              {selection.franchisePlayerId ? (
                <span className={SLOT_PLAYER}>
                  <PositionBadge position={selection.franchisePlayerPosition} />
                  <span className="font-medium">{selection.franchisePlayerName}</span>
                  <span className="text-xs text-muted-foreground">
                    {selection.franchisePlayerDraftRound !== null
                      ? `Round ${selection.franchisePlayerDraftRound}`
                      : 'Waiver pickup'}
                  </span>
                </span>
              ) : (
                <span className="text-muted-foreground">—</span>
              )}
            </li>
            {(
              [
                [selection.lotteryPlayer1Id, selection.lotteryPlayer1Name, selection.lotteryPlayer1Position],
                [selection.lotteryPlayer2Id, selection.lotteryPlayer2Name, selection.lotteryPlayer2Position],
                [selection.lotteryPlayer3Id, selection.lotteryPlayer3Name, selection.lotteryPlayer3Position],
              ] as const
            ).map(([id, name, position], i) =>
              id ? (
                <li key={i} className={SLOT_ROW}>
                  <span className={SLOT_LABEL}>Lottery {i + 1}</span>
                  <span className={SLOT_PLAYER}>
                    <PositionBadge position={position} />
                    <span className={cn(lotteryMark(results, id) === 'deselected' && 'line-through')}>
                      {name}
                    </span>
                    <LotteryMark mark={lotteryMark(results, id)} />
                  </span>
                </li>
              ) : null,
            )}
          </ul>
        )}
        {selection && onAction && (
          <div className="flex flex-wrap gap-2">
            {selection.isSubmitted && (
              <ConfirmButton
                label="Unlock"
                title={`Unlock ${team.teamName}?`}
                description="This unlocks the keeper selections so they can be edited again and will clear any lottery results."
                disabled={busy}
                onConfirm={() => onAction('unlock', team.rosterId)}
              />
            )}
            {selection.isSubmitted && !results && (
              <ConfirmButton
                label="Run Lottery"
                title={`Run the lottery for ${team.teamName}?`}
                description="The lottery will randomly select 2 out of 3 lottery players to keep:"
                details={
                  <ul className="list-disc pl-5 text-sm">
                    {names.map((name) => (
                      <li key={name}>{name}</li>
                    ))}
                  </ul>
                }
                disabled={busy}
                onConfirm={() => onAction('lottery', team.rosterId)}
              />
            )}
            {!selection.isSubmitted && picks && isComplete(picks) && (
              <ConfirmButton
                label="Force Submit"
                title={`Force submit for ${team.teamName}?`}
                description="This will lock their current 4 keeper selections."
                disabled={busy}
                onConfirm={() => onAction('force-submit', team.rosterId)}
              />
            )}
            <ConfirmButton
              label="Delete"
              destructive
              title={`Delete the keeper selection of ${team.teamName}?`}
              description="This action cannot be undone."
              disabled={busy}
              onConfirm={() => onAction('delete', team.rosterId)}
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
