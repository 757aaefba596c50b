// Draft report cards (docs/decisions/0016): each pick's started points for the team that made it,
// that season, against what a pick of its round produces in this league: the average started points
// per week of the ordinary (not kept) picks of that round over the league's completed seasons, times
// the weeks the season has played. Teams are graded A-F on a curve within the draft.
import type { DraftGrade, DraftReportPick, DraftReportResponse, DraftReportTeam } from '../../common/almanac';
import { pickValue } from '../../common/pick-value';
import { noPlayerPointsText } from '../../common/player-points';
import type { SleeperDraftPick } from '../sleeper/schemas';
import { round2 } from './points';
import { bySeason, pickPlayer, type SeasonLedger } from './season-ledger';

/** Steals and busts listed per draft. */
export const STEALS_AND_BUSTS = 3;

/** Average started points per week of an ordinary pick, by round, and the seasons measured. */
export interface RoundRates {
  seasons: string[];
  perWeek: ReadonlyMap<number, number>;
}

type MadePick = SleeperDraftPick & { roster_id: number };
const madePicks = (ledger: SeasonLedger): MadePick[] =>
  (ledger.draft?.picks ?? []).filter((pick): pick is MadePick => pick.roster_id != null);

function ratesOf(ledgers: readonly SeasonLedger[]): Map<number, number> {
  const sums = new Map<number, { total: number; count: number }>();
  for (const ledger of ledgers) {
    if (ledger.weeksPlayed === 0) continue;
    for (const pick of madePicks(ledger)) {
      if (pick.is_keeper === true) continue;
      const rate = ledger.started.total(pick.roster_id, pick.player_id) / ledger.weeksPlayed;
      const sum = sums.get(pick.round) ?? { total: 0, count: 0 };
      sums.set(pick.round, { total: sum.total + rate, count: sum.count + 1 });
    }
  }
  return new Map([...sums].map(([round, { total, count }]) => [round, total / count]));
}

/** The league's history of drafts: its completed seasons'. */
export function roundRates(ledgers: readonly SeasonLedger[]): RoundRates {
  const history = ledgers
    .filter((l) => l.over && l.draft && l.weeksPlayed > 0 && l.playerPoints)
    .sort(bySeason);
  return { seasons: history.map((l) => l.season), perWeek: ratesOf(history) };
}

/** Grades by standard deviations from the draft's mean value: A >= 1, B >= 1/3, C, D, F <= -1. */
export function gradeOf(z: number): DraftGrade {
  if (z >= 1) return 'A';
  if (z >= 1 / 3) return 'B';
  if (z > -1 / 3) return 'C';
  if (z > -1) return 'D';
  return 'F';
}

export function curve(values: readonly number[]): DraftGrade[] {
  const mean = values.reduce((sum, v) => sum + v, 0) / (values.length || 1);
  const sd = Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (values.length || 1));
  return values.map((v) => (sd === 0 ? 'C' : gradeOf((v - mean) / sd)));
}

const sum = (values: readonly number[]) => round2(values.reduce((total, v) => total + v, 0));

/**
 * A season's report card; null when the season has no draft (or no pick made yet). A season without
 * player points grades nobody (its started points are unknown): its card only says so.
 */
export function draftReport(ledger: SeasonLedger, history: RoundRates): DraftReportResponse | null {
  const made = madePicks(ledger).sort((a, b) => a.pick_no - b.pick_no);
  if (made.length === 0) return null;
  const rookieDraft = ledger.draft?.rookie ?? false;
  if (!ledger.playerPoints) {
    return {
      season: ledger.season,
      final: ledger.over,
      weeksPlayed: ledger.weeksPlayed,
      rookieDraft,
      playerPointsNote: noPlayerPointsText(ledger.season),
      expectation: { seasons: [], rounds: [] },
      picks: [],
      teams: [],
      steals: [],
      busts: [],
    };
  }
  // A round the history never had (or a league with no completed season) is measured on this draft.
  const own = ratesOf([ledger]);
  const fromHistory = history.perWeek.size > 0;
  const perWeek = (round: number) => history.perWeek.get(round) ?? own.get(round) ?? 0;
  const expectedOf = (round: number) => round2(perWeek(round) * ledger.weeksPlayed);
  const picks = made.map((pick): DraftReportPick => {
    const startedPoints = ledger.started.total(pick.roster_id, pick.player_id);
    const expected = expectedOf(pick.round);
    return {
      ...pickPlayer(pick),
      pickNo: pick.pick_no,
      round: pick.round,
      rosterId: pick.roster_id,
      isKeeper: pick.is_keeper === true,
      startedPoints,
      starts: ledger.started.weeks(pick.roster_id, pick.player_id).length,
      expected,
      value: pickValue(startedPoints, expected),
    };
  });
  const rosterIds = [...new Set(picks.map((p) => p.rosterId))];
  const totals = rosterIds.map((rosterId) => {
    const own = picks.filter((p) => p.rosterId === rosterId);
    const drafted = sum(own.filter((p) => !p.isKeeper).map((p) => p.value));
    const kept = sum(own.filter((p) => p.isKeeper).map((p) => p.value));
    return {
      rosterId,
      drafted,
      kept,
      value: sum(own.map((p) => p.value)),
      started: sum(own.map((p) => p.startedPoints)),
    };
  });
  const grades = curve(totals.map((t) => t.value));
  const teams = totals
    .map((t, i): Omit<DraftReportTeam, 'rank'> => {
      const team = ledger.teams.get(t.rosterId);
      return {
        rosterId: t.rosterId,
        ownerId: team?.ownerId ?? null,
        teamName: team?.teamName ?? `Team ${t.rosterId}`,
        ownerName: team?.ownerDisplayName ?? 'Unknown Owner',
        grade: grades[i]!,
        value: t.value,
        draftedValue: t.drafted,
        keeperValue: t.kept,
        startedPoints: t.started,
      };
    })
    .sort((a, b) => b.value - a.value || a.rosterId - b.rosterId)
    .map((team, i) => ({ ...team, rank: i + 1 }));
  const drafted = picks.filter((p) => !p.isKeeper);
  const rounds = [...new Set(made.map((p) => p.round))].sort((a, b) => a - b);
  return {
    season: ledger.season,
    final: ledger.over,
    weeksPlayed: ledger.weeksPlayed,
    rookieDraft,
    playerPointsNote: null,
    expectation: {
      seasons: fromHistory ? history.seasons : [ledger.season],
      rounds: rounds.map((round) => ({
        round,
        perWeek: round2(perWeek(round)),
        expected: expectedOf(round),
      })),
    },
    picks,
    teams,
    steals: drafted
      .filter((p) => p.value > 0)
      .sort((a, b) => b.value - a.value || a.pickNo - b.pickNo)
      .slice(0, STEALS_AND_BUSTS),
    busts: drafted
      .filter((p) => p.value < 0)
      .sort((a, b) => a.value - b.value || a.pickNo - b.pickNo)
      .slice(0, STEALS_AND_BUSTS),
  };
}
