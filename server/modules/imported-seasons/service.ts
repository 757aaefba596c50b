// Seasons before Sleeper: the commissioner imports them from a CSV, lists them and undoes one season, or all
// of them at once (a wrong file of many seasons was undone season by season). An import is all or nothing: it
// is checked whole first (server/league/imported-seasons.ts), then written with its audit entry in one
// transaction.
import type { ImportedSeasonsResponse, ImportedSeasonSummary } from '../../../common/imported-seasons';
import { recordAudit } from '../../audit';
import type { AppContext } from '../../context';
import type { SessionUser } from '../../http/access';
import { notFound } from '../../http/errors';
import { readImportCsv } from '../../league/imported-seasons';
import { listUserRows } from '../admin/repository';
import { inTransaction } from '../admin/transaction';
import { sleeperSeasons } from '../history/service';
import { managerMatcher } from './managers';
import { deleteAllSeasons, deleteSeason, importedRows, insertTeams, type ImportedRow } from './repository';

function summaries(rows: readonly ImportedRow[]): ImportedSeasonSummary[] {
  const bySeason = new Map<string, ImportedRow[]>();
  for (const row of rows) bySeason.set(row.season, [...(bySeason.get(row.season) ?? []), row]);
  return [...bySeason.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([season, teams]) => ({
      season,
      teams: teams.length,
      champion: teams.find((team) => team.isChampion)?.teamName ?? null,
      unmatchedManagers: teams.filter((team) => team.ownerId === null).map((team) => team.managerName),
      importedAt: new Date(Math.min(...teams.map((team) => team.createdAt))).toISOString(),
    }));
}

export function listImportedSeasons(ctx: AppContext): ImportedSeasonsResponse {
  return { seasons: summaries(importedRows(ctx.db, ctx.leagueId)) };
}

export type ImportOutcome = { ok: true; list: ImportedSeasonsResponse } | { ok: false; errors: string[] };

export async function importSeasons(
  ctx: AppContext,
  actor: SessionUser,
  csv: string,
): Promise<ImportOutcome> {
  const seasons = await sleeperSeasons(ctx);
  const firstSleeperSeason = seasons.map((s) => s.season).sort()[0]!;
  const ownerOf = managerMatcher(listUserRows(ctx.db), seasons);
  const check = () =>
    readImportCsv(csv, {
      firstSleeperSeason,
      alreadyImported: new Set(importedRows(ctx.db, ctx.leagueId).map((row) => row.season)),
      ownerOf,
    });
  return inTransaction(ctx, () => {
    // Checked inside the transaction: two imports of one season at once cannot both pass.
    const result = check();
    if (!result.ok) return result;
    insertTeams(ctx.db, ctx.leagueId, result.teams, actor.sleeperUserId, ctx.clock.now().getTime());
    const imported = [...new Set(result.teams.map((team) => team.season))].sort();
    recordAudit(ctx.db, {
      actorId: actor.sleeperUserId,
      action: 'imported_seasons.import',
      subject: `seasons ${imported.join(', ')}`,
      after: { seasons: imported, teams: result.teams.length },
    });
    return { ok: true, list: listImportedSeasons(ctx) };
  });
}

export function undoImportedSeason(
  ctx: AppContext,
  actor: SessionUser,
  season: string,
): ImportedSeasonsResponse {
  return inTransaction(ctx, () => {
    const removed = deleteSeason(ctx.db, ctx.leagueId, season);
    if (removed.length === 0) throw notFound(`Season ${season} was not imported.`);
    recordAudit(ctx.db, {
      actorId: actor.sleeperUserId,
      action: 'imported_seasons.undo',
      subject: `season ${season}`,
      before: summaries(removed)[0],
    });
    return listImportedSeasons(ctx);
  });
}

/** Undoes every imported season, with one audit entry listing them. */
export function undoAllImportedSeasons(ctx: AppContext, actor: SessionUser): ImportedSeasonsResponse {
  return inTransaction(ctx, () => {
    const removed = summaries(deleteAllSeasons(ctx.db, ctx.leagueId));
    if (removed.length === 0) throw notFound('No season was imported.');
    recordAudit(ctx.db, {
      actorId: actor.sleeperUserId,
      action: 'imported_seasons.undo_all',
      subject: `seasons ${removed
        .map((s) => s.season)
        .sort()
        .join(', ')}`,
      before: removed,
    });
    return listImportedSeasons(ctx);
  });
}
