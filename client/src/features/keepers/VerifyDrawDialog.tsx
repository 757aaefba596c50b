import { useState } from 'react';
import { ShieldCheckIcon } from 'lucide-react';
import type { KeeperSelection } from '@common/keepers';
import { droppedIndex, seedCommitment } from '@common/keeper-lottery';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';

interface Replay {
  hashMatches: boolean;
  droppedName: string;
  resultMatches: boolean;
}

/**
 * "Verify this draw" (docs/product.md D9): replays the lottery in this browser with Web Crypto from the
 * revealed seed: the seed's SHA-256 must equal the commitment published at submission, and HMAC-SHA256(seed,
 * selection) must designate the same dropped player as the server announced.
 */
export function VerifyDrawDialog({ selection }: { selection: KeeperSelection }) {
  const [replay, setReplay] = useState<Replay | null>(null);
  const [failed, setFailed] = useState(false);
  const { lotterySeed, lotterySeedHash, lotteryResults } = selection;
  const ids = [selection.lotteryPlayer1Id, selection.lotteryPlayer2Id, selection.lotteryPlayer3Id];
  const names = [selection.lotteryPlayer1Name, selection.lotteryPlayer2Name, selection.lotteryPlayer3Name];
  if (!lotterySeed || !lotterySeedHash || !lotteryResults || ids.some((id) => !id)) return null;

  async function verify() {
    setFailed(false);
    try {
      const hash = await seedCommitment(lotterySeed!);
      const index = await droppedIndex(lotterySeed!, {
        leagueId: selection.leagueId,
        season: selection.season,
        rosterId: selection.rosterId,
        lotteryPlayerIds: [ids[0]!, ids[1]!, ids[2]!],
      });
      setReplay({
        hashMatches: hash === lotterySeedHash,
        droppedName: names[index] ?? ids[index]!,
        resultMatches: ids[index] === lotteryResults!.deselectedPlayer.id,
      });
    } catch {
      setFailed(true);
    }
  }

  return (
    <Dialog onOpenChange={(open) => (open ? void verify() : setReplay(null))}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="h-11">
          <ShieldCheckIcon aria-hidden="true" /> Verify this draw
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Verify this draw</DialogTitle>
          <DialogDescription>
            The seed was drawn in secret when the selection was submitted and only its SHA-256 fingerprint was
            shown. Your browser now replays the draw from the revealed seed.
          </DialogDescription>
        </DialogHeader>
        <dl className="space-y-2 text-sm">
          <div>
            <dt className="font-medium">Published fingerprint (SHA-256)</dt>
            <dd className="font-mono text-xs break-all">{lotterySeedHash}</dd>
          </div>
          <div>
            <dt className="font-medium">Revealed seed</dt>
            <dd className="font-mono text-xs break-all">{lotterySeed}</dd>
          </div>
        </dl>
        <div role="status" className="space-y-1 text-sm">
          {failed && <p className="text-destructive">This browser could not replay the draw.</p>}
          {!failed && !replay && <p>Replaying…</p>}
          {replay && (
            <>
              <p
                className={replay.hashMatches ? 'text-emerald-700 dark:text-emerald-400' : 'text-destructive'}
              >
                {replay.hashMatches
                  ? '✓ The seed matches the published fingerprint.'
                  : '✗ The seed does not match the fingerprint.'}
              </p>
              <p
                className={
                  replay.resultMatches ? 'text-emerald-700 dark:text-emerald-400' : 'text-destructive'
                }
              >
                {replay.resultMatches
                  ? `✓ The replay drops ${replay.droppedName}, as announced.`
                  : `✗ The replay drops ${replay.droppedName}, not the announced player.`}
              </p>
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
