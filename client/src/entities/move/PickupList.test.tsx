// @vitest-environment jsdom
// A pickup's row (decision 0016, waiver pickups): the FAAB bid only where the league bids, the points
// while he stayed, and whether he stayed.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Pickup } from '@common/almanac';
import { PickupList } from './PickupList';

afterEach(cleanup);

const pickup = (parts: Partial<Pickup>): Pickup => ({
  playerId: '1',
  name: 'Tampa Bay Buccaneers',
  position: 'DEF',
  transactionId: 't1',
  season: '2025',
  week: 3,
  date: '2025-09-18T10:00:00.000Z',
  type: 'waiver',
  rosterId: 5,
  ownerId: '373',
  teamName: 'Wire to Wire',
  ownerName: 'WaiverWireWes',
  faab: 12,
  pointsAfter: 110.96,
  starts: 11,
  stayed: true,
  ...parts,
});

function rows(pickups: Pickup[]) {
  render(
    <MemoryRouter>
      <PickupList pickups={pickups} label="Best pickups" />
    </MemoryRouter>,
  );
  return screen.getAllByTestId('pickup');
}

describe('PickupList', () => {
  it('ranks the pickups and says what each cost, scored and whether he stayed', () => {
    const [claim, add, noBids] = rows([
      pickup({}),
      pickup({ transactionId: 't2', type: 'free_agent', faab: 0, starts: 1, stayed: false }),
      pickup({ transactionId: 't3', faab: null }),
    ]);
    expect(screen.getAllByTestId('pickup-how').map((how) => how.textContent)).toEqual([
      'Waiver claim, $12 FAAB',
      'Free agent',
      'Waiver claim',
    ]);
    expect(screen.getAllByTestId('pickup-points')[0]!.textContent).toBe('111.0pts');
    expect(claim!.textContent).toContain('11 starts · stayed on the team');
    expect(add!.textContent).toContain('1 start · let go later');
    expect(noBids!.textContent).toContain('Wire to Wire · 2025 week 3');
  });
});
