// A manager's page: a person's seasons with finishes, career, payouts won, best and worst weeks,
// biggest trades, trade record with best and worst trades, best waiver pickups, drafted players who
// became keepers, head to head and rivalries (the roasts about them: ./manager-roasts.ts). Everything
// is keyed by the Sleeper user id: roster ids change between seasons.
import type {
  H2hCell,
  KeptDraftPick,
  ManagerRef,
  ManagerResponse,
  ManagerSeason,
  ManagerSummary,
  Pickup,
  Trade,
} from '../../common/almanac';
import {
  importedPayout,
  type CareerTotal,
  type HistorySeason,
  type HistoryStanding,
} from '../../common/history';
import type { SeasonPayouts } from '../../common/payouts';
import { resultOf, sidesOf, type AlmanacGame } from './almanac-games';
import type { Careers } from './careers';
import type { DraftedKeeper } from './draft-keepers';
import { rivalriesOf } from './head-to-head-matrix';
import { byPointsAfter, scoredPickup } from './pickups';
import { bestAndWorstTrades, tradeRecordOf, tradesOf } from './trade-verdict';
import { ownerWeeks } from './weekly-records';

export const BIGGEST_TRADES = 5;
export const BEST_PICKUPS = 5;
/** Roasts a manager's page shows, newest first. */
export const MANAGER_ROASTS = 20;

/** Every person who ever owned a team, with their newest names; seasons newest first. */
export function managerDirectory(
  seasons: readonly HistorySeason[],
  avatars: ReadonlyMap<string, string | null>,
): Map<string, ManagerRef> {
  const current = new Set((seasons[0]?.standings ?? []).map((row) => row.ownerId));
  const managers = new Map<string, ManagerRef>();
  for (const season of seasons) {
    for (const row of season.standings) {
      if (!row.ownerId || managers.has(row.ownerId)) continue;
      managers.set(row.ownerId, {
        ownerId: row.ownerId,
        ownerName: row.ownerName,
        teamName: row.teamName,
        avatar: avatars.get(row.ownerId) ?? null,
        current: current.has(row.ownerId),
        rosterId: row.rosterId,
      });
    }
  }
  return managers;
}

/** Current members first, then by name. */
export const byMembership = (a: ManagerRef, b: ManagerRef) =>
  Number(b.current) - Number(a.current) || a.ownerName.localeCompare(b.ownerName);

/** Regular-season seeds: wins with the median (ties half), then points for, then roster id. */
export function seedsOf(season: HistorySeason): Map<number, number> {
  const score = (row: HistoryStanding) => row.withMedian.wins + row.withMedian.ties / 2;
  const ordered = [...season.standings].sort(
    (a, b) => score(b) - score(a) || b.pointsFor - a.pointsFor || a.rosterId - b.rosterId,
  );
  return new Map(ordered.map((row, i) => [row.rosterId, i + 1]));
}

/** The awards a person won in a completed season (a season in progress has no winners yet). */
export function payoutsWon(
  ownerId: string,
  payouts: SeasonPayouts,
): Array<{ award: string; amount: number }> {
  if (!payouts.isComplete) return [];
  const won: Array<{ award: string; amount: number }> = [];
  const lines = [
    ['Champion', payouts.champion],
    ['Runner-up', payouts.runnerUp],
    ['Third place', payouts.thirdPlace],
    ['Highest points', payouts.highestPoints],
    ['Unlucky', payouts.unlucky],
    ['Biggest blowout', payouts.biggestBlowout],
  ] as const;
  for (const [award, line] of lines) {
    if (line.team?.ownerId === ownerId && line.amount > 0) won.push({ award, amount: line.amount });
  }
  if (payouts.bustedWinnerId === ownerId && payouts.busted.amount > 0) {
    won.push({ award: 'BUSTED', amount: payouts.busted.amount });
  }
  return won;
}

/** An imported season's CSV gives each team one payout, not the awards it was made of. */
export const IMPORTED_PAYOUT_AWARD = 'Season payout';

function importedPayoutsWon(row: HistoryStanding): Array<{ award: string; amount: number }> {
  const amount = importedPayout(row);
  return amount === null ? [] : [{ award: IMPORTED_PAYOUT_AWARD, amount }];
}

export function managerSeasons(
  ownerId: string,
  seasons: readonly HistorySeason[],
  payouts: ReadonlyMap<string, SeasonPayouts>,
): ManagerSeason[] {
  const result: ManagerSeason[] = [];
  for (const season of [...seasons].reverse()) {
    const row = season.standings.find((r) => r.ownerId === ownerId);
    if (!row) continue;
    const seasonPayouts = payouts.get(season.season);
    result.push({
      season: season.season,
      rosterId: row.rosterId,
      teamName: row.teamName,
      isComplete: season.isComplete,
      isMedian: season.isMedian,
      wins: row.wins,
      losses: row.losses,
      ties: row.ties,
      withMedian: row.withMedian,
      pointsFor: row.pointsFor,
      pointsAgainst: row.pointsAgainst,
      seed: seedsOf(season).get(row.rosterId)!,
      finish: row.rank,
      playoffFinish: row.playoffFinish,
      teams: season.standings.length,
      // An imported season has no payouts table: its money is what the commissioner's CSV says.
      payouts: season.imported
        ? importedPayoutsWon(row)
        : seasonPayouts
          ? payoutsWon(ownerId, seasonPayouts)
          : [],
      ...(season.imported ? { imported: true as const } : {}),
    });
  }
  return result;
}

/**
 * The career games head to head cannot hold (the manager page says so under its table): the imported
 * seasons' records, which come without games, and the regular-season games whose other side has no
 * manager (an orphaned team; or the person's own, which head to head leaves out alike).
 */
