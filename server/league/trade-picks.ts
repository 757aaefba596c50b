// A traded draft pick once its draft is held (docs/decisions/0016): the pick a trade moved is the
// original team's pick of that round in that season's draft, in that team's column (a traded pick
// keeps its draft_slot). It counts for the side that received it only if that side's owner made the
// pick: a pick traded on counts for whoever used it, in the trade that brought it to them.
import type { TradePick } from '../../common/almanac';
import type { SleeperTransaction } from '../sleeper/schemas';
import { pickPlayer, rosterOfOwner, type SeasonLedger } from './season-ledger';

type MovedPick = NonNullable<SleeperTransaction['draft_picks']>[number];

/**
 * `pick` as received by `rosterId` in a trade of `ledger`'s season; `seasons` holds that season's and
 * the following seasons' ledgers, where its draft may be (a season's own picks trade before its draft).
 */
export function tradedPick(
  pick: MovedPick,
  rosterId: number,
  ledger: SeasonLedger,
  seasons: readonly SeasonLedger[],
): TradePick {
  const originalTeam = ledger.teams.get(pick.roster_id)?.teamName ?? `Team ${pick.roster_id}`;
  const base = { season: pick.season, round: pick.round, originalTeam };
  const pending: TradePick = { ...base, status: 'pending', pickNo: null, player: null, points: 0, starts: 0 };
  const draftSeason = seasons.find((l) => l.season === pick.season);
  const draft = draftSeason?.draft;
  if (!draftSeason || !draft) return pending;
  // The original team in the draft's season: the same person's roster (roster ids can change), else
  // the same roster id.
  const original =
    rosterOfOwner(draftSeason.teams, ledger.teams.get(pick.roster_id)?.ownerId ?? null) ?? pick.roster_id;
  const slot = draft.slots.get(original);
  if (slot === undefined) return pending;
  const made = draft.picks.find((p) => p.round === pick.round && p.draft_slot === slot);
  if (!made || made.roster_id == null) return pending;
  const receiver = ledger.teams.get(rosterId)?.ownerId ?? null;
  const maker = draftSeason.teams.get(made.roster_id)?.ownerId ?? null;
  const used = receiver !== null ? maker === receiver : made.roster_id === rosterId;
  const starts = used ? draftSeason.started.weeks(made.roster_id, made.player_id) : [];
  return {
    ...base,
    status: used ? 'used' : 'moved',
    pickNo: made.pick_no,
    player: pickPlayer(made),
    points: used ? draftSeason.started.total(made.roster_id, made.player_id) : 0,
    starts: starts.length,
  };
}
