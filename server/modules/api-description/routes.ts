// GET /api/openapi.json: the API described as OpenAPI 3.1, generated from the routes' own schemas
// (server/http/typed-routes.ts), for the members who build bots and sheets on the league's data.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { typed } from '../../http/typed-routes';

/** The description's outline; its paths and schemas are @fastify/swagger's to write. */
const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

export default function registerApiDescriptionRoutes(app: FastifyInstance): void {
  typed(app).get(
    '/api/openapi.json',
    {
      config: { access: 'member' },
      schema: {
        summary: 'This description of the API (OpenAPI 3.1)',
        tags: ['api-description'],
        response: { 200: openApiDocumentSchema },
      },
    },
    // @fastify/swagger types its document as any OpenAPI version's; this one is 3.1 (typed-routes.ts).
    () => app.swagger() as z.infer<typeof openApiDocumentSchema>,
  );
}
