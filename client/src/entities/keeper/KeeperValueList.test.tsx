// @vitest-environment jsdom
// A keeper measured against his round (decision 0016, keeper values): his value, the round and pick he
// cost and where he came from, his points against what that round produces, "so far" while it runs.
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { KeeperValue } from '@common/almanac';
import { emptyKeeperListText, KeeperValueList } from './KeeperValueList';

afterEach(cleanup);

const keeper = (parts: Partial<KeeperValue>): KeeperValue => ({
  playerId: '5028',
  name: 'Soren Calby',
  position: 'QB',
  season: '2023',
  rosterId: 6,
  ownerId: '586',
  teamName: 'Hail Mary Miracles',
  ownerName: 'HailMaryHank',
  round: 4,
  pickNo: 42,
  source: 'draft',
  startedPoints: 365.62,
  starts: 17,
  expected: 202.93,
  value: 162.69,
  final: true,
  ...parts,
});

describe('KeeperValueList', () => {
  it("shows each keeper's value, the round he cost and what that round produces on average", () => {
    render(
      <MemoryRouter>
        <KeeperValueList
          keepers={[
            keeper({}),
            keeper({
              playerId: '2',
              season: '2025',
              round: 2,
              pickNo: 21,
              source: 'waiver',
              value: -37.1,
              final: false,
            }),
            keeper({ playerId: '3', round: 1, pickNo: 3, source: 'unknown', starts: 1 }),
            keeper({ playerId: '4', round: 8, pickNo: 90 }),
          ]}
        />
      </MemoryRouter>,
    );
    const [drafted, pickup, unknown, eighth] = screen
      .getAllByTestId('keeper-value')
      .map((row) => row.textContent);
    expect(drafted).toContain('+162.7');
    expect(drafted).toContain('2023: cost a 4th-round pick (no. 42), kept from the draft');
    expect(drafted).toContain('365.6 pts in 17 starts; a 4th-round pick averages 202.9');
    expect(pickup).toContain('-37.1');
    expect(pickup).toContain('2025: cost a 2nd-round pick (no. 21), a waiver pickup kept');
    expect(pickup).toContain('a 2nd-round pick averages 202.9, so far');
    expect(unknown).toContain('2023: cost a 1st-round pick (no. 3)');
    expect(unknown).not.toMatch(/kept from|pickup kept/);
    expect(unknown).toContain('365.6 pts in 1 start;');
    expect(eighth).toContain('2023: cost an 8th-round pick (no. 90)');
    expect(eighth).toContain('an 8th-round pick averages');
  });
});

describe('emptyKeeperListText', () => {
  it('says which side has nobody, and "No keepers yet" only when neither list has a keeper', () => {
    const one = [keeper({})];
    expect(emptyKeeperListText('best', { best: one, worst: [] })).toBeNull();
    expect(emptyKeeperListText('worst', { best: one, worst: [] })).toBe(
      "No keeper has fallen short of his round's average yet",
    );
    expect(emptyKeeperListText('best', { best: [], worst: one })).toBe(
      "No keeper has beaten his round's average yet",
    );
    expect(emptyKeeperListText('best', { best: [], worst: [] })).toBe('No keepers yet');
  });
});
