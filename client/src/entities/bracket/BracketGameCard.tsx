// One game of a playoff bracket (common/bracket.ts): what it decides, its two sides (a team with its
// seed, and its seed chance before the playoffs; or the game it comes from) and their scores. The
// /bracket page and the dashboard's playoff weeks show it.
import type { BracketGame, BracketSide } from '@common/bracket';
import { ordinal } from '@common/ordinal';
import { placeGameName } from '@common/playoff-round';
import { ManagerLink } from '@/components/ManagerLink';
import { cn } from '@/lib/cn';
import { formatPoints } from '@/lib/format';
import { formatChance } from '@/entities/playoff-odds/chance';

/** A game's title: what it decides, else its number. */
function gameTitle(game: BracketGame): string {
  if (game.place !== null) return placeGameName(game.place);
  return `Game ${game.game}`;
}

function Side({ side, game, projected }: { side: BracketSide; game: BracketGame; projected: boolean }) {
  const won = side.team !== null && game.winnerRosterId === side.team.rosterId;
  const lost = side.team !== null && game.winnerRosterId !== null && !won;
  return (
    <div
      className={cn('flex min-h-11 items-center gap-2 px-3 py-1.5', lost && 'text-muted-foreground')}
      data-testid="bracket-side"
    >
      <span className="w-5 shrink-0 text-right text-xs font-semibold text-muted-foreground tabular-nums">
        {side.team?.seed ?? ''}
      </span>
      <div className="min-w-0 flex-1">
        {side.team ? (
          <p className={cn('text-sm break-words', won && 'font-semibold')}>
            <ManagerLink ownerId={side.team.ownerId}>{side.team.teamName}</ManagerLink>
            {won && <span className="sr-only"> (won)</span>}
          </p>
        ) : (
          <p className="text-sm break-words text-muted-foreground italic">{side.from ?? 'To be decided'}</p>
        )}
        {projected && side.team?.seedChance != null && (
          <p className="text-xs text-muted-foreground tabular-nums">
            {formatChance(side.team.seedChance, side.team.seedProven)} to finish {ordinal(side.team.seed!)}
          </p>
        )}
      </div>
      {side.points !== null && (
        <span
          className={cn(
            'shrink-0 text-sm tabular-nums',
            won && 'font-bold text-emerald-700 dark:text-emerald-400',
          )}
        >
          {formatPoints(side.points)}
        </span>
      )}
    </div>
  );
}

export function BracketGameCard({ game, projected }: { game: BracketGame; projected: boolean }) {
  return (
    <li
      className="overflow-hidden rounded-lg border"
      data-testid="bracket-game"
      data-place={game.place ?? undefined}
    >
      <p className="bg-muted/60 px-3 py-1 text-xs font-semibold">{gameTitle(game)}</p>
      <div className="divide-y">
        <Side side={game.a} game={game} projected={projected} />
        <Side side={game.b} game={game} projected={projected} />
      </div>
    </li>
  );
}
