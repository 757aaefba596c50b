// GET /keeper-candidates/{rosterId}: the keeper picker's figures (docs/decisions/0016, keeper
// candidates), from the same season ledgers and report cards as the keeper values (almanac module),
// with the rounds of the board the keepers will be placed on (drafts module).
import type { KeeperCandidatesResponse } from '../../../common/keepers';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { draftRounds } from '../../league/draft-board';
import { keeperCandidates } from '../../league/keeper-candidates';
import { nextSeason } from '../../seasons/resolve';
import { leagueArchives } from '../almanac/archive';
import { draftReports } from '../almanac/verdicts';
import { draftBoard } from '../drafts/service';
import { rosterPlayers } from './service';

export async function keeperCandidatesOf(
  ctx: AppContext,
  rosterId: number,
): Promise<KeeperCandidatesResponse> {
  const season = ctx.seasons.keeperSeason;
  const [players, archives, board] = await Promise.all([
    rosterPlayers(ctx, rosterId),
    leagueArchives(ctx),
    // The board the pre-draft page places the keepers on: its rounds are the ones they cost.
    draftBoard(ctx, nextSeason(season)).catch(() => null),
  ]);
  const archive = archives.find((a) => a.league.season === season);
  if (!archive) throw notFound(`No ${season} season in this league.`);
  return keeperCandidates({
    rosterId,
    playerIds: players.map((p) => p.playerId),
    ledger: archive.ledger,
    report: draftReports(ctx, archives).get(season) ?? null,
    draftRounds: board?.rounds ?? draftRounds(null, []),
  });
}
