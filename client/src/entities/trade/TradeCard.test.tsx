// @vitest-environment jsdom
// The trade card's verdict and each side's account (decision 0016): who won and by how much, a draw, no
// verdict yet, settled or still counting, used, moved and pending picks, and keeper seasons apart.
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Trade, TradePick, TradeSide } from '@common/almanac';
import { TradeCard } from './TradeCard';

afterEach(cleanup);

const side = (rosterId: number, teamName: string, parts: Partial<TradeSide> = {}): TradeSide => ({
  rosterId,
  ownerId: String(1000 + rosterId),
  teamName,
  ownerName: `${teamName} owner`,
  players: [],
  picks: [],
  faab: 0,
  pickPoints: 0,
  keeperPoints: 0,
  pointsAfter: 0,
  ...parts,
});

const pick = (parts: Partial<TradePick>): TradePick => ({
  season: '2025',
  round: 3,
  originalTeam: 'Taco Tuesday Titans',
  status: 'pending',
  pickNo: null,
  player: null,
  points: 0,
  starts: 0,
  ...parts,
});

const trade = (parts: Partial<Trade>): Trade => ({
  id: '1',
  season: '2024',
  week: 5,
  date: '2024-10-02T15:00:00.000Z',
  sides: [side(1, 'Syrup Squad'), side(2, 'Wire to Wire')],
  pointsAfter: 0,
  winnerRosterId: null,
  verdict: 'pending',
  margin: 0,
  settled: false,
  ...parts,
});

function renderCard(value: Trade) {
  render(
    <MemoryRouter>
      <TradeCard trade={value} />
    </MemoryRouter>,
  );
  return {
    verdict: screen.getByTestId('trade-verdict').textContent,
    settled: screen.getByTestId('trade-settled').textContent,
    side: (team: string) => screen.getByRole('group', { name: `${team} received` }),
  };
}

describe('TradeCard', () => {
  it('names the winner and the margin, marks the winning side, and says when it is settled', () => {
    const card = renderCard(
      trade({
        verdict: 'won',
        winnerRosterId: 2,
        margin: 84.24,
        settled: true,
        sides: [
          side(1, 'Syrup Squad', {
            players: [
              {
                playerId: 'a',
                name: 'Ann Able',
                position: 'WR',
                pointsAfter: 40,
                starts: 4,
                keeperSeasons: [],
              },
            ],
            pointsAfter: 40,
          }),
          side(2, 'Wire to Wire', {
            players: [
              {
                playerId: 'b',
                name: 'Ben Bold',
                position: 'RB',
                pointsAfter: 12,
                starts: 2,
                keeperSeasons: [{ season: '2025', points: 212.36 }],
              },
            ],
            keeperPoints: 212.36,
            pointsAfter: 224.36,
          }),
        ],
      }),
    );
    expect(card.verdict).toBe('Won by Wire to Wire by 84.2 points');
    expect(card.settled).toBe('Settled');
    const winner = card.side('Wire to Wire');
    expect(within(winner).getByText('Won')).toBeTruthy();
    expect(within(winner).getByTestId('trade-side-total').textContent).toBe('224.4 pts');
    expect(within(winner).getByText('+212.4 as a keeper in 2025')).toBeTruthy();
    expect(within(winner).getByText('Players 12.0 · As keepers 212.4')).toBeTruthy();
    expect(within(card.side('Syrup Squad')).queryByText('Won')).toBeNull();
  });

  it('says draw, or no verdict yet, while the numbers still count', () => {
    expect(renderCard(trade({ verdict: 'draw', margin: 0.6, settled: false })).verdict).toBe('Draw');
    expect(screen.getByTestId('trade-settled').textContent).toBe('Still counting');
    expect(screen.queryByText('Won')).toBeNull();
    cleanup();
    expect(renderCard(trade({ verdict: 'pending' })).verdict).toBe('No verdict yet');
    cleanup();
    // A season without per-player points: the reason, never a winner by zero.
    expect(renderCard(trade({ verdict: 'unavailable', season: '2020' })).verdict).toBe(
      "Player points aren't available for 2020.",
    );
  });

  it('shows what each traded pick became: the drafted player and his points, traded on, or not drafted yet', () => {
    const card = renderCard(
      trade({
        verdict: 'won',
        winnerRosterId: 1,
        margin: 150.5,
        sides: [
          side(1, 'Syrup Squad', {
            players: [
              {
                playerId: 'd',
                name: 'Dan Dour',
                position: 'K',
                pointsAfter: 0,
                starts: 0,
                keeperSeasons: [],
              },
            ],
            picks: [
              pick({
                season: '2024',
                round: 5,
                status: 'used',
                pickNo: 50,
                player: { playerId: 'c', name: 'Cal Crane', position: 'TE' },
                points: 200.55,
                starts: 13,
              }),
              pick({ season: '2024', round: 2, status: 'moved', pickNo: 20 }),
            ],
            pickPoints: 200.55,
            pointsAfter: 200.55,
          }),
          side(2, 'Wire to Wire', { picks: [pick({ round: 1 })] }),
        ],
      }),
    );
    const used = within(card.side('Syrup Squad'));
    expect(used.getByText('2024 5th round pick')).toBeTruthy();
    expect(used.getByText('pick 50, Cal Crane TE')).toBeTruthy();
    expect(used.getByText('200.6 pts', { selector: 'li span' })).toBeTruthy();
    expect(used.getByText('traded on: it counts in the trade that moved it')).toBeTruthy();
    expect(used.getByText('Players 0.0 · Picks 200.6')).toBeTruthy();
    const pending = within(card.side('Wire to Wire'));
    expect(pending.getByText('2025 1st round pick')).toBeTruthy();
    expect(pending.getByText('not drafted yet')).toBeTruthy();
    expect(pending.getByTestId('trade-side-total').textContent).toBe('0.0 pts');
    // One kind of thing received: the total says what it is made of.
    expect(pending.queryByText(/^Picks/)).toBeNull();
  });
});