export function gamesApart(
  ownerId: string,
  seasons: readonly ManagerSeason[],
  games: readonly AlmanacGame[],
): ManagerProfile['gamesApart'] {
  const imported = seasons.filter((s) => s.imported);
  let withoutManager = 0;
  for (const game of games) {
    if (game.playoffs) continue;
    for (const rosterId of [game.home.rosterId, game.away.rosterId]) {
      const [own, other] = sidesOf(game, rosterId);
      if (own.ownerId === ownerId && (!other.ownerId || other.ownerId === ownerId)) withoutManager += 1;
    }
  }
  return {
    imported: {
      games: imported.reduce((sum, s) => sum + s.wins + s.losses + s.ties, 0),
      seasons: imported.map((s) => s.season),
    },
    withoutManager,
  };
}

/** The payouts won over some seasons. */
const totalWon = (seasons: readonly ManagerSeason[]) =>
  seasons.reduce((sum, s) => sum + s.payouts.reduce((t, p) => t + p.amount, 0), 0);

/** Every manager with career totals (the history's), for the managers index. */
export function managerSummaries(
  managers: ReadonlyMap<string, ManagerRef>,
  careers: Careers,
): ManagerSummary[] {
  const byOwner = new Map([...careers.current, ...careers.past].map((c) => [c.ownerId, c]));
  return [...managers.values()].sort(byMembership).flatMap((manager) => {
    const career = byOwner.get(manager.ownerId);
    if (!career) return [];
    const { seasons, wins, losses, ties, pointsFor, championships } = career;
    return [{ ...manager, seasons, wins, losses, ties, pointsFor, championships }];
  });
}

export interface ManagerProfileInput {
  ownerId: string;
  managers: ReadonlyMap<string, ManagerRef>;
  /** The person's career totals (the history's). */
  career: CareerTotal;
  /** Newest first (the history's order). */
  seasons: readonly HistorySeason[];
  payouts: ReadonlyMap<string, SeasonPayouts>;
  games: readonly AlmanacGame[];
  cells: readonly H2hCell[];
  trades: readonly Trade[];
  pickups: readonly Pickup[];
  draftedKeepers: readonly DraftedKeeper[];
}

/**
 * A manager's page without its roasts and current roster, which are read afresh for every answer
 * (./manager-roasts.ts, ./current-roster.ts).
 */
export type ManagerProfile = Omit<ManagerResponse, 'roasts' | 'currentRoster'>;

export function managerProfile(input: ManagerProfileInput): ManagerProfile | null {
  const { ownerId, managers } = input;
  const manager = managers.get(ownerId);
  if (!manager) return null;
  const seasons = managerSeasons(ownerId, input.seasons, input.payouts);
  const playoffGames = input.games.filter(
    (g) => g.playoffs && (g.home.ownerId === ownerId || g.away.ownerId === ownerId),
  );
  const playoffRecord = { wins: 0, losses: 0, ties: 0 };
  for (const game of playoffGames) {
    const rosterId = game.home.ownerId === ownerId ? game.home.rosterId : game.away.rosterId;
    const result = resultOf(game, rosterId);
    if (result === 'W') playoffRecord.wins += 1;
    else if (result === 'L') playoffRecord.losses += 1;
    else playoffRecord.ties += 1;
  }
  const headToHead = input.cells
    .filter((cell) => cell.ownerId === ownerId && managers.has(cell.opponentId))
    .map((cell) => ({
      opponent: managers.get(cell.opponentId)!,
      regular: cell.regular,
      playoffs: cell.playoffs,
    }))
    .sort((a, b) => byMembership(a.opponent, b.opponent));
  const keepers: KeptDraftPick[] = input.draftedKeepers
    .filter((k) => k.draftedBy === ownerId)
    .map(({ draftedBy: _by, ...keeper }) => keeper);
  const { best: bestTrade, worst: worstTrade } = bestAndWorstTrades(input.trades, ownerId);
  return {
    manager: { ...manager, firstSeason: seasons[0]?.season ?? '', lastSeason: seasons.at(-1)?.season ?? '' },
    career: {
      seasons: input.career.seasons,
      wins: input.career.wins,
      losses: input.career.losses,
      ties: input.career.ties,
      pointsFor: input.career.pointsFor,
      pointsAgainst: input.career.pointsAgainst,
      championships: input.career.championships,
      titles: seasons.filter((s) => s.playoffFinish === 1).map((s) => s.season),
      playoffAppearances: new Set(playoffGames.map((g) => g.season)).size,
      playoffRecord,
      bestFinish: input.career.bestFinish,
      payoutsWon: totalWon(seasons),
      importedPayoutsWon: totalWon(seasons.filter((s) => s.imported)),
    },
    seasons,
    bestWeeks: ownerWeeks(input.games, ownerId, false),
    worstWeeks: ownerWeeks(input.games, ownerId, true),
    biggestTrades: [...tradesOf(input.trades, ownerId)]
      .sort((a, b) => b.pointsAfter - a.pointsAfter || b.date.localeCompare(a.date))
      .slice(0, BIGGEST_TRADES),
    tradeRecord: tradeRecordOf(input.trades, ownerId),
    bestTrade,
    worstTrade,
    bestPickups: input.pickups
      .filter((pickup) => pickup.ownerId === ownerId && scoredPickup(pickup))
      .sort(byPointsAfter)
      .slice(0, BEST_PICKUPS),
    keepersFromDraft: keepers,
    headToHead,
    gamesApart: gamesApart(ownerId, seasons, input.games),
    rivalries: rivalriesOf(ownerId, input.cells, managers),
  };
}
