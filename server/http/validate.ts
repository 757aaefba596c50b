// Input validation at the edge: a zod failure becomes a 400 whose message names the field.
import type { z } from 'zod';
import { AppError } from './errors';

export type InputPart = 'body' | 'params' | 'query' | 'header';

export function parse<S extends z.ZodType>(schema: S, value: unknown, part: InputPart): z.infer<S> {
  const result = schema.safeParse(value ?? (part === 'body' ? undefined : {}));
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : part;
  const detail = issue?.message ?? 'is invalid';
  throw new AppError(
    400,
    `Invalid ${part === 'body' && field === 'body' ? 'request body' : field}: ${detail}`,
  );
}
