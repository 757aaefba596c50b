// How the draft report card (decision 0016, draft report cards) reads on the board: the server scores
// every pick and grades every team; these find a board cell's pick, tell a pick above its round's
// average from one below, and colour the grades.
import type { DraftGrade, DraftReportPick, DraftReportResponse, DraftReportTeam } from '@common/almanac';

export type ValueTone = 'above' | 'below' | 'level';

/** Above, below or level with the round's average, as shown (to a tenth of a point). */
export function valueTone(value: number): ValueTone {
  const tenths = Math.round(value * 10);
  return tenths > 0 ? 'above' : tenths < 0 ? 'below' : 'level';
}

/** A report cell's colours: green above its round's average, red below (full strings for Tailwind). */
export const TONE_CLASSES: Record<ValueTone, string> = {
  above:
    'bg-emerald-100 text-emerald-950 border-emerald-300 dark:bg-emerald-950 dark:text-emerald-100 dark:border-emerald-800',
  below: 'bg-red-100 text-red-950 border-red-300 dark:bg-red-950 dark:text-red-100 dark:border-red-800',
  level: 'bg-muted text-foreground border-border',
};

export const GRADE_CLASSES: Record<DraftGrade, string> = {
  A: 'bg-emerald-600 text-white',
  B: 'bg-lime-200 text-lime-950 dark:bg-lime-800 dark:text-lime-50',
  C: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-50',
  D: 'bg-amber-200 text-amber-950 dark:bg-amber-800 dark:text-amber-50',
  F: 'bg-red-600 text-white',
};

/** What a pick is singled out as: one of the draft's steals, one of its busts, or neither. */
export type PickMark = 'steal' | 'bust' | null;

/** The report looked up by pick number and roster (built once per report). */
export interface ReportIndex {
  picks: ReadonlyMap<number, DraftReportPick>;
  teams: ReadonlyMap<number, DraftReportTeam>;
  steals: ReadonlySet<number>;
  busts: ReadonlySet<number>;
}

export function indexReport(report: DraftReportResponse): ReportIndex {
  return {
    picks: new Map(report.picks.map((pick) => [pick.pickNo, pick])),
    teams: new Map(report.teams.map((team) => [team.rosterId, team])),
    steals: new Set(report.steals.map((pick) => pick.pickNo)),
    busts: new Set(report.busts.map((pick) => pick.pickNo)),
  };
}

/** A board cell's scored pick (the board's cells and the report's picks share the pick number). */
export interface CellReport {
  pick: DraftReportPick;
  mark: PickMark;
  /** The team that made the pick where it is not the column's (a traded pick), else null. */
  madeBy: string | null;
}

/** The report of the board cell in pick `pickNo` of the column of `columnRosterId`; null for none. */
export function cellReport(
  index: ReportIndex,
  pickNo: number | null,
  columnRosterId: number | null,
): CellReport | null {
  const pick = pickNo === null ? undefined : index.picks.get(pickNo);
  if (!pick) return null;
  return {
    pick,
    mark: index.steals.has(pick.pickNo) ? 'steal' : index.busts.has(pick.pickNo) ? 'bust' : null,
    madeBy: pick.rosterId === columnRosterId ? null : (index.teams.get(pick.rosterId)?.teamName ?? null),
  };
}

/** "2022", "2022 and 2023", "2022, 2023 and 2024". */
function seasonList(seasons: readonly string[]): string {
  if (seasons.length <= 1) return seasons.join('');
  return `${seasons.slice(0, -1).join(', ')} and ${seasons[seasons.length - 1]}`;
}

/** What the report measures, in words: the season's weeks played and where each round's mark comes from. */
export function expectationText(report: DraftReportResponse): string {
  const { seasons } = report.expectation;
  const points = report.final
    ? `Each pick's points in its team's starting lineups in ${report.season}`
    : `Each pick's points in its team's starting lineups so far (${report.weeksPlayed} ${report.weeksPlayed === 1 ? 'week' : 'weeks'} of ${report.season} played)`;
  const where =
    seasons.length > 0
      ? `in ${seasonList(seasons)}`
      : 'in this draft itself (the league has no completed season yet)';
  return `${points}, against what a pick of its round produced on average ${where}${report.final ? '' : ' over as many weeks'}.`;
}
