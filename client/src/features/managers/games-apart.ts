// Why a manager's head-to-head table holds fewer regular-season games than their career record: the
// imported seasons come without games, and a game against a team without a manager has nobody to
// list. Said under the table, so the two figures a member adds up agree or say why not.
import type { ManagerResponse } from '@common/almanac';
import { counted } from '@common/english';

const seasonList = new Intl.ListFormat('en', { type: 'conjunction' });

/** The sentence under the head-to-head table; null when it holds every game of the career record. */
export function gamesApartNote({ imported, withoutManager }: ManagerResponse['gamesApart']): string | null {
  const reasons: Array<[number, string]> = [];
  if (imported.games > 0) {
    reasons.push([imported.games, `from ${seasonList.format(imported.seasons)}, imported without opponents`]);
  }
  if (withoutManager > 0) reasons.push([withoutManager, 'against a team without a manager']);
  if (reasons.length === 0) return null;
  const total = reasons.reduce((sum, [games]) => sum + games, 0);
  const opening = `Not in this table: ${counted(total, 'game')} of their career record`;
  if (reasons.length === 1) return `${opening}, ${reasons[0]![1]}.`;
  return `${opening}: ${reasons.map(([games, why]) => `${games} ${why}`).join(', and ')}.`;
}
