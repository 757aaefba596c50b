// How JSON answers are written. Answers memoized on the server (server/memo.ts) come back as the same
// object on every request until a provider copy is refreshed: their JSON and its compressed forms are
// kept beside them, instead of serializing and compressing a whole history or draft board per request.
// Other answers are gzipped in one synchronous call (about 45 microseconds for a few kilobytes), where
// a compression stream per response cost more than building the answer. Brotli is kept for the
// memoized answers: it compresses better, but its large working memory costs 0.5 ms a call under the
// server's malloc settings (scripts/server-process.mjs). Answers are never mutated after they are
// returned, which is what makes keeping their JSON safe.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { encodeAnswer } from './answer-check';

type Encoding = 'br' | 'gzip';

interface Serialized {
  json: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/** Memoized answers kept by their JSON for the compression step (least recently sent dropped first). */
const REPEATED_CAPACITY = 50;
/** Smaller answers gain nothing from compression. */
const COMPRESS_THRESHOLD = 1024;

export interface JsonAnswerOptions {
  /**
   * Refuse (500) an answer with a field its schema does not name, which writing it by the schema
   * would drop: in development and tests, so a schema that lags its answer fails a test
   * (docs/decisions/0039). Served, such a field is left out.
   */
  checkAnswers: boolean;
}

export function registerJsonAnswers(app: FastifyInstance, options: JsonAnswerOptions): void {
  const repeated = new Map<string, Serialized>();

  // Every /api route declares a zod response schema; Fastify compiles one serializer per route and
  // status from it. An answer is written by its schema (zod's encode: only the fields it names, each
  // as it says), so the description is what is sent; a memoized answer once per refresh.
  app.setSerializerCompiler<z.ZodType>(({ schema, method, url }) => {
    const byObject = new WeakMap<object, Serialized>();
    const where = `${method} ${url}`;
    const write = (payload: unknown) =>
      JSON.stringify(encodeAnswer(schema, payload, where, { keepsEveryField: options.checkAnswers }));
    return (payload: unknown) => {
      if (typeof payload !== 'object' || payload === null) return write(payload);
      const known = byObject.get(payload);
      if (!known) {
        const json = write(payload);
        byObject.set(payload, { json, encoded: {} });
        return json;
      }
      // Seen before: a memoized answer. Only these are kept by their JSON (fresh objects never are).
      repeated.delete(known.json);
      repeated.set(known.json, known);
      if (repeated.size > REPEATED_CAPACITY) repeated.delete(repeated.keys().next().value!);
      return known.json;
    };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || payload.length < COMPRESS_THRESHOLD) return payload;
    void reply.header('vary', 'accept-encoding');
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const known = repeated.get(payload);
    const encoding = (known ? BROTLI_FIRST : GZIP_FIRST).find((e) => accepted.has(e));
    if (!encoding) return payload;
    const body = known ? (known.encoded[encoding] ??= encode(payload, encoding)) : encode(payload, encoding);
    void reply.header('content-encoding', encoding);
    return body;
  });
}

function encode(json: string, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(json, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: json.length },
      })
    : gzipSync(json, { level: 6 });
}

const BROTLI_FIRST: readonly Encoding[] = ['br', 'gzip'];
const GZIP_FIRST: readonly Encoding[] = ['gzip', 'br'];

/** The encodings of ours an Accept-Encoding header allows (`q=0` refuses; `*` allows both). */
export function acceptedEncodings(header: string | string[] | undefined): Set<Encoding> {
  const accepted = new Set<Encoding>();
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    if (name === 'br' || name === 'gzip') accepted.add(name);
    if (name === '*') BROTLI_FIRST.forEach((e) => accepted.add(e));
  }
  return accepted;
}
