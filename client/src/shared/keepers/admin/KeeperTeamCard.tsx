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
  const names = selection ? lotteryNames(selection) : [];
  return (
    <Card data-testid={`keeper-admin-${team.rosterId}`}>
      <CardHeader className="flex-row flex-wrap items-center gap-3 space-y-0">
        <TeamAvatar avatar={team.avatar} name={team.teamName} colorKey={team.rosterId} />
        <div className="min-w-0 flex-1">
          <CardTitle className="truncate text-base">
            <ManagerLink ownerId={team.ownerId}>{team.teamName}</ManagerLink>
          </CardTitle>
          <p className="truncate text-sm text-muted-foreground">{team.ownerDisplayName}</p>
        </div>
        <div className="flex gap-1">
          <Badge variant={count === KEEPER_SLOT_COUNT ? 'default' : 'outline'}>
            {count}/{KEEPER_SLOT_COUNT} Keepers
          </Badge>
          {selection?.isSubmitted && <Badge variant="success">Submitted</Badge>}
        </div>
      </CardHeader>
      <CardContent className="space-y-3">
        {!selection || count === 0 ? (
          <p className="text-sm text-muted-foreground">No keepers selected yet</p>
        ) : (
          <ul className="space-y-1.5 text-sm">
            <li className="flex flex-wrap items-center gap-2">
              <span className="w-16 text-xs font-semibold text-muted-foreground uppercase">Franchise</span>
              {selection.franchisePlayerId ? (
                <>
                  <PositionBadge position={selection.franchisePlayerPosition} />
                  <span className="font-medium">{selection.franchisePlayerName}</span>
                  <span className="text-xs text-muted-foreground">
                    {selection.franchisePlayerDraftRound !== null
                      ? `Round ${selection.franchisePlayerDraftRound}`
                      : 'Waiver pickup'}
                  </span>
                </>
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
                <li key={i} className="flex flex-wrap items-center gap-2">
                  <span className="w-16 text-xs font-semibold text-muted-foreground uppercase">
                    Lottery {i + 1}
                  </span>
                  <PositionBadge position={position} />
                  <span className={cn(lotteryMark(results, id) === 'deselected' && 'line-through')}>
                    {name}
                  </span>
                  <LotteryMark mark={lotteryMark(results, id)} />
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
