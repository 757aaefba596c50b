// The keys of prototype pollution: `__proto__` and `constructor` are refused with a 400 that names them
// wherever a request carries keys of its own: JSON bodies (json-body.ts, at any depth) and the query string
// of every API route (here), before any handler or schema sees them.
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';
import { isApiRequest } from './routed-path';

export const FORBIDDEN_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor']);

export const forbiddenKey = (part: 'request body' | 'query string', key: string) =>
  new AppError(400, `Invalid ${part}: forbidden key ${key}`);

export function registerQueryKeyGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request)) return;
    const key = Object.keys(request.query as object).find((name) => FORBIDDEN_KEYS.has(name));
    if (key !== undefined) throw forbiddenKey('query string', key);
  });
}
