// Typed routes (docs/decisions/0039): every /api route declares zod schemas for its path parameters,
// query string, body and answer (taken from common/). Fastify checks a request against them before the
// handler runs (./validate.ts says the 400's words), the handler's types follow from them, and
// @fastify/swagger describes the API from them as OpenAPI 3.1, served at /api/openapi.json.
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../version';
import { validatorCompiler } from './validate';

/** A route module's view of the app: its routes' schemas type their requests and answers. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

export async function registerTypedRoutes(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Huddle API',
        version: APP_VERSION,
        description:
          'The league dashboard API. Signed in with the session cookie of POST /api/auth/login; ' +
          'every refusal is JSON { message } naming the field or the reason.',
      },
    },
    // The description is of the API: the web app manifest, the pages and the client's files are not.
    transform: (document) =>
      document.url.startsWith('/api/')
        ? jsonSchemaTransform(document)
        : { schema: { hide: true }, url: document.url },
  });
}

/**
 * A module's schema maker: `schemaFor('keepers')('One line', { params, querystring, body, response })`
 * gives a route's schema with its summary and its module as tag (the description's groups).
 */
export const schemaFor =
  (tag: string) =>
  <const Parts extends FastifySchema>(summary: string, parts: Parts) => ({ summary, tags: [tag], ...parts });
