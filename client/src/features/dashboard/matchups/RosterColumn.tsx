import type { CSSProperties } from 'react';
import type { MatchupTeam, RosterPlayer, RosterPlayersResponse, TeamOutlook } from '@common/league';
import { cn } from '@/lib/cn';
import { formatPoints } from '@/lib/format';
import { playerGameText } from '@/entities/roster/player-game';
import { playerFacts, StatusDot } from '@/entities/roster/player-status';
import { SET_ASIDE_LISTS } from '@/entities/roster/set-aside';
import { slotLabel } from '@/entities/roster/slot-label';
import { TeamIdentity } from './MatchupTeamSide';
import { OutlookText } from './OutlookText';

/**
 * The rows both columns of the roster dialog share, so that each slot lines up with the same slot of
 * the other team (QB beside QB, ...): the team, a note, the starters' heading, one row per slot, the
 * bench's heading, one row per bench player of the longer bench, then the taxi squad and injured
 * reserve the same way (a heading and the longer list; no rows when neither team has any).
 */
export interface RosterRows {
  slots: number;
  bench: number;
  taxi: number;
  reserve: number;
}

/** A set-aside list's rows in the grid: its heading and players, none when both teams' are empty. */
const setAsideRows = (count: number) => (count > 0 ? 1 + count : 0);

/** The rows of a column, for the dialog's grid (grid-template-rows). */
export function rosterRowCount(rows: RosterRows): number {
  return 3 + rows.slots + 1 + Math.max(1, rows.bench) + setAsideRows(rows.taxi) + setAsideRows(rows.reserve);
}

const span = (rows: number): CSSProperties => ({ gridRow: `span ${rows} / span ${rows}` });

function PlayerRow({
  slot,
  player,
  mirrored,
  showGame,
}: {
  slot: string;
  player: RosterPlayer | undefined;
  mirrored: boolean;
  /** The week is being played: each player's game (kickoff, clock, Final) on a line of its own. */
  showGame: boolean;
}) {
  const game = player && showGame ? playerGameText(player) : null;
  const label = slotLabel(slot);
  return (
    <li
      className={cn(
        'flex min-h-12 min-w-0 flex-col justify-center border-b py-1 text-sm',
        mirrored && 'text-right',
      )}
      data-testid="roster-player"
      data-player-id={player?.playerId ?? ''}
      data-slot={slot}
    >
      {/* Read with the player; shown once for both teams in the dialog's middle column (SlotColumn). */}
      <span className="sr-only">{label.title}: </span>
      {player ? (
        <>
          {/* Two lines of two: the name and the points, the facts and the projection; the name
              takes the room the points leave, wrapping by words rather than cut. */}
          <div className={cn('flex items-start gap-1.5', mirrored && 'flex-row-reverse')}>
            <p
              className="min-w-0 flex-1 font-medium break-words"
              title={`${player.firstName} ${player.lastName}`}
              data-testid="player-name"
            >
              {player.firstName.slice(0, 1)}. {player.lastName}
            </p>
            <p className="shrink-0 font-semibold tabular-nums" data-testid="player-points">
              {formatPoints(player.points)}
            </p>
          </div>
          <div
            className={cn(
              'flex items-center gap-1.5 text-xs text-muted-foreground',
              mirrored && 'flex-row-reverse',
            )}
          >
            <p className={cn('flex min-w-0 flex-1 items-center gap-1', mirrored && 'flex-row-reverse')}>
              <StatusDot status={player.status} />
              <span className="min-w-0 break-words">{playerFacts(player)}</span>
            </p>
            <p
              className="shrink-0 text-[11px] tabular-nums"
              title={player.projectionDerived ? 'Average points so far' : 'Projected points'}
            >
              {formatPoints(player.projectedPoints)}
              {player.projectionDerived ? '*' : ''} proj
            </p>
          </div>
          {/* The whole width of the column, so that the clock and the opponent are never cut. */}
          {game && (
            <p
              className={cn(
                'text-xs break-words text-muted-foreground tabular-nums',
                player.game === 'in' && 'font-semibold text-emerald-700 dark:text-emerald-400',
              )}
              data-testid="player-game"
            >
              {game.status}
              {game.versus && (
                <>
                  {' '}
                  <span className="whitespace-nowrap">{game.versus}</span>
                </>
              )}
            </p>
          )}
        </>
      ) : (
        <span className="text-muted-foreground italic">Empty</span>
      )}
    </li>
  );
}

/**
 * One team of the roster dialog, as a column of the dialog's grid (its rows shared with the other
 * team's column, RosterRows): the team with its score, the lineup in the league's slot order (or the
 * projected one when none is set yet), the bench and the points left on it. The starters' points add
 * up to the score; a commissioner's custom score is shown apart. The second column is mirrored, so the
 * two teams' points meet in the middle.
 */
