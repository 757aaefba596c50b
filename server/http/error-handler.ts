// Every non-OK answer is JSON { message } with a human sentence.
import type { FastifyError, FastifyInstance } from 'fastify';
import { UpstreamUnavailableError } from '../sleeper/cache';
import { AppError } from './errors';

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.status).headers(error.headers).send({ message: error.message });
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
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.' });
  });
}
