// Draft boards (docs/product.md §2 "Historical Draft Boards" and §9): every season's draft through the league
// chain, and the pre-draft board of the keepers' next draft. Reads the provider through the gateway,
// computes with server/league/draft-board.ts.
import type {
  DraftBoard,
  DraftBoardPlayer,
  DraftHistoryResponse,
  DraftSeasonSummary,
} from '../../../common/drafts';
import type { KeeperSelection } from '../../../common/keepers';
import type { AppContext } from '../../context';
import { InputMemo } from '../../memo';
import { notFound } from '../../http/errors';
import {
  buildDraftBoard,
  buildPreDraftBoard,
  holdersOf,
  orderRulesOf,
  type PreDraftKeepers,
} from '../../league/draft-board';
import { isRookieDraft } from '../../league/rookie-draft';
import { buildTeams } from '../../league/teams';
import { nextSeason, previousSeason } from '../../seasons/resolve';
import type { SleeperDraft, SleeperLeague } from '../../sleeper/schemas';
import { listKeeperSelections } from '../keepers/service';

/** The season's draft of a league (a league can list several drafts; the one of its season first). */
export async function seasonDraft(ctx: AppContext, league: SleeperLeague): Promise<SleeperDraft | null> {
  const drafts = await ctx.sleeper.drafts(league.league_id);
  const listed = drafts.find((d) => d.season === league.season) ?? drafts[0];
  // Only GET /draft/{id} carries slot_to_roster_id (the column order).
  return listed ? ctx.sleeper.draft(listed.draft_id) : null;
}

export async function draftHistory(ctx: AppContext): Promise<DraftHistoryResponse> {
  const keeperSeason = ctx.seasons.keeperSeason;
  const chain = await ctx.sleeper.leagueChain(ctx.leagueId);
  const seasons: DraftSeasonSummary[] = await Promise.all(
    chain.map(async (league) => {
      const draft = await seasonDraft(ctx, league);
      // The picks tell a rookie draft (the picker names it so): a completed draft's are cached for good.
      const picks = draft ? await ctx.sleeper.draftPicks(draft.draft_id) : [];
      return {
        season: league.season,
        leagueId: league.league_id,
        draftId: draft?.draft_id ?? null,
        status: draft?.status ?? 'pre_draft',
        upcoming: false,
        keeperSeason: league.season === keeperSeason,
        rookieDraft: isRookieDraft(draft, picks),
      };
    }),
  );
  const upcoming = nextSeason(keeperSeason);
  if (!seasons.some((s) => s.season === upcoming) && seasons.some((s) => s.season === keeperSeason)) {
    seasons.push({
      season: upcoming,
      leagueId: ctx.leagueId,
      draftId: null,
      status: 'upcoming',
      upcoming: true,
      keeperSeason: false,
      // Not at the provider yet: nothing says what it will draft.
      rookieDraft: false,
    });
  }
  seasons.sort((a, b) => Number(b.season) - Number(a.season));
  return { seasons };
}

/** A submitted selection as the pre-draft board places it (D9: lottery players are waiver pickups). */
function keepersOf(selection: KeeperSelection): PreDraftKeepers {
  const slots = [
    [selection.lotteryPlayer1Id, selection.lotteryPlayer1Name, selection.lotteryPlayer1Position],
    [selection.lotteryPlayer2Id, selection.lotteryPlayer2Name, selection.lotteryPlayer2Position],
    [selection.lotteryPlayer3Id, selection.lotteryPlayer3Name, selection.lotteryPlayer3Position],
  ] as const;
  const lottery = slots.flatMap(([id, name, position]): DraftBoardPlayer[] =>
    id ? [{ playerId: id, name: name ?? id, position: position ?? '?', team: null }] : [],
  );
  const kept = selection.lotteryResults
    ? new Set(selection.lotteryResults.selectedPlayers.map((p) => p.id))
    : null;
  return {
    rosterId: selection.rosterId,
    franchise:
      selection.franchisePlayerId && selection.franchisePlayerDraftRound !== null
        ? {
            player: {
              playerId: selection.franchisePlayerId,
              name: selection.franchisePlayerName ?? selection.franchisePlayerId,
              position: selection.franchisePlayerPosition ?? '?',
              team: null,
            },
            round: selection.franchisePlayerDraftRound,
          }
        : null,
    waiverKeepers: kept ? lottery.filter((p) => kept.has(p.playerId)) : lottery,
    lotteryPending: kept === null,
  };
}

