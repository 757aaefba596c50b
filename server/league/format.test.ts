import { describe, expect, it } from 'vitest';
import type { SleeperLeague } from '../sleeper/schemas';
import { formatOffers, leagueFormat } from './format';

const league = (settings: SleeperLeague['settings']) => ({ settings });

describe('leagueFormat', () => {
  it.each([
    [{ type: 0 }, 'redraft'],
    [{ type: 1, max_keepers: 3 }, 'keeper'],
    [{ type: 2, taxi_slots: 3 }, 'dynasty'],
    // No type sent, or one Sleeper added since: keeping players makes it a keeper league.
    [{ max_keepers: 2 }, 'keeper'],
    [{}, 'redraft'],
    [{ type: 7, max_keepers: 0 }, 'redraft'],
  ] as const)('reads %j as a %s league', (settings, kind) => {
    expect(leagueFormat(league(settings)).kind).toBe(kind);
  });

  it("reads Sleeper's options, absent ones as off", () => {
    expect(leagueFormat(league({}))).toEqual({
      kind: 'redraft',
      divisions: 0,
      bestBall: false,
      medianGame: false,
      playoffRounds: 'one-week',
      taxiSlots: 0,
      reserveSlots: 0,
    });
    expect(
      leagueFormat(
        league({
          type: 2,
          divisions: 2,
          best_ball: 1,
          league_average_match: 1,
          playoff_round_type: 2,
          taxi_slots: 3,
          reserve_slots: 6,
        }),
      ),
    ).toEqual({
      kind: 'dynasty',
      divisions: 2,
      bestBall: true,
      medianGame: true,
      playoffRounds: 'two-week',
      taxiSlots: 3,
      reserveSlots: 6,
    });
    expect(leagueFormat(league({ playoff_round_type: 1 })).playoffRounds).toBe('two-week-final');
    expect(leagueFormat(league({ divisions: null, best_ball: null })).divisions).toBe(0);
  });
});

describe('formatOffers', () => {
  it('offers keeper selection to keeper leagues, future picks to dynasty ones, and judges lineups unless best ball', () => {
    const offers = (settings: SleeperLeague['settings']) => formatOffers(leagueFormat(league(settings)));
    expect(offers({ type: 1 })).toEqual({
      keeperSelection: true,
      futurePicks: false,
      lineupJudgement: true,
      divisionStandings: false,
    });
    expect(offers({ type: 2, divisions: 2 })).toMatchObject({
      keeperSelection: false,
      futurePicks: true,
      divisionStandings: true,
    });
    expect(offers({ type: 0, best_ball: 1, divisions: 1 })).toMatchObject({
      keeperSelection: false,
      futurePicks: false,
      lineupJudgement: false,
      divisionStandings: false,
    });
  });
});
