import { describe, expect, it } from 'vitest';
import type { RecapTeam } from '@common/recap';
import { chanceMoves } from './movers';

/** A team of a recap as the API answers it, with the standing and chances a test sets. */
function team(
  odds: RecapTeam['odds'],
  status: [RecapTeam['standing']['playoffStatusBefore'], RecapTeam['standing']['playoffStatusAfter']] = [
    'fighting',
    'fighting',
  ],
): RecapTeam {
  return {
    rosterId: 3,
    ownerId: '1',
    teamName: 'Hail Mary Miracles',
    ownerName: 'Hal',
    avatar: null,
    points: 104.94,
    result: 'L',
    opponentRosterId: 11,
    medianResult: 'L',
    lineup: { startersPoints: 104.94, optimalPoints: 120, benchPoints: 15.06, share: 0.8745 },
    standing: {
      rankBefore: 6,
      rankAfter: 8,
      before: { wins: 8, losses: 8, ties: 0 },
      after: { wins: 8, losses: 10, ties: 0 },
      pointsForAfter: 1100.5,
      playoffStatusBefore: status[0],
      playoffStatusAfter: status[1],
    },
    odds,
  };
}

describe('a team’s chances before and after the week', () => {
  it('reads each as the standings do, and says which way it went', () => {
    const moves = chanceMoves(
      team({ playoffsBefore: 0.44, playoffsAfter: 0.21, titleBefore: 0.03, titleAfter: 0.031 }),
      false,
    );
    expect(moves.playoffs).toEqual({ before: '44%', after: '21%', trend: 'down' });
    // 3.0% and 3.1% both read 3%: no change shown.
    expect(moves.title).toEqual({ before: '3%', after: '3%', trend: 'same' });
    expect(
      chanceMoves(
        team({ playoffsBefore: 0.5, playoffsAfter: 0.62, titleBefore: 0.1, titleAfter: 0.12 }),
        false,
      ),
    ).toMatchObject({ playoffs: { trend: 'up' }, title: { before: '10%', after: '12%', trend: 'up' } });
  });

  it('never shows a sampled chance as certain while the team is still fighting', () => {
    const moves = chanceMoves(
      team({ playoffsBefore: 1, playoffsAfter: 1, titleBefore: 0, titleAfter: 0.0004 }),
      false,
    );
    expect(moves.playoffs).toEqual({ before: '>99.9%', after: '>99.9%', trend: 'same' });
    expect(moves.title).toEqual({ before: '<0.1%', after: '<0.1%', trend: 'same' });
  });

  it('shows a clinched or eliminated team’s chances as facts', () => {
    const moves = chanceMoves(
      team({ playoffsBefore: 0.004, playoffsAfter: 0, titleBefore: 0.0001, titleAfter: 0 }, [
        'fighting',
        'eliminated',
      ]),
      false,
    );
    expect(moves.playoffs).toEqual({ before: '0.4%', after: '0%', trend: 'down' });
    expect(moves.title).toEqual({ before: '<0.1%', after: '0%', trend: 'down' });
    const clinched = chanceMoves(
      team({ playoffsBefore: 0.98, playoffsAfter: 1, titleBefore: 0.2, titleAfter: 0.25 }, [
        'fighting',
        'clinched',
      ]),
      false,
    );
    expect(clinched.playoffs).toEqual({ before: '98%', after: '100%', trend: 'up' });
  });

  it('takes every chance of a playoff week as a fact: the field is set', () => {
    const moves = chanceMoves(
      team({ playoffsBefore: 1, playoffsAfter: 1, titleBefore: 0.5, titleAfter: 1 }, [
        'clinched',
        'clinched',
      ]),
      true,
    );
    expect(moves.playoffs).toEqual({ before: '100%', after: '100%', trend: 'same' });
    expect(moves.title).toEqual({ before: '50%', after: '100%', trend: 'up' });
  });
});
