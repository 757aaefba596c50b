import { useMemo, useState } from 'react';
import { AlertTriangleIcon, LockIcon, UserXIcon } from 'lucide-react';
import type { KeeperRosterPlayer, KeeperSelection, KeeperStatusResponse } from '@common/keepers';
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
  lotteryMark,
  picksOfSelection,
  slotOf,
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
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/use-auth';
import { errorMessage } from '@/lib/api';
import { formatCentral } from '@/lib/format';
import {
  useKeeperSeason,
  useKeeperStatus,
  useOwnSelection,
  useRosterPlayers,
  useSaveSelection,
} from '@/shared/keepers/api';
import { deadlineText } from '@/shared/keepers/deadline';
import { KeeperRulesCard } from './KeeperRulesCard';
import { KeeperSummary } from './KeeperSummary';
import { KeeperValuesCard } from './KeeperValuesCard';
import { PlayerPickCard } from './PlayerPickCard';

/**
 * Keeper selection (docs/product.md §2 "Keeper selection (/keepers)", §4, §5, §8 and D9), and what keepers
 * were worth (issue 28).
 */
export default function KeepersPage() {
  const { user } = useAuth();
  const { leagueId, season } = useKeeperSeason();
  const status = useKeeperStatus(leagueId, season);
  const own = useOwnSelection(leagueId, season);
  const players = useRosterPlayers(leagueId, user?.rosterId);

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
    />
  );
}

interface EditorProps {
  leagueId: string;
  season: string;
  status: KeeperStatusResponse;
  selection: KeeperSelection | null;
  players: KeeperRosterPlayer[];
}

function KeeperEditor({ leagueId, season, status, selection, players }: EditorProps) {
  const savedPicks = selection ? picksOfSelection(selection) : EMPTY_PICKS;
  const [picks, setPicks] = useState<KeeperPicks>(savedPicks);
  const [tab, setTab] = useState<KeeperSlot>('franchise');
  const [confirming, setConfirming] = useState(false);
  const save = useSaveSelection(leagueId, season);
  const byId = useMemo(() => new Map(players.map((p) => [p.playerId, p])), [players]);

  const locked = selection?.isSubmitted ?? false;
  const editState = { locked, deadlinePassed: status.deadlinePassed };
  const dirty = KEEPER_SLOTS.some((slot) => picks[slot] !== savedPicks[slot]);
  const statusLabel = locked
    ? 'Final Submission Complete'
    : selection && !dirty
      ? 'Draft Saved'
      : 'Not Saved';
  const results = selection?.lotteryResults ?? null;
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
        {/* The title's year is the rosters'; the keepers play the next season (issue 34). */}
        <p className="text-sm" data-testid="keeper-seasons">
          Players from your {season} roster, kept for the {status.draftSeason} draft.
        </p>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <span>Deadline: {deadline}</span>
          {status.deadlinePassed && <Badge variant="destructive">EXPIRED</Badge>}
        </p>
      </header>

      <KeeperRulesCard deadlineText={deadline} />

      {locked && (
        <Card
          role="status"
          className="border-emerald-300 bg-emerald-50 dark:border-emerald-900 dark:bg-emerald-950/40"
        >
          <CardContent className="flex items-start gap-3 p-4 sm:p-4">
            <LockIcon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <div>
              <p className="font-semibold">Selections Locked</p>
              <p className="text-sm text-muted-foreground">
                Your final selections were submitted
                {selection?.submittedAt ? ` on ${formatCentral(selection.submittedAt)} Central` : ''}. Ask the
                commissioner to unlock them if something must change.
              </p>
            </div>
          </CardContent>
        </Card>
      )}

      <KeeperSummary picks={picks} byId={byId} selection={selection} />

      <Card>
        <CardHeader>
          <h2 className="text-lg leading-tight font-semibold tracking-tight">Choose your keepers</h2>
        </CardHeader>
        <CardContent>
          <Tabs value={tab} onValueChange={(value) => setTab(value as KeeperSlot)}>
            <TabsList className="w-full justify-start">
              {KEEPER_SLOTS.map((slot) => (
                <TabsTrigger key={slot} value={slot}>
                  {SLOT_LABELS[slot]}
                  {picks[slot] !== null && <span aria-label="chosen">•</span>}
                </TabsTrigger>
              ))}
            </TabsList>
            {KEEPER_SLOTS.map((slot) => (
              <TabsContent key={slot} value={slot}>
                <div
                  role="radiogroup"
                  aria-label={`${SLOT_LABELS[slot]} player`}
                  className="grid grid-cols-1 gap-2 sm:grid-cols-2"
                >
                  {players.map((player) => {
                    const chosenHere = picks[slot] === player.playerId;
                    const elsewhere = slotOf(picks, player.playerId);
                    return (
                      <PlayerPickCard
                        key={player.playerId}
                        player={player}
                        selected={chosenHere}
                        blocker={chosenHere ? null : choiceBlocker(slot, player, picks, byId, editState)}
                        mark={
                          elsewhere && elsewhere !== 'franchise'
                            ? lotteryMark(results, player.playerId)
                            : null
                        }
                        onPick={() => pick(slot, player)}
                      />
                    );
                  })}
                </div>
              </TabsContent>
            ))}
          </Tabs>
        </CardContent>
      </Card>

      <KeeperValuesCard />

      <div className="sticky bottom-0 z-10 -mx-3 flex flex-wrap items-center gap-3 border-t bg-background/95 px-3 py-3 backdrop-blur sm:mx-0 sm:rounded-xl sm:border">
        <p role="status" className="mr-auto text-sm font-medium">
          {statusLabel}
        </p>
        <Button variant="outline" onClick={onSave} disabled={locked || save.isPending}>
          Save
        </Button>
        <Button onClick={onSubmitFinal} disabled={locked || save.isPending || !isComplete(picks)}>
          Submit Final
        </Button>
      </div>

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
