import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeftIcon } from 'lucide-react';
import { draftSeasonLabel, type DraftBoardCell } from '@common/drafts';
import {
  KEEPER_SLOT_COUNT,
  checkBoardSave,
  orderFromPicks,
  picksOfSelection,
  toggleBoardPick,
} from '@common/keeper-rules';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/use-auth';
import { useKeeperSeason, useOwnSelection, useRosterPlayers, useSaveSelection } from '@/entities/keeper/api';
import { errorMessage, errorStatus } from '@/lib/api';
import { boardAddress, defaultBoardYear, useDraftBoard, useDraftHistory } from '@/entities/draft/api';
import { BoardCell } from './BoardCell';
import { BoardArea } from './BoardStates';
import { DraftBoardGrid } from './DraftBoardGrid';
import { ReportView } from './ReportView';
import { ViewToggle } from './ViewToggle';

/**
 * Historical Draft Boards (docs/product.md §2 "Historical Draft Boards", §4, §5, §9) and each
 * draft's report card. The season and the view are kept in the address (?season=2024&view=report).
 */
export default function DraftBoardPage() {
  const { user } = useAuth();
  const { leagueId, season: keeperSeason, offered } = useKeeperSeason();
  // A redraft or dynasty league picks no keepers: no keeper bar, and none of its keeper data asked.
  const keeperLeague = offered !== false;
  const keeperLeagueId = keeperLeague ? leagueId : undefined;
  const history = useDraftHistory(leagueId);
  const [params, setParams] = useSearchParams();
  const { season: asked, view } = boardAddress(params);
  const seasons = history.data?.seasons ?? [];
  const year = asked ?? defaultBoardYear(seasons);
  const board = useDraftBoard(leagueId, year);
  const own = useOwnSelection(keeperLeagueId, keeperSeason);
  const players = useRosterPlayers(keeperLeagueId, user?.rosterId);
  const save = useSaveSelection(leagueId, keeperSeason);

  const [keeperMode, setKeeperMode] = useState(false);
  const [order, setOrder] = useState<string[]>([]);
  const savedOrder = useMemo(() => (own.data ? orderFromPicks(picksOfSelection(own.data)) : []), [own.data]);
  const byId = useMemo(() => new Map((players.data ?? []).map((p) => [p.playerId, p])), [players.data]);

  const isKeeperBoard = year !== undefined && year === keeperSeason;
  const submitted = own.data?.isSubmitted ?? false;
  const canSelect = isKeeperBoard && user?.rosterId != null && !submitted;
  const yourSlot = board.data?.teams.find((t) => user && t.ownerId === user.sleeperUserId)?.slot ?? null;

  const refuse = (title: string, description: string) =>
    toast({ title, description, variant: 'destructive' });

  function onSelect(cell: DraftBoardCell) {
    if (!cell.player) return;
    const result = toggleBoardPick(order, cell.player.playerId, {
      keeperMode,
      isOwnPlayer: user?.rosterId != null && cell.currentRosterId === user.rosterId,
    });
    if (!result.ok) return refuse(result.message.title, result.message.description);
    setOrder(result.order);
  }

  function startKeeperMode() {
    setOrder(savedOrder);
    setKeeperMode(true);
  }

  function cancel() {
    setOrder(savedOrder);
    setKeeperMode(false);
  }

  function saveKeepers() {
    const check = checkBoardSave(order, byId);
    if (!check.ok) {
      return refuse(check.message.title, check.message.description);
    }
    save.mutate(
      {
        franchisePlayer: order[0]!,
        lotteryPicks: order.slice(1),
        isSubmitted: true,
        submittedAt: new Date().toISOString(),
      },
      {
        onSuccess: () => {
          toast({ title: 'Keepers Saved!', description: 'Your keeper selections are submitted.' });
          setKeeperMode(false);
        },
        onError: (error) =>
          refuse('Error', errorMessage(error, 'Failed to save keeper selections. Please try again.')),
      },
    );
  }

  return (
    <div className="space-y-4">
      <Button asChild variant="ghost" className="-ml-3">
        <Link to="/dashboard">
          <ArrowLeftIcon aria-hidden="true" /> Back to Dashboard
        </Link>
      </Button>
      <header className="flex flex-wrap items-end gap-3">
        <h1 className="mr-auto text-2xl font-bold tracking-tight">Historical Draft Boards</h1>
        <div className="w-44">
          {/* Until the seasons answer (or for a season the league never drafted) nothing in the
              list is chosen: the placeholder, not some other season, shows. */}
          <Select
            aria-label="Season"
            placeholder="Season"
            value={seasons.find((s) => s.season === year)?.season ?? ''}
            onValueChange={(value) => {
              const next = new URLSearchParams(params);
              next.set('season', value);
              setParams(next, { replace: true, preventScrollReset: true });
              setKeeperMode(false);
            }}
            disabled={seasons.length === 0}
          >
            {seasons.map((s) => (
              <option key={s.season} value={s.season}>
                {draftSeasonLabel(s)}
              </option>
            ))}
          </Select>
        </div>
      </header>
      <ViewToggle view={view} />

      {/* A member with a team always has the keeper bar on the board, before the seasons are known too
          (min-h: its height with a button), so that neither the seasons nor the selection move the board. */}
      {view === 'board' && keeperLeague && user?.rosterId != null && (
        <div className="flex min-h-16 flex-wrap items-center gap-2 rounded-xl border bg-card p-3">
          {year !== undefined && !isKeeperBoard ? (
            <p className="text-sm text-muted-foreground">Keepers are chosen on the {keeperSeason} board.</p>
          ) : submitted ? (
            <p className="text-sm text-muted-foreground">
              <Badge variant="success">Submitted</Badge> Your keepers are in; keeper mode is closed.
            </p>
          ) : keeperMode ? (
            <>
              <Badge variant="secondary" aria-live="polite">
                Selected: {order.length}/{KEEPER_SLOT_COUNT}
              </Badge>
              <p className="mr-auto text-xs text-muted-foreground">
                First pick = franchise, then 3 lottery players.
              </p>
              <Button onClick={saveKeepers} disabled={save.isPending}>
                Save Keepers
              </Button>
              <Button variant="outline" onClick={cancel}>
                Cancel
              </Button>
            </>
          ) : (
            <Button onClick={startKeeperMode} disabled={!canSelect || !players.data}>
              Select Keepers
            </Button>
          )}
        </div>
      )}

      {board.data?.note && <p className="text-sm text-muted-foreground">{board.data.note}</p>}
      <BoardArea
        year={year}
        isPending={history.isPending || board.isPending}
        isError={history.isError || (board.isError && errorStatus(board.error) !== 404)}
        isEmpty={
          (board.isError && errorStatus(board.error) === 404) || (history.isSuccess && seasons.length === 0)
        }
      >
        {board.data &&
          (view === 'report' ? (
            <ReportView leagueId={leagueId} board={board.data} yourSlot={yourSlot} />
          ) : (
            <DraftBoardGrid
              board={board.data}
              yourSlot={yourSlot}
              renderCell={(cell) => (
                <BoardCell
                  cell={cell}
                  order={keeperMode && cell.player ? order.indexOf(cell.player.playerId) : -1}
                  onSelect={onSelect}
                />
              )}
            />
          ))}
      </BoardArea>
      {view === 'board' && <Legend />}
    </div>
  );
}

function Legend() {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-label="Legend">
      <li>
        <strong>K</strong> keeper
      </li>
      <li>
        <strong>W</strong> waiver pickup
      </li>
      <li>
        <strong>T</strong> traded (now on another team)
      </li>
      <li>R = round, W row = waiver pickups on the roster</li>
    </ul>
  );
}
