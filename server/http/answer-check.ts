// The check of an answer against its route's response schema, in development and tests (decision
// 0039): an answer that does not match, or that carries a field the schema does not name, is refused
// with a 500 naming the route and the field, so a schema that lags its answer fails a test instead of
// describing the API wrongly (a zod object would silently drop the field it does not name).
import { z } from 'zod';

export class AnswerMismatchError extends Error {
  constructor(where: string, problem: string) {
    super(`The answer of ${where} does not match its response schema: ${problem}`);
    this.name = 'AnswerMismatchError';
  }
}

export function checkAnswer(schema: z.ZodType, payload: unknown, where: string): void {
  const result = z.safeEncode(schema, payload);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.map(String).join('.') || 'the answer';
    throw new AnswerMismatchError(where, `${field}: ${issue?.message ?? 'invalid'}`);
  }
  const dropped = droppedField(payload, result.data, '');
  if (dropped !== null) throw new AnswerMismatchError(where, `${dropped} is not in the schema`);
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
