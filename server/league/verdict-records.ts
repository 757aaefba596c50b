// The record book's verdicts (docs/decisions/0016): the most lopsided trades and the best and worst
// keepers, beside the records of the games (./weekly-records.ts), all-time or per season.
import type { KeeperValue, RecordBook, Trade } from '../../common/almanac';
import { keeperLists } from './keeper-value';
import { mostLopsided } from './trade-verdict';
import { RECORDS_PER_LIST } from './weekly-records';

export type VerdictRecords = Pick<RecordBook, 'mostLopsidedTrades' | 'bestKeepers' | 'worstKeepers'>;

export function verdictRecords(trades: readonly Trade[], keepers: readonly KeeperValue[]): VerdictRecords {
  const { best, worst } = keeperLists(keepers, RECORDS_PER_LIST);
  return {
    mostLopsidedTrades: mostLopsided(trades, RECORDS_PER_LIST),
    bestKeepers: best,
    worstKeepers: worst,
  };
}
