import { useMemo, useState } from 'react';
import { AlertTriangleIcon, CalendarX2Icon, LockIcon, UserXIcon } from 'lucide-react';
import type {
  KeeperCandidatesResponse,
  KeeperRosterPlayer,
  KeeperSelection,
  KeeperStatusResponse,
} from '@common/keepers';
import {
  EMPTY_PICKS,
  KEEPER_SLOTS,
  KEEPER_MESSAGES,
  KEEPER_TEXT,
  ruleMessage,
  type RuleMessage,
  SLOT_LABELS,
  assignSlot,
  checkSelection,
  choiceBlocker,
  isComplete,
  picksOfSelection,
  type KeeperPicks,
  type KeeperSlot,
} from '@common/keeper-rules';
import { EmptyState } from '@/components/EmptyState';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/use-auth';
import { errorMessage } from '@/lib/api';
import { formatCentral } from '@/lib/format';
import {
  useKeeperCandidates,
  useKeeperSeason,
  useKeeperStatus,
  useOwnSelection,
  useRosterPlayers,
  useSaveSelection,
} from '@/entities/keeper/api';
import { deadlineText } from '@/entities/keeper/deadline';
import { KeeperPicker } from './KeeperPicker';
import { KeeperRulesCard } from './KeeperRulesCard';
import { KeeperSummary } from './KeeperSummary';
import { KeeperValuesCard } from './KeeperValuesCard';

/**
 * Keeper selection (docs/product.md §2 "Keeper selection (/keepers)", §4, §5, §8 and D9), and what keepers
 * were worth.
 */
