import { describe, expect, it } from 'vitest';
import { gamesApartNote } from './games-apart';

const none = { imported: { games: 0, seasons: [] }, withoutManager: 0 };

describe('gamesApartNote', () => {
  it('says nothing when head to head holds every game of the career record', () => {
    expect(gamesApartNote(none)).toBeNull();
  });

  it('names the imported seasons and counts their games', () => {
    expect(gamesApartNote({ ...none, imported: { games: 16, seasons: ['2020', '2021'] } })).toBe(
      'Not in this table: 16 games of their career record, from 2020 and 2021, imported without opponents.',
    );
  });

  it('counts the games against a team without a manager, one game in the singular', () => {
    expect(gamesApartNote({ ...none, withoutManager: 1 })).toBe(
      'Not in this table: 1 game of their career record, against a team without a manager.',
    );
  });

  it('adds both up and says how many each', () => {
    expect(gamesApartNote({ imported: { games: 13, seasons: ['2019'] }, withoutManager: 2 })).toBe(
      'Not in this table: 15 games of their career record: 13 from 2019, imported without opponents, and 2 against a team without a manager.',
    );
  });
});
