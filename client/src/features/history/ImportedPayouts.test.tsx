// @vitest-environment jsdom
// An imported season's payouts on the history page: each team that won money, with the league's one
// money format, marked imported, and nothing at all when the CSV gave no payout.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { HistorySeason, HistoryStanding } from '@common/history';
import { ImportedPayouts } from './ImportedPayouts';

afterEach(cleanup);

const row = (rank: number, payout: number | null): HistoryStanding => ({
  rank,
  rosterId: rank,
  ownerId: `u${rank}`,
  teamName: `Team ${rank}`,
  ownerName: `Owner ${rank}`,
  wins: 1,
  losses: 1,
  ties: 0,
  withMedian: { wins: 1, losses: 1, ties: 0 },
  pointsFor: 100,
  pointsAgainst: 100,
  playoffFinish: null,
  payout,
});

const season = (standings: HistoryStanding[]): HistorySeason => ({
  season: '2021',
  leagueId: 'L',
  name: '2021 (imported)',
  status: 'complete',
  isComplete: true,
  isMedian: false,
  totalRosters: standings.length,
  playoffWeekStart: 0,
  finalWeek: 0,
  totalPoints: 0,
  avgPoints: 0,
  champion: null,
  championOwner: null,
  championTeam: null,
  runnerUp: null,
  thirdPlace: null,
  standings,
  biggestBlowout: null,
  imported: true,
});

const renderPayouts = (value: HistorySeason) =>
  render(
    <MemoryRouter>
      <ImportedPayouts season={value} />
    </MemoryRouter>,
  );

describe('ImportedPayouts', () => {
  it('lists the teams that won money and their total, marked imported', () => {
    renderPayouts(season([row(1, 1200), row(2, 150), row(3, 0), row(4, null)]));
    const section = screen.getByTestId('season-payouts-2021');
    expect(section.textContent).toContain('Imported');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Team 1 · Owner 1$1,200',
      'Team 2 · Owner 2$150',
    ]);
    expect(screen.getByTestId('season-pot-2021').textContent).toBe('$1,350');
  });

  it('shows nothing, not $0, for a season imported without payouts', () => {
    const { container } = renderPayouts(season([row(1, null), row(2, 0)]));
    expect(container.textContent).toBe('');
  });
});
