import { describe, expect, it } from 'vitest';
import { shortStatus } from './player-status';
import { averagePointsById, projectedPointsById, projectionKey } from './projections';
import { makeLeague } from './test-data';

describe('projections', () => {
  it('reads the total that matches the league reception scoring', () => {
    expect(projectionKey(makeLeague({}, { scoring_settings: { rec: 1 } }))).toBe('pts_ppr');
    expect(projectionKey(makeLeague({}, { scoring_settings: { rec: 0.5 } }))).toBe('pts_half_ppr');
    expect(projectionKey(makeLeague({}, { scoring_settings: { rec: 0 } }))).toBe('pts_std');
    const byId = projectedPointsById(
      [
        { player_id: 'a', stats: { pts_ppr: 12.345, pts_std: 9 } },
        { player_id: 'bye', stats: { adp_ppr: 40 } },
      ],
      'pts_ppr',
    );
    expect([...byId]).toEqual([['a', 12.35]]);
  });

  it('derives an average from the weeks a player was rostered', () => {
    const averages = averagePointsById([
      [{ roster_id: 1, players_points: { a: 10, b: 3 } }],
      [
        { roster_id: 1, players_points: { a: 20 } },
        { roster_id: 2, players_points: { c: 7.5 } },
      ],
      [],
    ]);
    expect(averages.get('a')).toBe(15);
    expect(averages.get('b')).toBe(3);
    expect(averages.get('c')).toBe(7.5);
    expect(averages.has('d')).toBe(false);
  });
});

describe('shortStatus', () => {
  it('maps the provider injury statuses to the dialog codes', () => {
    expect(shortStatus('Questionable')).toBe('Q');
    expect(shortStatus('Out')).toBe('O');
    expect(shortStatus('IR')).toBe('IR');
    expect(shortStatus(null, 'Injured Reserve')).toBe('IR');
    expect(shortStatus(null, 'Active')).toBe('Active');
    expect(shortStatus('Doubtful')).toBe('D');
  });
});
