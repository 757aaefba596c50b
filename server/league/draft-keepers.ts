// Drafted players who became keepers: a player picked in a season's draft who later appears as a
// keeper pick (is_keeper) in a following season's draft, by whoever kept him. The drafting pick is
// the last ordinary pick of the player before that keeper season.
import type { KeptDraftPick } from '../../common/almanac';
import type { SleeperDraftPick } from '../sleeper/schemas';
import { pickPlayer } from './season-ledger';
import type { TeamIdentity } from './teams';

export interface SeasonDraft {
  season: string;
  picks: readonly SleeperDraftPick[];
  teams: ReadonlyMap<number, TeamIdentity>;
}

export interface DraftedKeeper extends KeptDraftPick {
  /** Who drafted the player (the roster's owner that season, else the picker). */
  draftedBy: string | null;
}

export function draftedKeepers(drafts: readonly SeasonDraft[]): DraftedKeeper[] {
  const ordered = [...drafts].sort((a, b) => Number(a.season) - Number(b.season));
  const lastDrafted = new Map<string, { season: string; pick: SleeperDraftPick; by: string | null }>();
  const result: DraftedKeeper[] = [];
  for (const draft of ordered) {
    for (const pick of draft.picks) {
      if (pick.is_keeper !== true) continue;
      const drafted = lastDrafted.get(pick.player_id);
      if (!drafted) continue;
      const keeper = pick.roster_id != null ? draft.teams.get(pick.roster_id) : undefined;
      result.push({
        ...pickPlayer(pick),
        draftedSeason: drafted.season,
        draftedRound: drafted.pick.round,
        keptSeason: draft.season,
        keptRound: pick.round,
        keptBy: {
          ownerId: keeper?.ownerId ?? null,
          ownerName: keeper?.ownerDisplayName ?? 'Unknown Owner',
          teamName: keeper?.teamName ?? `Team ${pick.roster_id ?? '?'}`,
        },
        draftedBy: drafted.by,
      });
    }
    // This season's ordinary picks are the drafting picks of later keepers.
    for (const pick of draft.picks) {
      if (pick.is_keeper === true) continue;
      const team = pick.roster_id != null ? draft.teams.get(pick.roster_id) : undefined;
      lastDrafted.set(pick.player_id, {
        season: draft.season,
        pick,
        by: team?.ownerId ?? pick.picked_by ?? null,
      });
    }
  }
  return result.sort(
    (a, b) =>
      Number(a.keptSeason) - Number(b.keptSeason) ||
      a.keptRound - b.keptRound ||
      a.name.localeCompare(b.name),
  );
}
