// Answers memoized on the server (server/memo.ts) come back as the same object on every request: their
// JSON is kept beside them and written again, instead of serializing a whole history or draft board
// per request. Answers are never mutated after they are returned, which is what makes this safe.
import type { FastifyInstance } from 'fastify';

export function registerJsonSerializer(app: FastifyInstance): void {
  const serialized = new WeakMap<object, string>();
  app.setReplySerializer((payload) => {
    if (typeof payload !== 'object' || payload === null) return JSON.stringify(payload);
    let json = serialized.get(payload);
    if (json === undefined) {
      json = JSON.stringify(payload);
      serialized.set(payload, json);
    }
    return json;
  });
}
