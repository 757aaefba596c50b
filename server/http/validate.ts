// Input validation at the edge: every part of a request a route reads (body, path parameters, query
// string) is declared as a zod schema on the route and checked by Fastify through `validatorCompiler`
// before any handler runs (`parse` is left for values that are not request parts, and for the
// compiler itself). A zod failure becomes one 400 whose message names
// the field and says what is wrong in words: "Invalid rosterId: expected a number". The words come from
// one error map (`inputErrors`), so a schema states only its own rules; a message a schema gives
// itself ("must be a 4-digit year") wins over these defaults.
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { counted } from '../../common/english';
import { AppError } from './errors';

export type InputPart = 'body' | 'params' | 'query' | 'header';

/** What a message calls the part itself, when the whole of it is wrong (e.g. a body that is a list). */
const PART_NAMES: Readonly<Record<InputPart, string>> = {
  body: 'request body',
  params: 'path',
  query: 'query string',
  header: 'header',
};

/** zod's names of JSON types, as a sentence says them. */
const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: 'a string',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};
const typeName = (expected: string) => TYPE_NAMES[expected] ?? `a ${expected}`;

type Issue = z.core.$ZodRawIssue;

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = Number(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return min <= 1 ? 'is required' : `must be at least ${min} characters`;
    case 'array':
    case 'set':
      return `must have at least ${counted(min, 'item')}`;
    default:
      return issue.inclusive === false ? `must be more than ${min}` : `must be at least ${min}`;
  }
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = Number(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return `must be at most ${max} characters`;
    case 'array':
    case 'set':
      return `must have at most ${counted(max, 'item')}`;
    default:
      return issue.inclusive === false ? `must be less than ${max}` : `must be at most ${max}`;
  }
}

/** A union of plain types ("a string or a number") when every branch failed on the type alone. */
function union(issue: Extract<Issue, { code: 'invalid_union' }>): string {
  const expected = issue.errors.map((branch) => {
    const only = branch.length === 1 ? branch[0] : undefined;
    return only?.code === 'invalid_type' && only.path.length === 0 ? typeName(only.expected) : null;
  });
  if (expected.every((name): name is string => name !== null)) {
    return `expected ${[...new Set(expected)].join(' or ')}`;
  }
  return 'is not in an accepted form';
}

/** The words for one issue zod raises without a message of the schema's own. */
export const inputErrors: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? 'is required' : `expected ${typeName(issue.expected)}`;
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${JSON.stringify(issue.values[0])}`
        : `must be one of ${issue.values.map((value) => String(value)).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'regex' ? 'is not in the expected format' : `must be a valid ${issue.format}`;
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return 'is not a field of this request';
    case 'invalid_union':
      return union(issue);
    case 'invalid_key':
      return 'has an invalid key';
    case 'invalid_element':
      return 'has an invalid item';
    default:
      return 'is invalid';
  }
};

/** The field an issue is about, as a request would write it: `team1.points`, `lotteryPicks[2]`. */
function fieldOf(issue: z.core.$ZodIssue, part: InputPart): string {
  const path = [...issue.path];
  // An unknown key is about that key, not about the object holding it.
  if (issue.code === 'unrecognized_keys' && issue.keys[0] !== undefined) path.push(issue.keys[0]);
  if (path.length === 0) return PART_NAMES[part];
  return path
    .map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index > 0 ? '.' : ''}${String(key)}`))
    .join('');
}

/** The one sentence a 400 says about a failed parse: its first issue, naming the field. */
export function describeInputError(error: z.ZodError, part: InputPart): string {
  const issue = error.issues[0];
  if (!issue) return `Invalid ${PART_NAMES[part]}`;
  return `Invalid ${fieldOf(issue, part)}: ${issue.message}`;
}

export function parse<S extends z.ZodType>(schema: S, value: unknown, part: InputPart): z.infer<S> {
  const result = schema.safeParse(value ?? (part === 'body' ? undefined : {}), { error: inputErrors });
  if (result.success) return result.data;
  throw new AppError(400, describeInputError(result.error, part));
}

/** Fastify's names of the request parts a route schema may declare, as our messages name them. */
const FASTIFY_PARTS: Readonly<Record<string, InputPart>> = {
  body: 'body',
  params: 'params',
  querystring: 'query',
  headers: 'header',
};

/** A validator of one request part: its value parsed by the schema `schemaOf` gives for it. */
const validatorOf =
  (schemaOf: (value: unknown) => z.ZodType, part: InputPart) =>
  (value: unknown): { value: unknown } | { error: Error } => {
    try {
      return { value: parse(schemaOf(value), value, part) };
    } catch (error) {
      return { error: error as Error };
    }
  };

/**
 * Fastify's validator for the routes' zod schemas: the same words as `parse` (a 400 naming the field),
 * and the parsed value (coerced numbers, defaults) is what the handler reads.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) =>
  validatorOf(() => schema, partOf(httpPart));

const partOf = (httpPart: string | undefined): InputPart => FASTIFY_PARTS[httpPart ?? 'body'] ?? 'body';

/**
 * A route's validator when its body has two shapes told apart by their fields (not a union, whose
 * failure could name neither shape's field): `pick` chooses the schema a body is checked against; the
 * route's declared schema (the union) is the description's. The other parts as every route's.
 */
export const bodyPickedBy =
  (pick: (body: unknown) => z.ZodType): FastifySchemaCompiler<unknown> =>
  ({ schema, httpPart }) =>
    // Fastify hands a route's own compiler the schemas the route declared: zod's, as every route's.
    validatorOf(httpPart === 'body' ? pick : () => schema as z.ZodType, partOf(httpPart));
