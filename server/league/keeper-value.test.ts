// The best and worst keepers (docs/decisions/0016, keeper values): who may be listed, on which side.
import { describe, expect, it } from 'vitest';
import type { KeeperValue } from '../../common/almanac';
import { keeperLists } from './keeper-value';

let pickNo = 0;
/** A keeper season: `value` over his round's average, `starts` for his team that season. */
const kept = (playerId: string, season: string, value: number, starts = 10): KeeperValue => ({
  playerId,
  name: `Player ${playerId}`,
  position: 'WR',
  season,
  rosterId: 1,
  ownerId: 'ann',
  teamName: 'Ann Arbor',
  ownerName: 'Ann',
  round: 3,
  pickNo: ++pickNo,
  source: 'draft',
  startedPoints: starts === 0 ? 0 : 150 + value,
  starts,
  expected: 150,
  value,
  final: true,
});

const listed = (keepers: readonly KeeperValue[]) => keepers.map((k) => `${k.playerId} ${k.season}`);

describe('keeperLists', () => {
  it('leaves out keepers who never started: 0.0 points in 0 starts is no measure of a keeper', () => {
    const { best, worst } = keeperLists(
      [kept('a', '2023', 40), kept('benched', '2024', -237.07, 0), kept('b', '2024', -12)],
      5,
    );
    expect(listed(best)).toEqual(['a 2023']);
    expect(listed(worst)).toEqual(['b 2024']);
  });

  it('lists only keepers above their round average among the best and below it among the worst', () => {
    // Few keepers: the same keeper season must not fill both lists.
    const { best, worst } = keeperLists(
      [kept('a', '2025', 30), kept('b', '2025', 0), kept('c', '2025', -5)],
      5,
    );
    expect(listed(best)).toEqual(['a 2025']);
    expect(listed(worst)).toEqual(['c 2025']);
  });

  it('lists a player on one side only: where his season furthest from the average puts him', () => {
    const keepers = [
      kept('calby', '2023', 162.69),
      kept('calby', '2024', -80),
      kept('fenwick', '2023', 20),
      kept('fenwick', '2025', -120),
      kept('x', '2024', -10),
      kept('y', '2024', 10),
    ];
    const { best, worst } = keeperLists(keepers, 5);
    // Calby's +162.7 outweighs his -80.0; Fenwick's -120.0 his +20.0.
    expect(listed(best)).toEqual(['calby 2023', 'y 2024']);
    expect(listed(worst)).toEqual(['fenwick 2025', 'x 2024']);
    const bestPlayers = new Set(best.map((k) => k.playerId));
    expect(worst.some((k) => bestPlayers.has(k.playerId))).toBe(false);
  });

  it('fills the other list with the next keeper, and a tie keeps the player among the best', () => {
    const keepers = [
      kept('p', '2023', 50),
      kept('p', '2024', -50),
      kept('q', '2023', 40),
      kept('r', '2023', -30),
      kept('s', '2024', -20),
    ];
    const { best, worst } = keeperLists(keepers, 2);
    expect(listed(best)).toEqual(['p 2023', 'q 2023']);
    // p's -50.0 would head the worst: r and s take the two places.
    expect(listed(worst)).toEqual(['r 2023', 's 2024']);
  });

  it('ranks by value, an older keeper first on a tie, at most `count` each', () => {
    const keepers = [
      kept('new', '2025', 60),
      kept('old', '2023', 60),
      kept('top', '2024', 90),
      kept('low', '2024', 1),
    ];
    expect(listed(keeperLists(keepers, 3).best)).toEqual(['top 2024', 'old 2023', 'new 2025']);
  });
});