export function RosterColumn({
  team,
  roster,
  rows,
  outlook,
  mirrored = false,
}: {
  team: MatchupTeam;
  roster: RosterPlayersResponse;
  rows: RosterRows;
  /** While the week is played and every starter's game is known: players left, final, chance. */
  outlook: TeamOutlook | null;
  mirrored?: boolean;
}) {
  const byId = new Map(roster.players.map((p) => [p.playerId, p]));
  const projected = roster.lineupSource === 'projected';
  return (
    <section
      aria-label={team.name}
      className="grid min-w-0 grid-rows-subgrid"
      style={span(rosterRowCount(rows))}
      data-testid="roster-column"
    >
      {/* On a phone the score goes under the team, whose name and record take the column's width. */}
      <div
        className={cn(
          'flex min-w-0 flex-col gap-x-2 sm:flex-row sm:items-center',
          mirrored && 'items-end text-right sm:flex-row-reverse',
        )}
      >
        <div className={cn('flex w-full min-w-0 flex-1 items-center gap-2', mirrored && 'flex-row-reverse')}>
          <TeamIdentity
            team={team}
            nameClassName="text-sm font-semibold sm:text-base"
            avatarClassName="hidden sm:flex"
          />
        </div>
        <p className="shrink-0 text-lg font-bold tabular-nums" data-testid="roster-points">
          {formatPoints(roster.points)}
        </p>
      </div>
      <div className="text-xs text-muted-foreground">
        {outlook && (
          <p className="font-medium text-foreground tabular-nums" data-testid="lineup-outlook">
            <OutlookText outlook={outlook} />
          </p>
        )}
        {roster.customPoints !== null && (
          <p data-testid="custom-points">
            Score set by the commissioner: {formatPoints(roster.customPoints)} (starters scored{' '}
            {formatPoints(roster.startersPoints)})
          </p>
        )}
        {projected && <p>No lineup is set for Week {roster.week} yet: the best projected lineup is shown.</p>}
      </div>
      <div className={cn('flex items-end justify-between gap-2 pt-2', mirrored && 'flex-row-reverse')}>
        <h4 className="text-sm font-semibold">{projected ? 'Projected Starters' : 'Starters'}</h4>
        {!projected && (
          <span className="text-xs text-muted-foreground tabular-nums" data-testid="starters-total">
            {formatPoints(roster.startersPoints)} pts
          </span>
        )}
      </div>
      <ul className="grid min-w-0 grid-rows-subgrid" style={span(rows.slots)}>
        {roster.lineup.map((entry, i) => (
          <PlayerRow
            key={`${entry.slot}-${i}`}
            slot={entry.slot}
            player={entry.playerId ? byId.get(entry.playerId) : undefined}
            mirrored={mirrored}
            showGame={outlook !== null}
          />
        ))}
      </ul>
      <div className={cn('flex items-end justify-between gap-2 pt-3', mirrored && 'flex-row-reverse')}>
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
        <p className="text-sm text-muted-foreground" style={span(Math.max(1, rows.bench))}>
          No bench players
        </p>
      ) : (
        <ul className="grid min-w-0 grid-rows-subgrid content-start" style={span(Math.max(1, rows.bench))}>
          {roster.bench.map((id) => (
            <PlayerRow
              key={id}
              slot="BN"
              player={byId.get(id)}
              mirrored={mirrored}
              showGame={outlook !== null}
            />
          ))}
        </ul>
      )}
      {/* The taxi squad and injured reserve: after the bench, in its row format, each under its heading. */}
      {SET_ASIDE_LISTS.map(({ key, slot }) => {
        const ids = roster[key];
        if (rows[key] === 0) return null;
        // An empty list is not shown: its rows stay blank, level with the other team's list.
        if (ids.length === 0) return <div key={key} style={span(setAsideRows(rows[key]))} />;
        return (
          <div key={key} className="grid min-w-0 grid-rows-subgrid" style={span(setAsideRows(rows[key]))}>
            <h4 className={cn('pt-3 text-sm font-semibold', mirrored && 'text-right')}>
              {slotLabel(slot).title}
            </h4>
            <ul className="grid min-w-0 grid-rows-subgrid content-start" style={span(rows[key])}>
              {ids.map((id) => (
                <PlayerRow
                  key={id}
                  slot={slot}
                  player={byId.get(id)}
                  mirrored={mirrored}
                  showGame={outlook !== null}
                />
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

/**
 * The dialog's middle column: each row's slot (QB, RB, FLEX, ... then BN, TAXI, IR), once for both teams. The
 * rows read it themselves (their screen-reader label), so this column is for the eye only.
 */
export function SlotColumn({ slots, rows }: { slots: readonly string[]; rows: RosterRows }) {
  const cell = (slot: string, i: number) => {
    const label = slotLabel(slot);
    return (
      <span
        key={i}
        className="flex items-center justify-center border-b text-[11px] font-semibold text-muted-foreground"
        title={label.title}
      >
        {label.short}
      </span>
    );
  };
  return (
    <div className="grid grid-rows-subgrid" style={span(rosterRowCount(rows))} aria-hidden="true">
      <span />
      <span />
      <span />
      {slots.map(cell)}
      <span />
      {Array.from({ length: Math.max(1, rows.bench) }, (_, i) =>
        i < rows.bench ? cell('BN', i) : <span key={i} />,
      )}
      {SET_ASIDE_LISTS.flatMap(({ key, slot }) =>
        rows[key] === 0
          ? []
          : [<span key={key} />, ...Array.from({ length: rows[key] }, (_, i) => cell(slot, i))],
      )}
    </div>
  );
}