/** Boards by the identity of the provider copies (and player records) they are built from. */
const boards = new InputMemo<DraftBoard>();

/** The board of a season's league and draft, with the previous season's picks for the W badge. */
async function seasonBoard(ctx: AppContext, chain: SleeperLeague[], index: number): Promise<DraftBoard> {
  const league = chain[index]!;
  const previous = chain[index + 1];
  const [draft, rosters, users, previousDraft] = await Promise.all([
    seasonDraft(ctx, league),
    ctx.sleeper.rosters(league.league_id),
    ctx.sleeper.users(league.league_id),
    previous ? seasonDraft(ctx, previous) : Promise.resolve(null),
  ]);
  if (!draft) throw notFound(`No draft data available for ${league.season}`);
  const [picks, previousPicks, players] = await Promise.all([
    ctx.sleeper.draftPicks(draft.draft_id),
    previousDraft ? ctx.sleeper.draftPicks(previousDraft.draft_id) : Promise.resolve(null),
    ctx.sleeper.players(rosters.flatMap((r) => r.players ?? [])),
  ]);
  const inputs = [league, draft, picks, rosters, users, previousPicks, ...players.values()];
  const board = boards.get(league.league_id, inputs, () =>
    buildDraftBoard({
      season: league.season,
      leagueId: league.league_id,
      draft,
      picks,
      rosters,
      identities: buildTeams(rosters, users),
      players,
      previousDraftPlayerIds: previousPicks ? new Set(previousPicks.map((p) => p.player_id)) : null,
    }),
  );
  if (!board.isPreDraft) return board;
  return preDraftBoard(ctx, board, league.season, null, holdersOf(rosters));
}

/** Keepers of the season before `draftSeason`, submitted, on an otherwise empty board. */
function preDraftBoard(
  ctx: AppContext,
  shape: DraftBoard,
  draftSeason: string,
  note: string | null,
  holders: ReadonlyMap<string, number>,
): DraftBoard {
  const selections = listKeeperSelections(ctx, previousSeason(draftSeason)).filter((s) => s.isSubmitted);
  return buildPreDraftBoard({
    season: draftSeason,
    leagueId: shape.leagueId,
    draftId: shape.draftId,
    status: shape.status,
    rounds: shape.rounds,
    rules: orderRulesOf(null),
    teams: shape.teams,
    keepers: selections.map(keepersOf),
    holders,
    note,
    rookieDraft: shape.rookieDraft,
  });
}

export async function draftBoard(ctx: AppContext, year: string): Promise<DraftBoard> {
  const chain = await ctx.sleeper.leagueChain(ctx.leagueId);
  const index = chain.findIndex((league) => league.season === year);
  if (index !== -1) return seasonBoard(ctx, chain, index);
  const keeperSeason = ctx.seasons.keeperSeason;
  const keeperIndex = chain.findIndex((league) => league.season === keeperSeason);
  if (year === nextSeason(keeperSeason) && keeperIndex !== -1) {
    // Next season's draft does not exist at the provider yet: preview it with this season's order.
    const current = await seasonBoard(ctx, chain, keeperIndex);
    const rosters = await ctx.sleeper.rosters(chain[keeperIndex]!.league_id);
    return preDraftBoard(
      ctx,
      { ...current, status: 'upcoming', draftId: null, rookieDraft: false },
      year,
      `The ${year} draft order is not set yet: columns follow the ${keeperSeason} draft order.`,
      holdersOf(rosters),
    );
  }
  throw notFound(`No draft data available for ${year}`);
}
