// The off-season dashboard's answer (decision 0008): between seasons, last season's champion and final
// standings, the keeper deadline, the dues and the next draft, in one request built from the cached
// history, keeper, payment and settings data.
import type { OffseasonResponse } from '../../../common/seasons';
import type { AppContext } from '../../context';
import { formatOffers, leagueFormat } from '../../league/format';
import { nextDraft } from '../settings/next-draft';
import { leagueOfSeason, seasonChain, seasonSummary } from '../history/service';
import { keeperStatus, listKeeperSelections } from '../keepers/service';
import { listMemberPaymentStatuses } from '../payments/service';

export async function getOffseason(ctx: AppContext): Promise<OffseasonResponse> {
  const { season, phase, keeperSeason, draftSeason } = ctx.seasons.current;
  const chain = await seasonChain(ctx);
  // Before the draft the season played last is the previous league's; after the season, the league's own.
  const last = phase === 'pre-draft' ? chain[1] : chain[0];
  const keeperLeague = await leagueOfSeason(ctx, keeperSeason).catch(() => null);
  const picksKeepers = formatOffers(leagueFormat(await ctx.sleeper.league(ctx.leagueId))).keeperSelection;
  const [lastSeason, status, draft, rosters, keeperRosters] = await Promise.all([
    last ? seasonSummary(ctx, last) : null,
    picksKeepers ? keeperStatus(ctx, keeperSeason) : null,
    nextDraft(ctx, draftSeason),
    ctx.sleeper.rosters(ctx.leagueId),
    keeperLeague ? ctx.sleeper.rosters(keeperLeague.league_id) : [],
  ]);
  const paid = new Set(
    listMemberPaymentStatuses(ctx, season)
      .filter((entry) => entry.hasPaid)
      .map((entry) => entry.rosterId),
  );
  return {
    leagueId: ctx.leagueId,
    season,
    phase,
    lastSeason,
    keepers: status && {
      ...status,
      submitted: listKeeperSelections(ctx, keeperSeason).filter((s) => s.isSubmitted).length,
      teams: keeperRosters.length,
    },
    now: ctx.clock.now().toISOString(),
    dues: { season, paid: rosters.filter((r) => paid.has(r.roster_id)).length, teams: rosters.length },
    draft: {
      season: draft.season,
      start: draft.startMs === null ? null : new Date(draft.startMs).toISOString(),
      status: draft.status,
    },
  };
}
