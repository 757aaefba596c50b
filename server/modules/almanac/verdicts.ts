// The verdicts (docs/decisions/0016): trades with who won them, draft report cards, keeper values and waiver
// pickups, computed over every season's ledger (./archive.ts). Each reaches across seasons (a pick is used in
// a later draft, a player kept the year after), so each is computed for the whole league at once and memoized
// by the identity of the archives it read: a completed season's archive never changes, the season in
// progress's only when one of its provider copies is refreshed.
import type {
  DraftReportResponse,
  KeeperValue,
  KeeperValueResponse,
  Pickup,
  Trade,
} from '../../../common/almanac';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { InputMemo } from '../../memo';
import { draftReport, roundRates } from '../../league/draft-report';
import { byKeeperSeason, keeperLists, seasonKeepers } from '../../league/keeper-value';
import { seasonPickups } from '../../league/pickups';
import { bySeason } from '../../league/season-ledger';
import { leagueTrades } from '../../league/trade-history';
import { RECORDS_PER_LIST } from '../../league/weekly-records';
import { leagueArchives, type SeasonArchive } from './archive';

const trades = new InputMemo<Trade[]>(4);
const reports = new InputMemo<Map<string, DraftReportResponse>>(4);
const keepers = new InputMemo<KeeperValue[]>(4);
const pickups = new InputMemo<Pickup[]>(4);
const keeperAnswers = new InputMemo<KeeperValueResponse>(4);

const ledgersOf = (archives: readonly SeasonArchive[]) => archives.map((a) => a.ledger);

/** Every completed trade with its verdict, newest first. */
export function allTrades(ctx: AppContext, archives: readonly SeasonArchive[]): Trade[] {
  return trades.get(ctx.leagueId, archives, () => leagueTrades(ledgersOf(archives)));
}

/** Every season's draft report card, by season (a season without a draft has none). */
export function draftReports(
  ctx: AppContext,
  archives: readonly SeasonArchive[],
): Map<string, DraftReportResponse> {
  return reports.get(ctx.leagueId, archives, () => {
    const ledgers = ledgersOf(archives);
    const history = roundRates(ledgers);
    return new Map(
      ledgers.flatMap((ledger) => {
        const report = draftReport(ledger, history);
        return report ? [[ledger.season, report] as const] : [];
      }),
    );
  });
}

/** Every keeper's value, newest season first, then by value. */
export function allKeepers(ctx: AppContext, archives: readonly SeasonArchive[]): KeeperValue[] {
  const cards = draftReports(ctx, archives);
  return keepers.get(ctx.leagueId, archives, () => {
    const ledgers = ledgersOf(archives).sort(bySeason);
    return ledgers
      .flatMap((ledger, i) => {
        const report = cards.get(ledger.season);
        return report ? seasonKeepers(report, ledger, ledgers[i - 1]) : [];
      })
      .sort(byKeeperSeason);
  });
}

/** Every pickup of every season, newest season first, then by points after. */
export function allPickups(ctx: AppContext, archives: readonly SeasonArchive[]): Pickup[] {
  return pickups.get(ctx.leagueId, archives, () =>
    ledgersOf(archives)
      .sort((a, b) => bySeason(b, a))
      .flatMap((ledger) => seasonPickups(ledger)),
  );
}

export async function getDraftReport(ctx: AppContext, season: string): Promise<DraftReportResponse> {
  const report = draftReports(ctx, await leagueArchives(ctx)).get(season);
  if (!report) throw notFound(`No draft data available for ${season}`);
  return report;
}

export async function getKeeperValue(ctx: AppContext): Promise<KeeperValueResponse> {
  const archives = await leagueArchives(ctx);
  const all = allKeepers(ctx, archives);
  return keeperAnswers.get(ctx.leagueId, [all], () => ({
    keepers: all,
    ...keeperLists(all, RECORDS_PER_LIST),
  }));
}