export default function KeepersPage() {
  const { user } = useAuth();
  const { leagueId, season } = useKeeperSeason();
  const status = useKeeperStatus(leagueId, season);
  const own = useOwnSelection(leagueId, season);
  const players = useRosterPlayers(leagueId, user?.rosterId);
  // The figures to choose by: the picker works without them (they fill in, or stay off on an error).
  const candidates = useKeeperCandidates(leagueId, user?.rosterId);

  if (user && user.rosterId === null) {
    return (
      <div className="space-y-4 sm:space-y-6">
        <EmptyState
          as="h1"
          icon={UserXIcon}
          title={`Keeper Selections - ${season ?? ''}`}
          description="You don't have a roster in this league, so there are no keepers to select."
        />
        <KeeperValuesCard />
      </div>
    );
  }
  if (status.isError || own.isError || players.isError) {
    return (
      <div role="alert">
        <EmptyState
          as="h1"
          icon={AlertTriangleIcon}
          title="Keeper Selections"
          description="Failed to load your keeper selections. Please try again."
        />
      </div>
    );
  }
  if (!season || !leagueId || !status.data || own.data === undefined || !players.data) {
    return (
      <div className="space-y-4" role="status" aria-label="Loading keeper selections">
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-5 w-80" />
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  return (
    <KeeperEditor
      // A new saved version (or a lottery, an unlock) restarts the editor from the stored picks.
      key={own.data?.updatedAt ?? 'none'}
      leagueId={leagueId}
      season={season}
      status={status.data}
      selection={own.data}
      players={players.data}
      candidates={candidates.data}
    />
  );
}

interface EditorProps {
  leagueId: string;
  season: string;
  status: KeeperStatusResponse;
  selection: KeeperSelection | null;
  players: KeeperRosterPlayer[];
  candidates: KeeperCandidatesResponse | undefined;
}

function KeeperEditor({ leagueId, season, status, selection, players, candidates }: EditorProps) {
  const savedPicks = selection ? picksOfSelection(selection) : EMPTY_PICKS;
  const [picks, setPicks] = useState<KeeperPicks>(savedPicks);
  const [confirming, setConfirming] = useState(false);
  const save = useSaveSelection(leagueId, season);
  const byId = useMemo(() => new Map(players.map((p) => [p.playerId, p])), [players]);

  const locked = selection?.isSubmitted ?? false;
  const editState = { locked, deadlinePassed: status.deadlinePassed };
  // Once submitted (or past the deadline) nothing can change: the page shows the four choices and
  // where they stand, not a roster of players each saying why it cannot be picked.
  const editable = !locked && !status.deadlinePassed;
  const dirty = KEEPER_SLOTS.some((slot) => picks[slot] !== savedPicks[slot]);
  const statusLabel = selection && !dirty ? 'Draft Saved' : 'Not Saved';
  const deadline = deadlineText(status);

  const refuse = (title: string, description: string) =>
    toast({ title, description, variant: 'destructive' });
  const show = ({ title, description }: RuleMessage) => refuse(title, description);
  const deadlinePassed = () => show(ruleMessage(KEEPER_MESSAGES.deadline));

  function pick(slot: KeeperSlot, player: KeeperRosterPlayer) {
    if (picks[slot] === player.playerId && !locked && !status.deadlinePassed) {
      setPicks(assignSlot(picks, slot, null));
      return;
    }
    const blocker = choiceBlocker(slot, player, picks, byId, editState);
    if (blocker === null) {
      setPicks(assignSlot(picks, slot, player.playerId));
      return;
    }
    if (blocker === KEEPER_TEXT.deadlineReason) deadlinePassed();
    else if (blocker === KEEPER_TEXT.samePositionReason(player.position)) {
      show(ruleMessage(KEEPER_MESSAGES.samePosition(player.position)));
    } else refuse(KEEPER_TEXT.invalidTitle, blocker);
  }

  function onSave() {
    if (status.deadlinePassed) return deadlinePassed();
    const check = checkSelection(picks, byId, { requireComplete: false });
    if (!check.ok) return refuse(check.message.title, check.message.description);
    save.mutate(
      { ...bodyOf(picks), isSubmitted: false },
      {
        onSuccess: () =>
          toast({
            title: selection ? 'Draft Updated' : 'Draft Saved',
            description: 'Your keeper selections have been saved.',
          }),
        onError: (error) =>
          refuse('Error', errorMessage(error, 'Failed to save keeper selections. Please try again.')),
      },
    );
  }

  function onSubmitFinal() {
    if (status.deadlinePassed) return deadlinePassed();
    const check = checkSelection(picks, byId, { requireComplete: true });
    if (!check.ok) return refuse(check.message.title, check.message.description);
    setConfirming(true);
  }

  function confirmSubmit() {
    save.mutate(
      { ...bodyOf(picks), isSubmitted: true },
      {
        onSuccess: () =>
          toast({
            title: 'Selections Submitted!',
            description: 'Your keeper selections are final and locked.',
          }),
        onError: (error) =>
          refuse('Error', errorMessage(error, 'Failed to submit keeper selections. Please try again.')),
      },
    );
  }

  return (
    <div className="space-y-4 sm:space-y-6">
      <header className="space-y-2">
        {/* docs/product.md §2: 'Keeper Selections - 2025' and 'Deadline: March 1, 2026 11:59 PM
            Central' (the deadline in force, D9). */}
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold tracking-tight">Keeper Selections - {season}</h1>
          {locked && <Badge variant="success">Submitted</Badge>}
        </div>
        {/* The title's year is the rosters'; the keepers play the next season. */}
        <p className="text-sm" data-testid="keeper-seasons">
          Players from your {season} roster, kept for the {status.draftSeason} draft.
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>Deadline: {deadline}</span>
          {status.deadlinePassed && <Badge variant="destructive">EXPIRED</Badge>}
        </p>
      </header>

      <KeeperRulesCard />

      {locked && (
        <Card
          role="status"
          className="border-emerald-300 bg-emerald-50 dark:border-emerald-900 dark:bg-emerald-950/40"
        >
          <CardContent className="flex items-start gap-3 p-4 sm:p-4">
            <LockIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div className="space-y-1">
              <p className="font-semibold">Selections Locked</p>
              <p className="text-sm">
                Final Submission Complete
                {selection?.submittedAt ? `: ${formatCentral(selection.submittedAt)} Central` : ''}.
              </p>
              <p className="text-sm text-muted-foreground">
                Ask the commissioner to unlock them if something must change.
              </p>
            </div>
          </CardContent>
        </Card>
      )}
      {!locked && status.deadlinePassed && (
        <Card
          role="status"
          className="border-amber-300 bg-amber-50 dark:border-amber-900 dark:bg-amber-950/40"
        >
          <CardContent className="flex items-start gap-3 p-4 sm:p-4">
            <CalendarX2Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div className="space-y-1">
              <p className="font-semibold">Not submitted before the deadline</p>
              <p className="text-sm text-muted-foreground">
                Your selections can no longer change here. The commissioner can still submit them for you.
              </p>
            </div>
          </CardContent>
        </Card>
      )}

      <KeeperSummary picks={picks} byId={byId} selection={selection} candidates={candidates} />

      {editable && (
        <KeeperPicker
          players={players}
          byId={byId}
          picks={picks}
          editState={editState}
          candidates={candidates}
          onPick={pick}
        />
      )}

      <KeeperValuesCard />

      {editable && (
        // One row on a 320 px phone: the status and both buttons never wrap.
        <div className="sticky bottom-0 z-10 -mx-3 flex flex-nowrap items-center gap-2 border-t bg-background/95 px-3 py-3 backdrop-blur sm:mx-0 sm:gap-3 sm:rounded-xl sm:border">
          <p role="status" className="mr-auto text-sm font-medium whitespace-nowrap">
            {statusLabel}
          </p>
          <Button variant="outline" onClick={onSave} disabled={save.isPending}>
            Save
          </Button>
          <Button onClick={onSubmitFinal} disabled={save.isPending || !isComplete(picks)}>
            Submit Final
          </Button>
        </div>
      )}

      <AlertDialog open={confirming} onOpenChange={setConfirming}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Confirm Final Submission</AlertDialogTitle>
            <AlertDialogDescription>
              Once submitted, your keeper selections are locked. These are your four players:
            </AlertDialogDescription>
          </AlertDialogHeader>
          <ul className="space-y-1 text-sm">
            {KEEPER_SLOTS.map((slot) => (
              <li key={slot}>
                <span className="font-medium">{SLOT_LABELS[slot]}:</span>{' '}
                {byId.get(picks[slot] ?? '')?.playerName ?? '—'}
              </li>
            ))}
          </ul>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={confirmSubmit}>Yes, Submit Final</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}

function bodyOf(picks: KeeperPicks) {
  return {
    franchisePlayerId: picks.franchise,
    lotteryPlayer1Id: picks.lottery1,
    lotteryPlayer2Id: picks.lottery2,
    lotteryPlayer3Id: picks.lottery3,
  };
}
