import { useState } from 'react';
import type { KeeperCandidatesResponse, KeeperRosterPlayer } from '@common/keepers';
import {
  KEEPER_SLOTS,
  SLOT_LABELS,
  choiceBlocker,
  type EditState,
  type KeeperPicks,
  type KeeperSlot,
} from '@common/keeper-rules';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import {
  SORT_KEYS,
  SORT_LABELS,
  costRoundsOf,
  figuresOfCandidates,
  sortByFigures,
  type SortKey,
} from './candidate-figures';
import { PlayerPickCard } from './PlayerPickCard';

interface KeeperPickerProps {
  players: readonly KeeperRosterPlayer[];
  byId: ReadonlyMap<string, KeeperRosterPlayer>;
  picks: KeeperPicks;
  editState: EditState;
  /** The figures to choose by; undefined while they load (or when they could not be read). */
  candidates: KeeperCandidatesResponse | undefined;
  onPick: (slot: KeeperSlot, player: KeeperRosterPlayer) => void;
}

function weeksText(candidates: KeeperCandidatesResponse): string {
  const weeks = `${candidates.weeksPlayed} ${candidates.weeksPlayed === 1 ? 'week' : 'weeks'}`;
  return candidates.final ? `in the ${candidates.season} season (${weeks})` : `this season (${weeks} so far)`;
}

/**
 * The slot tabs (Franchise, Lottery 1-3) over the roster's players, each with the figures to choose by
 * (docs/decisions/0016, keeper candidates), sortable. In each tab the players who can fill that slot
 * come first.
 */
export function KeeperPicker({ players, byId, picks, editState, candidates, onPick }: KeeperPickerProps) {
  const [tab, setTab] = useState<KeeperSlot>('franchise');
  const [sort, setSort] = useState<SortKey>('value');
  const figuresAt = figuresOfCandidates(candidates);
  const figuresOf = (player: KeeperRosterPlayer) =>
    candidates ? figuresAt(player, costRoundsOf(player, picks, byId, candidates.draftRounds)) : null;
  const measured = candidates !== undefined && candidates.players.length > 0;
  return (
    <Card role="region" aria-labelledby="keeper-picker-title">
      <CardHeader>
        <h2 id="keeper-picker-title" className="text-lg leading-tight font-semibold tracking-tight">
          Choose your keepers
        </h2>
        {measured && (
          <CardDescription>
            Each player&rsquo;s points in your starting lineups {weeksText(candidates)}, the pick keeping him
            costs, and what he is worth: his points minus what a pick of that round has produced on average
            over the same weeks. Kept waiver pickups take your last two picks; the lottery&rsquo;s order
            settles which.
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        <Tabs value={tab} onValueChange={(value) => setTab(value as KeeperSlot)}>
          {/* Two by two on a phone: four tabs in a row do not fit 320 px, and a strip scrolling
              sideways hid the last one. */}
          <TabsList className="grid h-auto w-full grid-cols-2 sm:grid-cols-4">
            {KEEPER_SLOTS.map((slot) => (
              <TabsTrigger key={slot} value={slot}>
                {SLOT_LABELS[slot]}
                {picks[slot] !== null && <span aria-label="chosen">•</span>}
              </TabsTrigger>
            ))}
          </TabsList>
          {measured && (
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <span id="keeper-sort-label" className="text-sm text-muted-foreground">
                Sort by
              </span>
              <div role="group" aria-labelledby="keeper-sort-label" className="flex gap-1">
                {SORT_KEYS.map((key) => (
                  <Button
                    key={key}
                    size="sm"
                    className="h-10"
                    variant={sort === key ? 'default' : 'outline'}
                    aria-pressed={sort === key}
                    onClick={() => setSort(key)}
                  >
                    {SORT_LABELS[key]}
                  </Button>
                ))}
              </div>
            </div>
          )}
          {KEEPER_SLOTS.map((slot) => {
            const blockers = new Map(
              players.map((p) => [
                p.playerId,
                picks[slot] === p.playerId ? null : choiceBlocker(slot, p, picks, byId, editState),
              ]),
            );
            const sorted = sortByFigures(players, figuresOf, sort);
            const ordered = [
              ...sorted.filter((p) => blockers.get(p.playerId) === null),
              ...sorted.filter((p) => blockers.get(p.playerId) !== null),
            ];
            return (
              <TabsContent key={slot} value={slot}>
                <div
                  role="radiogroup"
                  aria-label={`${SLOT_LABELS[slot]} player`}
                  className="grid grid-cols-1 gap-2 sm:grid-cols-2"
                >
                  {ordered.map((player) => (
                    <PlayerPickCard
                      key={player.playerId}
                      player={player}
                      figures={figuresOf(player)}
                      selected={picks[slot] === player.playerId}
                      blocker={blockers.get(player.playerId) ?? null}
                      onPick={() => onPick(slot, player)}
                    />
                  ))}
                </div>
              </TabsContent>
            );
          })}
        </Tabs>
      </CardContent>
    </Card>
  );
}
