// Season payouts (docs/product.md §3 and §9, D8): the default payout table per season, the BUSTED
// pot across seasons, and the table with its winners resolved from the season summary.
import type { HistorySeason, HistoryStanding } from '../../common/history';
import type { PayoutConfig, PayoutLine, PayoutTeam, SeasonPayouts } from '../../common/payouts';
import { BUSTED_BASE } from '../../common/payout-constants';

/** The season the league started BUSTED tracking at double stakes (docs/product.md §9: 2022 doubled). */
const DOUBLED_SEASON = '2022';
/** docs/product.md §9: no BUSTED award in 2023. */
const UNTRACKED_BUSTED_SEASON = '2023';

/**
 * The defaults of docs/product.md §9: 120/60/30, 20 highest points, 20 blowout, 10 unlucky; x2 in 2022;
 * BUSTED 80/none/40.
 */
export function defaultPayoutConfig(season: string): PayoutConfig {
  const factor = season === DOUBLED_SEASON ? 2 : 1;
  const year = Number(season);
  let bustedAward = 0;
  if (season === DOUBLED_SEASON) bustedAward = BUSTED_BASE * 2;
  else if (season !== UNTRACKED_BUSTED_SEASON && year >= 2024) bustedAward = BUSTED_BASE;
  return {
    championshipFirst: 120 * factor,
    championshipSecond: 60 * factor,
    championshipThird: 30 * factor,
    highestPointsAward: 20 * factor,
    biggestBlowoutAward: 20 * factor,
    unluckyAward: 10 * factor,
    bustedAward,
  };
}

export interface BustedSeason {
  season: string;
  /** The season's configured base (0 = not tracked). */
  bustedAward: number;
  bustedWinnerId: string | null;
}

/**
 * The BUSTED pot of every season: its base, plus the previous season's whole pot when that season was
 * tracked and nobody claimed it (a clean year rolls over, +40 a year); a claim resets it. A season
 * without tracking (base 0) has no pot and breaks the chain.
 */
export function bustedPots(seasons: readonly BustedSeason[]): Map<string, number> {
  const pots = new Map<string, number>();
  let carried = 0;
  for (const row of [...seasons].sort((a, b) => Number(a.season) - Number(b.season))) {
    const pot = row.bustedAward > 0 ? row.bustedAward + carried : 0;
    pots.set(row.season, pot);
    carried = pot > 0 && row.bustedWinnerId === null ? pot : 0;
  }
  return pots;
}

export interface BustedRecord {
  /** The pot from bustedPots. */
  accumulated: number;
  winnerId: string | null;
  winnerName: string | null;
  playerName: string | null;
  playerTeam: string | null;
}

export const dollars = (amount: number): string => `$${amount}`;

function teamOf(row: HistoryStanding | null | undefined): PayoutTeam | null {
  if (!row) return null;
  const { rosterId, ownerId, teamName, ownerName, pointsFor, pointsAgainst } = row;
  return { rosterId, ownerId, teamName, ownerName, pointsFor, pointsAgainst };
}

const line = (amount: number, row: HistoryStanding | null | undefined): PayoutLine => ({
  amount,
  award: dollars(amount),
  team: teamOf(row),
});

/** The row with the most of something; none before any points were scored. */
function leader(
  standings: readonly HistoryStanding[],
  value: (row: HistoryStanding) => number,
): HistoryStanding | null {
  let best: HistoryStanding | null = null;
  for (const row of standings) if (value(row) > 0 && (best === null || value(row) > value(best))) best = row;
  return best;
}

export function resolveSeasonPayouts(
  season: HistorySeason,
  config: PayoutConfig,
  busted: BustedRecord,
): SeasonPayouts {
  const highest = leader(season.standings, (row) => row.pointsFor);
  const unlucky = leader(season.standings, (row) => row.pointsAgainst);
  const blowout = season.biggestBlowout;
  const winnerRow = blowout
    ? season.standings.find((row) => row.rosterId === blowout.winner.rosterId)
    : undefined;
  const championship = config.championshipFirst + config.championshipSecond + config.championshipThird;
  const regularSeason = config.highestPointsAward + config.unluckyAward;
  const special = config.biggestBlowoutAward + busted.accumulated;
  const total = championship + regularSeason + special;
  return {
    leagueId: season.leagueId,
    season: season.season,
    status: season.status,
    isComplete: season.isComplete,
    playoffWeekStart: season.playoffWeekStart,
    finalWeek: season.finalWeek,
    ...config,
    biggestBlowoutMargin: blowout?.margin ?? null,
    biggestBlowoutWeek: blowout?.week ?? null,
    biggestBlowoutWinner: blowout?.winner.teamName ?? null,
    bustedAccumulated: busted.accumulated,
    bustedWinnerId: busted.winnerId,
    bustedWinnerName: busted.winnerName,
    bustedPlayerName: busted.playerName,
    bustedPlayerTeam: busted.playerTeam,
    totalPool: total,
    leaders: { highestPoints: teamOf(highest), unlucky: teamOf(unlucky) },
    champion: line(config.championshipFirst, season.championTeam),
    runnerUp: line(config.championshipSecond, season.runnerUp),
    thirdPlace: line(config.championshipThird, season.thirdPlace),
    highestPoints: line(config.highestPointsAward, highest),
    unlucky: line(config.unluckyAward, unlucky),
    biggestBlowout: {
      amount: config.biggestBlowoutAward,
      award: dollars(config.biggestBlowoutAward),
      team:
        blowout && winnerRow
          ? {
              ...teamOf(winnerRow)!,
              difference: blowout.margin,
              week: blowout.week,
              loserTeamName: blowout.loser.teamName,
              winnerPoints: blowout.winner.points,
              loserPoints: blowout.loser.points,
            }
          : null,
    },
    busted: {
      amount: busted.accumulated,
      award: dollars(busted.accumulated),
      isRollover: busted.accumulated > BUSTED_BASE,
      cleanYears: busted.accumulated / BUSTED_BASE,
      tracked: busted.accumulated > 0,
    },
    totalPot: total,
    subtotals: { championship, regularSeason, special },
  };
}
