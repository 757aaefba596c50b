// An answer written by its route's response schema (decision 0039): one that does not match is a 500
// naming the route and the field; in development and tests so is one carrying a field the schema does
// not name, so a schema that lags its answer fails a test instead of silently dropping the field (a
// zod object writes only the fields it names).
import { z } from 'zod';

export class AnswerMismatchError extends Error {
  constructor(where: string, problem: string) {
    super(`The answer of ${where} does not match its response schema: ${problem}`);
    this.name = 'AnswerMismatchError';
  }
}

/**
 * The answer as its schema writes it (zod's encode). A mismatch throws; so does a field the schema
 * would drop, when `keepsEveryField` (development and tests).
 */
export function encodeAnswer(
  schema: z.ZodType,
  payload: unknown,
  where: string,
  { keepsEveryField }: { keepsEveryField: boolean },
): unknown {
  const result = z.safeEncode(schema, payload);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.map(String).join('.') || 'the answer';
    throw new AnswerMismatchError(where, `${field}: ${issue?.message ?? 'invalid'}`);
  }
  const dropped = keepsEveryField ? droppedField(payload, result.data, '') : null;
  if (dropped !== null) throw new AnswerMismatchError(where, `${dropped} is not in the schema`);
  return result.data;
}

/** The first field of `sent` that `described` lacks (its path), or null when none is missing. */
export function droppedField(sent: unknown, described: unknown, path: string): string | null {
  if (Array.isArray(sent)) {
    if (!Array.isArray(described)) return null;
    for (const [index, item] of sent.entries()) {
      const dropped = droppedField(item, described[index], `${path}[${index}]`);
      if (dropped !== null) return dropped;
    }
    return null;
  }
  if (!isPlainObject(sent) || !isPlainObject(described)) return null;
  for (const [key, value] of Object.entries(sent)) {
    const at = path === '' ? key : `${path}.${key}`;
    // JSON leaves out an undefined field: nothing is lost when a schema does too.
    if (value === undefined) continue;
    if (!(key in described)) return at;
    const dropped = droppedField(value, described[key], at);
    if (dropped !== null) return dropped;
  }
  return null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
