import type { MatchupTeam, RosterPlayer, RosterPlayersResponse } from '@common/league';
import { cn } from '@/lib/cn';
import { formatPoints } from '@/lib/format';
import { TeamIdentity } from './MatchupTeamSide';
import { statusDotClass } from './player-status';
import { slotLabel } from './slot-label';

function PlayerRow({ slot, player }: { slot: string; player: RosterPlayer | undefined }) {
  const label = slotLabel(slot);
  return (
    <li
      className="flex min-h-10 items-center gap-2 border-b py-1 text-sm last:border-b-0"
      data-testid="roster-player"
      data-player-id={player?.playerId ?? ''}
      data-slot={slot}
    >
      <span className="w-10 shrink-0 text-xs font-semibold text-muted-foreground" title={label.title}>
        {label.short}
      </span>
      {player ? (
        <>
          <span
            className={cn('size-2 shrink-0 rounded-full', statusDotClass(player.status))}
            role="img"
            aria-label={player.status === 'Active' ? 'Active' : `Status ${player.status}`}
          />
          <div className="min-w-0 flex-1">
            <p className="truncate font-medium">
              {player.firstName} {player.lastName}
              {player.status !== 'Active' && (
                <span className="ml-1 text-xs text-muted-foreground">({player.status})</span>
              )}
            </p>
            <p className="truncate text-xs text-muted-foreground">
              {player.position} · {player.team ?? 'FA'}
            </p>
          </div>
          <div className="shrink-0 text-right tabular-nums">
            <p className="font-semibold" data-testid="player-points">
              {formatPoints(player.points)}
            </p>
            <p
              className="text-xs text-muted-foreground"
              title={player.projectionDerived ? 'Average points so far' : 'Projected points'}
            >
              {formatPoints(player.projectedPoints)} proj{player.projectionDerived ? '*' : ''}
            </p>
          </div>
        </>
      ) : (
        <span className="flex-1 text-muted-foreground italic">Empty</span>
      )}
    </li>
  );
}

/**
 * One side of the roster dialog: the team header with its score, the lineup the manager set in the
 * league's slot order (or the projected one when none is set yet), the bench, and the points left on
 * it. The starters' points add up to the score; a commissioner's custom score is shown apart.
 */
export function RosterColumn({
  label,
  team,
  roster,
}: {
  label: string;
  team: MatchupTeam;
  roster: RosterPlayersResponse;
}) {
  const byId = new Map(roster.players.map((p) => [p.playerId, p]));
  const projected = roster.lineupSource === 'projected';
  return (
    <section aria-label={`${label}: ${team.name}`} className="min-w-0" data-testid="roster-column">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</p>
      <div className="mt-1 flex items-center gap-2">
        <TeamIdentity team={team} nameClassName="font-semibold" />
        <p className="shrink-0 text-lg font-bold tabular-nums" data-testid="roster-points">
          {formatPoints(roster.points)}
        </p>
      </div>
      {roster.customPoints !== null && (
        <p className="mt-1 text-xs text-muted-foreground" data-testid="custom-points">
          Score set by the commissioner: {formatPoints(roster.customPoints)} (starters scored{' '}
          {formatPoints(roster.startersPoints)})
        </p>
      )}
      <div className="mt-3 flex items-baseline justify-between gap-2">
        <h4 className="text-sm font-semibold">{projected ? 'Projected Starters' : 'Starters'}</h4>
        {!projected && (
          <span className="text-xs text-muted-foreground tabular-nums" data-testid="starters-total">
            {formatPoints(roster.startersPoints)} pts
          </span>
        )}
      </div>
      {projected && (
        <p className="text-xs text-muted-foreground">
          No lineup is set for Week {roster.week} yet: the best projected lineup is shown.
        </p>
      )}
      <ul>
        {roster.lineup.map((entry, i) => (
          <PlayerRow
            key={`${entry.slot}-${i}`}
            slot={entry.slot}
            player={entry.playerId ? byId.get(entry.playerId) : undefined}
          />
        ))}
      </ul>
      <div className="mt-3 flex items-baseline justify-between gap-2">
        <h4 className="text-sm font-semibold">Bench</h4>
        {roster.pointsLeftOnBench !== null && (
          <span
            className={cn(
              'text-xs tabular-nums',
              roster.pointsLeftOnBench > 0 ? 'text-amber-800 dark:text-amber-300' : 'text-muted-foreground',
            )}
            data-testid="left-on-bench"
            title={`The best lineup by points scored ${formatPoints(roster.optimalPoints)}`}
          >
            {formatPoints(roster.pointsLeftOnBench)} pts left on the bench
          </span>
        )}
      </div>
      {roster.bench.length === 0 ? (
        <p className="text-sm text-muted-foreground">No bench players</p>
      ) : (
        <ul>
          {roster.bench.map((id) => (
            <PlayerRow key={id} slot="BN" player={byId.get(id)} />
          ))}
        </ul>
      )}
    </section>
  );
}
