// @vitest-environment jsdom
// A manager's current roster: starters under their slot labels, the bench, and the taxi squad and
// injured reserve as groups of their own, only when they hold someone.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentRoster, CurrentRosterPlayer } from '@common/almanac';
import { CurrentRosterCard } from './CurrentRoster';

afterEach(cleanup);

const player = (playerId: string, position: string, parts: Partial<CurrentRosterPlayer> = {}) => ({
  playerId,
  firstName: 'Pat',
  lastName: playerId,
  position,
  team: 'KC',
  status: 'Active',
  ...parts,
});

const roster = (parts: Partial<CurrentRoster> = {}): CurrentRoster => ({
  season: '2025',
  rosterId: 6,
  teamName: 'Gabe Gang',
  starters: [
    { slot: 'QB', player: player('Mahon', 'QB') },
    { slot: 'SUPER_FLEX', player: player('Rivers', 'RB', { status: 'Q' }) },
    { slot: 'WR', player: null },
  ],
  bench: [player('Benchly', 'WR', { team: null })],
  taxi: [],
  reserve: [],
  ...parts,
});

const headings = () => screen.getAllByRole('heading').map((h) => [h.tagName, h.textContent]);
const groupRows = (title: string) =>
  within(screen.getByRole('heading', { name: title }).parentElement!).getAllByRole('listitem');

describe('CurrentRosterCard', () => {
  it('lists the starters in slot order with their labels, then the bench; no taxi or IR when empty', () => {
    render(<CurrentRosterCard lineupsChosen roster={roster()} />);
    expect(headings()).toEqual([
      ['H2', 'Current roster'],
      ['H3', 'Starters'],
      ['H3', 'Bench'],
    ]);
    const starters = groupRows('Starters');
    expect(starters.map((row) => row.getAttribute('data-slot'))).toEqual(['QB', 'SUPER_FLEX', 'WR']);
    expect(starters[1]!.textContent).toBe('SFSuperflex: QB, RB, WR or TE: Pat RiversRB · KC · Q');
    expect(within(starters[1]!).getByRole('img', { name: 'Status Q' })).toBeTruthy();
    expect(starters[2]!.textContent).toContain('Empty');
    expect(groupRows('Bench').map((row) => row.textContent)).toEqual(['Pat BenchlyWR · FA']);
  });

  const setAside = roster({
    taxi: [player('Rook', 'WR')],
    reserve: [player('Hurt', 'RB', { status: 'IR' })],
  });

  it('shows the taxi squad and injured reserve apart, after the bench', () => {
    render(<CurrentRosterCard lineupsChosen roster={setAside} />);
    expect(screen.getByText(/never start or count as bench points\.$/)).toBeTruthy();
    expect(headings().map(([, text]) => text)).toEqual([
      'Current roster',
      'Starters',
      'Bench',
      'Taxi squad',
      'Injured reserve',
    ]);
    expect(groupRows('Taxi squad').map((row) => row.textContent)).toEqual(['Pat RookWR · KC']);
    expect(groupRows('Injured reserve').map((row) => row.textContent)).toEqual(['Pat HurtRB · KC · IR']);
  });

  it('in best ball speaks of no bench points: nobody chose whom to start', () => {
    render(<CurrentRosterCard lineupsChosen={false} roster={setAside} />);
    expect(screen.getByText(/The taxi squad and injured reserve never start\.$/)).toBeTruthy();
    expect(screen.queryByText(/bench points/)).toBeNull();
  });

  it('says when no lineup is set, and shows nothing for a manager without a team this season', () => {
    const { container, rerender } = render(
      <CurrentRosterCard lineupsChosen roster={roster({ starters: [] })} />,
    );
    expect(screen.getByText('No lineup is set.')).toBeTruthy();
    rerender(<CurrentRosterCard lineupsChosen roster={null} />);
    expect(container.innerHTML).toBe('');
  });
});
