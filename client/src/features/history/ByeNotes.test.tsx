// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { HistorySeason } from '@common/history';
import { LeagueByeNote, SeasonByeNote } from './ByeNotes';

afterEach(cleanup);

type Bye = NonNullable<HistorySeason['byes']>[number];

const bye = (rosterId: number, teamName: string, week: number, points: number): Bye => ({
  rosterId,
  ownerId: `owner-${rosterId}`,
  teamName,
  ownerName: `Owner ${rosterId}`,
  week,
  points,
});

const text = (node: ReactNode) =>
  render(<MemoryRouter>{node}</MemoryRouter>)
    .container.textContent?.replace(/\s+/g, ' ')
    .trim() ?? '';

// The demo's 2023: two teams without an opponent in week 6, one of whose names holds an "and".
const demo2023 = {
  season: '2023',
  byes: [bye(3, "Gabe's Goal Line Stand", 6, 120.04), bye(7, 'Fourth and Forever', 6, 139.01)],
};

describe('the bye notes', () => {
  it('name the teams, the week and the points that count against nobody', () => {
    expect(text(<SeasonByeNote season={demo2023} />)).toBe(
      "No opponent (a bye) in week 6: Gabe's Goal Line Stand and Fourth and Forever. Their 259.1 points " +
        "count in their PF and in nobody's PA, and a bye is no game: each has one game fewer in its record.",
    );
    cleanup();
    expect(
      text(<LeagueByeNote seasons={[{ season: '2024', byes: [] }, demo2023, { season: '2022' }]} />),
    ).toBe(
      "Points for include 259.1 points scored on byes, weeks without an opponent (2023 week 6: Gabe's " +
        'Goal Line Stand and Fourth and Forever): they count for their team and against nobody. A bye is ' +
        'no game, so those teams have a game fewer in their record for each.',
    );
  });

  it('set each team apart from the words around it: a link to its manager', () => {
    render(
      <MemoryRouter>
        <SeasonByeNote season={demo2023} />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      "Gabe's Goal Line Stand",
      'Fourth and Forever',
    ]);
  });

  it('say nothing for seasons without byes, imported seasons included', () => {
    expect(text(<SeasonByeNote season={{ byes: [] }} />)).toBe('');
    expect(text(<SeasonByeNote season={{}} />)).toBe('');
    expect(text(<LeagueByeNote seasons={[{ season: '2022' }, { season: '2024', byes: [] }]} />)).toBe('');
  });

  it('count several byes of one team, week by week', () => {
    const season = { byes: [bye(1, 'A', 3, 90), bye(1, 'A', 9, 80), bye(2, 'B', 9, 70)] };
    expect(text(<SeasonByeNote season={season} />)).toBe(
      "No opponent (a bye) in week 3: A and week 9: A and B. Their 240.0 points count in their PF and in nobody's " +
        'PA, and a bye is no game: each has one game fewer in its record for each bye.',
    );
    cleanup();
    expect(text(<SeasonByeNote season={{ byes: [bye(1, 'A', 3, 90), bye(1, 'A', 9, 80)] }} />)).toContain(
      'each has 2 games fewer in its record',
    );
  });
});
