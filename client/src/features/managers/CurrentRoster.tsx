// A manager's team as it is now (docs/product.md, manager page): the starters in the league's slot
// order under the roster dialog's slot labels, the bench, then the taxi squad and injured reserve apart,
// each only when it holds someone. Rows, not a table: at 375 px a player's name keeps the width.
import type { ReactNode } from 'react';
import type { CurrentRoster, CurrentRosterPlayer } from '@common/almanac';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { playerFacts, StatusDot } from '@/entities/roster/player-status';
import { SET_ASIDE_LISTS } from '@/entities/roster/set-aside';
import { slotLabel } from '@/entities/roster/slot-label';

/** One player: full name, then the status dot with position, NFL team and status. */
function PlayerCell({ player }: { player: CurrentRosterPlayer }) {
  const name = `${player.firstName} ${player.lastName}`.trim();
  return (
    <div className="min-w-0 flex-1">
      <p className="truncate font-medium" title={name}>
        {name}
      </p>
      <p className="flex items-center gap-1 text-xs text-muted-foreground">
        <StatusDot status={player.status} />
        <span className="truncate">{playerFacts(player)}</span>
      </p>
    </div>
  );
}

const ROW = 'flex min-h-11 min-w-0 items-center gap-3 border-b py-1 text-sm last:border-b-0';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-w-0" data-testid="current-roster-group">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </div>
  );
}

function Starters({ starters }: { starters: CurrentRoster['starters'] }) {
  if (starters.length === 0) return <p className="py-2 text-sm text-muted-foreground">No lineup is set.</p>;
  return (
    <ul>
      {starters.map(({ slot, player }, i) => {
        const label = slotLabel(slot);
        return (
          <li key={`${slot}-${i}`} className={ROW} data-testid="current-roster-player" data-slot={slot}>
            <span
              className="w-9 shrink-0 text-[11px] font-semibold text-muted-foreground"
              title={label.title}
            >
              <span aria-hidden="true">{label.short}</span>
              <span className="sr-only">{label.title}: </span>
            </span>
            {player ? (
              <PlayerCell player={player} />
            ) : (
              <span className="flex-1 text-muted-foreground italic">Empty</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

function Players({ players }: { players: readonly CurrentRosterPlayer[] }) {
  return (
    <ul>
      {players.map((player) => (
        <li key={player.playerId} className={ROW} data-testid="current-roster-player">
          <PlayerCell player={player} />
        </li>
      ))}
    </ul>
  );
}

/** The section; nothing for a manager without a team this season (a past member). */
export function CurrentRosterCard({
  roster,
  lineupsChosen,
}: {
  roster: CurrentRoster | null;
  /** Managers set their lineups (not in best ball): only then are there bench points to speak of. */
  lineupsChosen: boolean;
}) {
  if (!roster) return null;
  const setAside = SET_ASIDE_LISTS.filter(({ key }) => roster[key].length > 0);
  return (
    <Card data-testid="manager-roster" className="render-when-near">
      <CardHeader>
        <CardTitle>Current roster</CardTitle>
        <CardDescription>
          {roster.teamName}, {roster.season}: who they have now.
          {setAside.length > 0 &&
            ` The taxi squad and injured reserve never start${lineupsChosen ? ' or count as bench points' : ''}.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-x-8 gap-y-5 md:grid-cols-2">
        <Group title="Starters">
          <Starters starters={roster.starters} />
        </Group>
        <div className="min-w-0 space-y-5">
          <Group title="Bench">
            {roster.bench.length === 0 ? (
              <p className="py-2 text-sm text-muted-foreground">No bench players.</p>
            ) : (
              <Players players={roster.bench} />
            )}
          </Group>
          {setAside.map(({ key, slot }) => (
            <Group key={key} title={slotLabel(slot).title}>
              <Players players={roster[key]} />
            </Group>
          ))}
        </div>
      </CardContent>
    </Card>
  );
}
