// Every non-OK answer is JSON { message } with a human sentence. A full or read-only disk is answered
// here for every route alike (503), never as a failure of the code (500) or of the provider (502).
import type { FastifyError, FastifyInstance } from 'fastify';
import { isStorageError, STORAGE_UNAVAILABLE_MESSAGE } from '../db/storage-errors';
import type { StorageHealth } from '../db/storage-health';
import { UpstreamUnavailableError } from '../sleeper/cache';
import { AnswerMismatchError } from './answer-check';
import { AppError } from './errors';

export function registerErrorHandling(
  app: FastifyInstance,
  storage: StorageHealth,
  { production }: { production: boolean },
): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).headers(error.headers).send({ message: error.message });
    }
    if (isStorageError(error)) {
      storage.noteFailure();
      request.log.warn({ err: error.message }, 'storage full or read-only');
      return reply.code(503).send({ message: STORAGE_UNAVAILABLE_MESSAGE });
    }
    if (error instanceof UpstreamUnavailableError) {
      request.log.warn({ err: error.message }, 'provider unavailable');
      return reply.code(502).send({
        message: 'The league data provider is unavailable and no saved copy exists. Please try again later.',
      });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, unsupported media type, body too large...
      const message =
        'code' in error && error.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? 'Invalid request body: malformed JSON'
          : error.message;
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    // An answer its schema refuses (./answer-check.ts): outside production, the route and the field
    // for whoever mends the schema.
    if (error instanceof AnswerMismatchError && !production) {
      return reply.code(500).send({ message: error.message });
    }
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
