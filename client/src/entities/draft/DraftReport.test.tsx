// @vitest-environment jsdom
// The draft report card as the board and the history show it (decision 0016): a cell's value over its
// round's average with its colour, steal or bust mark and the team that made a traded pick; the grades
// table in the server's order; the steals and busts; what the figures measure, final or so far.
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { DraftReportPick, DraftReportResponse, DraftReportTeam } from '@common/almanac';
import { DraftReport } from './DraftReport';
import { ReportCell } from '@/features/draft-board/ReportCell';
import { cellReport, expectationText, indexReport } from './report-card';

afterEach(cleanup);

const pick = (pickNo: number, rosterId: number, value: number, parts: Partial<DraftReportPick> = {}) => ({
  playerId: `p${pickNo}`,
  name: `Player ${pickNo}`,
  position: 'WR',
  pickNo,
  round: Math.ceil(pickNo / 2),
  rosterId,
  isKeeper: false,
  startedPoints: 100 + value,
  starts: 10,
  expected: 100,
  value,
  ...parts,
});

const team = (rosterId: number, grade: DraftReportTeam['grade'], value: number, rank: number) => ({
  rosterId,
  ownerId: String(500 + rosterId),
  teamName: `Team ${rosterId}`,
  ownerName: `Owner ${rosterId}`,
  grade,
  value,
  draftedValue: value,
  keeperValue: 0,
  startedPoints: 400 + value,
  rank,
});

const picks = [pick(1, 1, 62.44), pick(2, 2, -80.1), pick(3, 2, 0.04, { isKeeper: true }), pick(4, 1, -1.2)];
const report = (parts: Partial<DraftReportResponse> = {}): DraftReportResponse => ({
  season: '2024',
  final: true,
  weeksPlayed: 17,
  rookieDraft: false,
  playerPointsNote: null,
  expectation: { seasons: ['2022', '2023', '2024'], rounds: [{ round: 1, perWeek: 5.88, expected: 100 }] },
  picks,
  teams: [team(1, 'A', 61.24, 1), team(2, 'F', -80.06, 2)],
  steals: [picks[0]!],
  busts: [picks[1]!],
  ...parts,
});

function renderCell(pickNo: number, columnRosterId: number) {
  render(<ReportCell report={cellReport(indexReport(report()), pickNo, columnRosterId)} />);
  return screen.getByTestId('report-cell');
}

describe('the report card on the board', () => {
  it("shows a steal's value above its round in green, its points against the round's average", () => {
    const cell = renderCell(1, 1);
    expect(within(cell).getByTestId('report-cell-value').textContent).toBe('+62.4');
    expect(cell.className).toContain('bg-emerald-100');
    expect(cell.textContent).toContain('Player 1');
    expect(cell.textContent).toContain('162.4 / 100.0');
    expect(cell.textContent).toContain('Steal');
    expect(cell.textContent).not.toContain('Made by');
  });

  it('shows a bust below its round in red, and the team that made a traded pick', () => {
    const cell = renderCell(2, 1);
    expect(within(cell).getByTestId('report-cell-value').textContent).toBe('-80.1');
    expect(cell.className).toContain('bg-red-100');
    expect(cell.textContent).toContain('Bust');
    expect(cell.textContent).toContain('Made by Team 2');
  });

  it('marks a keeper, and a value that rounds to nothing as level', () => {
    const cell = renderCell(3, 2);
    expect(within(cell).getByTestId('report-cell-value').textContent).toBe('0.0');
    expect(cell.className).toContain('bg-muted');
    expect(cell.textContent).toContain('keeper');
    expect(cell.textContent).not.toMatch(/Steal|Bust/);
  });

  it('leaves a cell without a pick empty', () => {
    render(<ReportCell report={cellReport(indexReport(report()), 99, 1)} />);
    expect(screen.queryByTestId('report-cell')).toBeNull();
    expect(screen.getByText('No pick')).toBeTruthy();
  });
});

describe('DraftReport', () => {
  function renderReport(value: DraftReportResponse) {
    render(
      <MemoryRouter>
        <DraftReport report={value} />
      </MemoryRouter>,
    );
  }

  it("lists the teams in the server's order with their grades and values, and the steals and busts", () => {
    renderReport(report());
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('2024 draft report card');
    const rows = screen.getAllByTestId('draft-grade-row');
    expect(rows.map((row) => row.getAttribute('data-roster-id'))).toEqual(['1', '2']);
    expect(within(rows[0]!).getByTestId('grade').textContent).toBe('A');
    expect(rows[0]!.textContent).toContain('+61.2');
    expect(within(rows[1]!).getByTestId('grade').textContent).toBe('F');
    expect(rows[1]!.textContent).toContain('-80.1');
    expect(within(screen.getByTestId('draft-steals')).getByText('Player 1')).toBeTruthy();
    expect(within(screen.getByTestId('draft-busts')).getByText('Player 2')).toBeTruthy();
    expect(
      screen.getByText(/against what a pick of its round produced on average in 2022, 2023 and 2024/),
    ).toBeTruthy();
  });

  it('says so when a season is still being played, and when a draft has no steal', () => {
    renderReport(report({ final: false, weeksPlayed: 13, steals: [] }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('2024 draft report card (so far)');
    expect(
      within(screen.getByTestId('draft-steals')).getByText("No pick beat its round's average."),
    ).toBeTruthy();
  });

  it("titles a dynasty league's rookie draft as one (docs/decisions/0029)", () => {
    renderReport(report({ season: '2025', rookieDraft: true }));
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('2025 Rookie Draft report card');
  });
});

describe('expectationText', () => {
  it('names the weeks played while the season runs, and the draft itself without a completed season', () => {
    expect(expectationText(report({ final: false, weeksPlayed: 1 }))).toBe(
      "Each pick's points in its team's starting lineups so far (1 week of 2024 played), against what a pick of its round produced on average in 2022, 2023 and 2024 over as many weeks.",
    );
    expect(expectationText(report({ expectation: { seasons: [], rounds: [] } }))).toBe(
      "Each pick's points in its team's starting lineups in 2024, against what a pick of its round produced on average in this draft itself (the league has no completed season yet).",
    );
  });
});
