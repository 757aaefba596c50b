import { describe, expect, it } from 'vitest';
import type { RecapAward } from '@common/recap';
import { awardFigure, formatAwardValue } from './award-figure';

/** An award as the API answers it (demo league, 2024 week 9), with the fields a test changes. */
const award = (fields: Partial<RecapAward>): RecapAward => ({
  id: 'high-score',
  title: 'High score',
  rosterId: 9,
  teamName: 'Rookie Mistakes',
  value: 165.38,
  unit: 'points',
  reference: null,
  detail: 'Rookie Mistakes scored 165.4, the most of week 9.',
  tied: false,
  opponentRosterId: null,
  playerId: null,
  playerName: null,
  ...fields,
});

describe('an award’s figures', () => {
  it('shows points to one decimal and percentages to the tenth the server rounded to', () => {
    expect(formatAwardValue(165.38, 'points')).toBe('165.4 pts');
    expect(formatAwardValue(0, 'points')).toBe('0.0 pts');
    expect(formatAwardValue(19.3, 'percent')).toBe('19.3%');
    expect(formatAwardValue(100, 'percent')).toBe('100.0%');
  });

  it('says what the value measures, without a reference for a score or a game', () => {
    expect(awardFigure(award({}))).toEqual({
      value: '165.4 pts',
      caption: 'the week’s top score',
      reference: null,
    });
    expect(awardFigure(award({ id: 'closest', value: 0, opponentRosterId: 4 }))).toEqual({
      value: '0.0 pts',
      caption: 'winning margin',
      reference: null,
    });
    expect(awardFigure(award({ id: 'upset', value: 19.3, unit: 'percent' })).caption).toBe(
      'win chance before the week',
    );
  });

  it('measures the bench and the manager of the week against the best lineup', () => {
    expect(awardFigure(award({ id: 'bench', value: 51.77, reference: 192.61 }))).toEqual({
      value: '51.8 pts',
      caption: 'left on the bench',
      reference: 'Best lineup 192.6',
    });
    expect(
      awardFigure(award({ id: 'best-manager', value: 99.3, unit: 'percent', reference: 127.68 })),
    ).toEqual({ value: '99.3%', caption: 'of the best lineup started', reference: 'Best lineup 127.7' });
  });

  it('names a boom’s or a bust’s player and measures him against his own average', () => {
    const boom = award({
      id: 'boom',
      value: 32,
      reference: 11.3,
      playerId: '1088',
      playerName: 'Ira Dunley',
    });
    expect(awardFigure(boom)).toEqual({
      value: '32.0 pts',
      caption: 'scored by Ira Dunley',
      reference: 'His average 11.3',
    });
    expect(awardFigure(award({ id: 'bust', value: 7.47, reference: 19.71 })).reference).toBe(
      'His average 19.7',
    );
  });
});
