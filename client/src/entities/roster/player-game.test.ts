import { describe, expect, it } from 'vitest';
import { playerGameText } from './player-game';

const unknown = { kickoffAt: null, opponent: null, gameClock: null };

describe("a player's game", () => {
  it('reads kickoff, clock or Final, with the opponent', () => {
    // 00:20 UTC on a Monday is 6:20 PM on the Sunday in Central time.
    expect(
      playerGameText({ ...unknown, game: 'pre', kickoffAt: '2025-12-08T00:20:00Z', opponent: 'SEA' }),
    ).toEqual({ status: 'Sun 6:20 PM', versus: 'vs SEA' });
    expect(
      playerGameText({
        ...unknown,
        game: 'in',
        opponent: 'DAL',
        gameClock: { quarter: 3, secondsLeft: 252 },
      }),
    ).toEqual({ status: 'Q3 4:12', versus: 'vs DAL' });
    expect(playerGameText({ ...unknown, game: 'post', opponent: 'DAL' })).toEqual({
      status: 'Final',
      versus: 'vs DAL',
    });
  });

  it('says what is known without a schedule, and nothing of a game not known', () => {
    expect(playerGameText({ ...unknown, game: 'pre' })).toEqual({ status: 'Yet to play', versus: null });
    expect(playerGameText({ ...unknown, game: 'in' })).toEqual({ status: 'Playing', versus: null });
    expect(playerGameText({ ...unknown, game: 'post' })).toEqual({ status: 'Final', versus: null });
    expect(playerGameText({ ...unknown, game: null })).toBeNull();
  });
});
