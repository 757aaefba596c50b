// The words of the shared zod error map (validate.ts): each kind of issue, the field it names, and a
// schema's own message winning over the defaults.
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import { parse } from './validate';

/** The 400 message `parse` answers for `value` against `schema`. */
function messageOf(schema: z.ZodType, value: unknown, part: 'body' | 'query' | 'params' = 'body'): string {
  try {
    parse(schema, value, part);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(400);
    return (error as AppError).message;
  }
  throw new Error('parsed');
}

describe('parse', () => {
  it('answers the value when it is valid', () => {
    expect(parse(z.object({ rosterId: z.coerce.number() }), { rosterId: '3' }, 'params')).toEqual({
      rosterId: 3,
    });
  });

  it.each([
    [z.object({ rosterId: z.number() }), { rosterId: 'x' }, 'Invalid rosterId: expected a number'],
    [z.object({ rosterId: z.coerce.number() }), { rosterId: 'x' }, 'Invalid rosterId: expected a number'],
    [z.object({ week: z.number().int() }), { week: 1.5 }, 'Invalid week: expected a whole number'],
    [z.object({ name: z.string() }), {}, 'Invalid name: is required'],
    [z.object({ name: z.string().trim().min(1) }), { name: ' ' }, 'Invalid name: is required'],
    [z.object({ name: z.string().min(3) }), { name: 'ab' }, 'Invalid name: must be at least 3 characters'],
    [z.object({ name: z.string().max(3) }), { name: 'abcd' }, 'Invalid name: must be at most 3 characters'],
    [z.object({ n: z.number().min(1) }), { n: 0 }, 'Invalid n: must be at least 1'],
    [z.object({ n: z.number().gt(1) }), { n: 1 }, 'Invalid n: must be more than 1'],
    [z.object({ n: z.number().lt(5) }), { n: 5 }, 'Invalid n: must be less than 5'],
    [z.object({ n: z.number().multipleOf(5) }), { n: 7 }, 'Invalid n: must be a multiple of 5'],
    [z.object({ ids: z.array(z.string()).min(1) }), { ids: [] }, 'Invalid ids: must have at least 1 item'],
    [
      z.object({ ids: z.array(z.string()).max(2) }),
      { ids: ['a', 'b', 'c'] },
      'Invalid ids: must have at most 2 items',
    ],
    [z.object({ ids: z.array(z.string()) }), { ids: ['a', 3] }, 'Invalid ids[1]: expected a string'],
    [
      z.object({ team: z.object({ points: z.number() }) }),
      { team: { points: '9' } },
      'Invalid team.points: expected a number',
    ],
    [z.object({ paid: z.boolean() }), { paid: 'yes' }, 'Invalid paid: expected true or false'],
    [z.object({ kind: z.enum(['add', 'drop']) }), { kind: 'x' }, 'Invalid kind: must be one of add, drop'],
    [z.object({ kind: z.literal('add') }), { kind: 'x' }, 'Invalid kind: must be "add"'],
    [
      z.object({ code: z.string().regex(/^\d+$/) }),
      { code: 'x' },
      'Invalid code: is not in the expected format',
    ],
    [z.object({ mail: z.email() }), { mail: 'x' }, 'Invalid mail: must be a valid email'],
    [
      z.object({ week: z.union([z.number(), z.string()]) }),
      { week: true },
      'Invalid week: expected a number or a string',
    ],
    [z.strictObject({ a: z.number() }), { a: 1, b: 2 }, 'Invalid b: is not a field of this request'],
    [z.object({ a: z.number() }), [1], 'Invalid request body: expected an object'],
    [z.object({ a: z.number() }), undefined, 'Invalid request body: is required'],
    [
      z.object({ a: z.number() }).refine(() => false, 'say something'),
      { a: 1 },
      'Invalid request body: say something',
    ],
  ])('%#: %j -> %s', (schema, value, message) => {
    expect(messageOf(schema, value)).toBe(message);
  });

  it("keeps a schema's own message", () => {
    const year = z.object({ season: z.string().regex(/^\d{4}$/, 'must be a 4-digit year') });
    expect(messageOf(year, { season: '25' }, 'params')).toBe('Invalid season: must be a 4-digit year');
  });

  it('names the part itself for a problem of the whole', () => {
    const either = z.object({ a: z.string().optional() }).refine((q) => q.a !== undefined, 'give a');
    expect(messageOf(either, {}, 'query')).toBe('Invalid query string: give a');
  });
});
