import type { KeeperSelection, LotteryRunResponse } from '@common/keepers';
import { toast } from '@/components/ui/use-toast';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAdminKeeperAction, type AdminAction } from '../api';

/** docs/product.md §8: the admin keeper actions' toasts. */
const FAILURE: Record<AdminAction, { text: string; preferServer: boolean }> = {
  delete: { text: 'Failed to delete keeper selection', preferServer: false },
  unlock: { text: 'Failed to unlock keeper selection', preferServer: true },
  lottery: { text: 'Failed to run lottery', preferServer: true },
  'force-submit': { text: 'Failed to submit keeper selections', preferServer: true },
};

/** Runs an admin keeper action with its success or error toast. */
export function useKeeperAdmin(leagueId: string | undefined, season: string | undefined) {
  const mutation = useAdminKeeperAction(leagueId, season);
  function run(action: AdminAction, rosterId: number) {
    mutation.mutate(
      { action, rosterId },
      {
        onSuccess: (answer) => {
          if (action === 'delete') notifySuccess('Keeper selection deleted successfully');
          else if (action === 'unlock')
            notifySuccess('Keeper selection unlocked and lottery results cleared');
          else if (action === 'force-submit') notifySuccess('Keeper selections submitted successfully');
          else {
            const { results } = answer as LotteryRunResponse;
            toast({
              title: 'Lottery Complete',
              description: `Selected: ${results.selectedPlayers.map((p) => p.name).join(', ')}. Not selected: ${results.deselectedPlayer.name}.`,
            });
          }
        },
        onError: (error) => notifyError(FAILURE[action].text, error, FAILURE[action].preferServer),
      },
    );
  }
  return { run, isPending: mutation.isPending };
}

/** The three lottery players of a selection, in slot order (names for dialogs). */
export function lotteryNames(selection: KeeperSelection): string[] {
  return [selection.lotteryPlayer1Name, selection.lotteryPlayer2Name, selection.lotteryPlayer3Name].filter(
    (name): name is string => name !== null,
  );
}
