// Head-to-head records recomputed from regular-season games (docs/product.md D8). In a median season
// (league_average_match = 1) Sleeper's roster records also count a game against the weekly median;
// this gives the plain head-to-head record the history's win/loss statistics use instead.
import type { WeekGames } from './season-games';

export interface WinLoss {
  wins: number;
  losses: number;
  ties: number;
}

export function headToHeadRecords(weeks: readonly WeekGames[]): Map<number, WinLoss> {
  const records = new Map<number, WinLoss>();
  const recordOf = (rosterId: number): WinLoss => {
    let record = records.get(rosterId);
    if (!record) {
      record = { wins: 0, losses: 0, ties: 0 };
      records.set(rosterId, record);
    }
    return record;
  };
  for (const { pairs } of weeks) {
    for (const { home, away, winnerRosterId } of pairs) {
      const homeRecord = recordOf(home.rosterId);
      const awayRecord = recordOf(away.rosterId);
      if (winnerRosterId === null) {
        homeRecord.ties += 1;
        awayRecord.ties += 1;
      } else if (winnerRosterId === home.rosterId) {
        homeRecord.wins += 1;
        awayRecord.losses += 1;
      } else {
        awayRecord.wins += 1;
        homeRecord.losses += 1;
      }
    }
  }
  return records;
}
