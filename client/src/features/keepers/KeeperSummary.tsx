import type { KeeperRosterPlayer, KeeperSelection } from '@common/keepers';
import { KEEPER_SLOTS, SLOT_LABELS, lotteryMark, type KeeperPicks } from '@common/keeper-rules';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { LotteryMark } from '@/shared/keepers/LotteryMark';
import { PositionBadge } from '@/shared/keepers/PositionBadge';
import { VerifyDrawDialog } from './VerifyDrawDialog';

/** The four chosen players, the lottery's marks and, once submitted, the draw's public fingerprint. */
export function KeeperSummary({
  picks,
  byId,
  selection,
}: {
  picks: KeeperPicks;
  byId: ReadonlyMap<string, KeeperRosterPlayer>;
  selection: KeeperSelection | null;
}) {
  const results = selection?.lotteryResults ?? null;
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
            const mark = id && slot !== 'franchise' ? lotteryMark(results, id) : null;
            return (
              <li key={slot} className="flex min-h-11 items-center gap-2 rounded-md border px-3 py-2 text-sm">
                <span className="w-20 shrink-0 text-xs font-semibold text-muted-foreground uppercase">
                  {SLOT_LABELS[slot]}
                </span>
                {player ? (
                  <>
                    <PositionBadge position={player.position} />
                    <span className={cn('min-w-0 flex-1 truncate', mark === 'deselected' && 'line-through')}>
                      {player.playerName}
                    </span>
                    <LotteryMark mark={mark} />
                  </>
                ) : (
                  <span className="text-muted-foreground">Not selected</span>
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
