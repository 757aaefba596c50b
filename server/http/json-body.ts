// Request bodies as JSON: malformed JSON and the keys of prototype pollution (__proto__, constructor;
// forbidden-keys.ts) are refused with a 400 that says which, instead of Fastify's one generic message.
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';
import { FORBIDDEN_KEYS, forbiddenKey } from './forbidden-keys';

export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  let forbidden: string | null = null;
  let value: unknown;
  try {
    value = JSON.parse(text, (key, item: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) forbidden ??= key;
      return item;
    });
  } catch {
    throw new AppError(400, 'Invalid request body: malformed JSON');
  }
  if (forbidden) throw forbiddenKey('request body', forbidden);
  return value;
}

export function registerJsonBody(app: FastifyInstance): void {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
