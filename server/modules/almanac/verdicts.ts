// The verdicts (issue 28, docs/decisions/0016): trades with who won them, computed over every season's
// ledger (./archive.ts). A trade reaches across seasons (a pick is used in a later draft, a player
// kept the year after), so the trades are computed for the whole league at once and memoized by the
// identity of the archives they read: a completed season's archive never changes, the season in
// progress's only when one of its provider copies is refreshed.
import type { Trade } from '../../../common/almanac';
import type { AppContext } from '../../context';
import { InputMemo } from '../../memo';
import { leagueTrades } from '../../league/trade-history';
import type { SeasonArchive } from './archive';

const trades = new InputMemo<Trade[]>(4);

const ledgersOf = (archives: readonly SeasonArchive[]) => archives.map((a) => a.ledger);

/** Every completed trade with its verdict, newest first. */
export function allTrades(ctx: AppContext, archives: readonly SeasonArchive[]): Trade[] {
  return trades.get(ctx.leagueId, archives, () => leagueTrades(ledgersOf(archives)));
}
