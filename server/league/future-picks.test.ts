import { describe, expect, it } from 'vitest';
import { futurePicks, tradableSeasons } from './future-picks';

describe('futurePicks', () => {
  const owners = (traded: Parameters<typeof futurePicks>[0]['traded']) =>
    futurePicks({ seasons: ['2026', '2027'], rounds: 2, rosterIds: [3, 1, 2], traded }).map(
      (p) => `${p.season} R${p.round} ${p.originalRosterId}->${p.ownerRosterId}`,
    );

  it('gives every team its own picks when nothing was traded, by season, round and team', () => {
    expect(owners([])).toEqual([
      '2026 R1 1->1',
      '2026 R1 2->2',
      '2026 R1 3->3',
      '2026 R2 1->1',
      '2026 R2 2->2',
      '2026 R2 3->3',
      '2027 R1 1->1',
      '2027 R1 2->2',
      '2027 R1 3->3',
      '2027 R2 1->1',
      '2027 R2 2->2',
      '2027 R2 3->3',
    ]);
  });

  it('follows a chain of trades to the current holder, a round trip home, and ignores other seasons and rounds', () => {
    const picks = owners([
      // Team 1's 2026 first went to 2, then from 2 to 3: Sleeper keeps one entry, the holder 3.
      { season: '2026', round: 1, roster_id: 1, previous_owner_id: 2, owner_id: 3 },
      // Team 2's 2027 second went to 3 and came back.
      { season: '2027', round: 2, roster_id: 2, previous_owner_id: 3, owner_id: 2 },
      // A pick of a season already drafted, and a round the draft does not have.
      { season: '2025', round: 1, roster_id: 3, previous_owner_id: 3, owner_id: 1 },
      { season: '2026', round: 5, roster_id: 3, previous_owner_id: 3, owner_id: 1 },
    ]);
    expect(picks).toContain('2026 R1 1->3');
    expect(picks).toContain('2027 R2 2->2');
    expect(picks.filter((p) => !/(\d)->\1$/.test(p))).toEqual(['2026 R1 1->3']);
    expect(picks).toHaveLength(12);
  });
});

describe('tradableSeasons', () => {
  it('starts at this season while its draft is to come, else at the next', () => {
    expect(tradableSeasons({ season: '2025', status: 'pre_draft' })).toEqual(['2025', '2026', '2027']);
    expect(tradableSeasons({ season: '2025', status: 'drafting' })).toEqual(['2025', '2026', '2027']);
    expect(tradableSeasons({ season: '2025', status: 'in_season' })).toEqual(['2026', '2027', '2028']);
    expect(tradableSeasons({ season: '2025', status: 'complete' })).toEqual(['2026', '2027', '2028']);
  });
});
