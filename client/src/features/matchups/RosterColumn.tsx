import type { MatchupTeam, RosterPlayer, RosterPlayersResponse } from '@common/league';
import { cn } from '@/lib/cn';
import { formatPoints } from '@/lib/format';
import { TeamIdentity } from './MatchupTeamSide';
import { statusDotClass } from './player-status';

function PlayerRow({ slot, player }: { slot: string; player: RosterPlayer | undefined }) {
  return (
    <li
      className="flex min-h-10 items-center gap-2 border-b py-1 text-sm last:border-b-0"
      data-testid="roster-player"
    >
      <span className="w-10 shrink-0 text-xs font-semibold text-muted-foreground">{slot}</span>
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
            <p className="font-semibold">{formatPoints(player.points)}</p>
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

/** One side of the roster dialog: team header, the lineup's starters, then the bench. */
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
  return (
    <section aria-label={`${label}: ${team.name}`} className="min-w-0" data-testid="roster-column">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</p>
      <div className="mt-1 flex items-center gap-2">
        <TeamIdentity team={team} nameClassName="font-semibold" />
        <p className="shrink-0 text-lg font-bold tabular-nums">{formatPoints(team.points)}</p>
      </div>
      <h4 className="mt-3 text-sm font-semibold">Starters</h4>
      <ul>
        {roster.lineup.map((entry, i) => (
          <PlayerRow
            key={`${entry.slot}-${i}`}
            slot={entry.slot}
            player={entry.playerId ? byId.get(entry.playerId) : undefined}
          />
        ))}
      </ul>
      <h4 className="mt-3 text-sm font-semibold">Bench</h4>
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
