import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { droppedField, encodeAnswer } from './answer-check';

const team = z.object({ name: z.string(), wins: z.number().int() });
const answer = z.object({ season: z.string(), teams: z.array(team), champion: team.nullable() });

const checkAnswer = (payload: unknown) => encodeAnswer(answer, payload, 'GET /x', { keepsEveryField: true });

describe('encodeAnswer', () => {
  it('writes an answer its schema describes whole (a field left undefined is no field of the JSON)', () => {
    const sent = { season: '2025', teams: [{ name: 'A', wins: 3 }], champion: null, note: undefined };
    const { note: _undefined, ...written } = sent;
    expect(checkAnswer(sent)).toEqual(written);
  });

  it('refuses an answer that does not match, naming the route and the field', () => {
    const sent = { season: '2025', teams: [{ name: 'A', wins: 'three' }], champion: null };
    expect(() => checkAnswer(sent)).toThrow(
      'The answer of GET /x does not match its response schema: teams.0.wins: ',
    );
  });

  it('writes only the fields the schema names when it need not keep every field (served)', () => {
    const sent = { season: '2025', teams: [{ name: 'A', wins: 3, seed: 1 }], champion: null };
    expect(encodeAnswer(answer, sent, 'GET /x', { keepsEveryField: false })).toEqual({
      season: '2025',
      teams: [{ name: 'A', wins: 3 }],
      champion: null,
    });
  });

  it('refuses an answer with a field the schema would drop, naming where it is', () => {
    const sent = { season: '2025', teams: [{ name: 'A', wins: 3, seed: 1 }], champion: null };
    expect(() => checkAnswer(sent)).toThrow(
      'The answer of GET /x does not match its response schema: teams[0].seed is not in the schema',
    );
  });
});

describe('droppedField', () => {
  it('finds a field missing at any depth, in objects and lists', () => {
    expect(droppedField({ a: [{ b: 1, c: 2 }] }, { a: [{ b: 1 }] }, '')).toBe('a[0].c');
    expect(droppedField({ a: { b: { c: 1 } } }, { a: { b: {} } }, '')).toBe('a.b.c');
    expect(droppedField([1, 2], [1, 2], '')).toBeNull();
    expect(droppedField({ a: 1 }, { a: 1, b: 2 }, '')).toBeNull();
  });
});
