// The league's rulebook: members read it (any version, and what changed between two) with the
// section of what Huddle enforces; admins (the commissioners) save a new version. Routes declare their
// input and delegate (./service.ts, ./enforced.ts).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { leagueParamsSchema } from '../../../common/league';
import {
  enforcedRulesSchema,
  RULES_MARKDOWN_MAX,
  rulesChangesQuerySchema,
  rulesChangesSchema,
  rulesDocumentSchema,
  rulesSavedSchema,
  rulesUpdateSchema,
  rulesVersionInfoSchema,
  rulesVersionParamsSchema,
} from '../../../common/rules';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/access';
import { schemaFor, typed } from '../../http/typed-routes';
import { enforcedRules } from './enforced';
import { currentRules, rulesChanges, rulesVersion, rulesVersions, saveRules } from './service';

const member = { config: { access: 'member' as const } };
/**
 * Room for the longest text in any characters, escaped as JSON (\uXXXX is six bytes), so that a text
 * over the limit is refused by its schema, naming the field, rather than by the request's size.
 */
const admin = { config: { access: 'admin' as const }, bodyLimit: 8 * RULES_MARKDOWN_MAX };
const schema = schemaFor('rules');

export default function registerRulesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const api = typed(app);
  const url = '/api/league/:leagueId/rules';

  api.get(
    url,
    {
      ...member,
      schema: schema("The league's rulebook, newest version", {
        params: leagueParamsSchema,
        response: { 200: rulesDocumentSchema },
      }),
    },
    () => currentRules(ctx),
  );

  api.put(
    url,
    {
      ...admin,
      schema: schema('Save the rulebook as a new version (admin)', {
        params: leagueParamsSchema,
        body: rulesUpdateSchema,
        response: { 200: rulesSavedSchema },
      }),
    },
    (request) => saveRules(ctx, requireUser(request).sleeperUserId, request.body.markdown),
  );

  api.get(
    `${url}/versions`,
    {
      ...member,
      schema: schema("The rulebook's versions, with when and by whom", {
        params: leagueParamsSchema,
        response: { 200: z.array(rulesVersionInfoSchema) },
      }),
    },
    () => rulesVersions(ctx),
  );

  api.get(
    `${url}/versions/:version`,
    {
      ...member,
      schema: schema('One version of the rulebook', {
        params: rulesVersionParamsSchema,
        response: { 200: rulesDocumentSchema },
      }),
    },
    (request) => rulesVersion(ctx, request.params.version),
  );

  api.get(
    `${url}/versions/:version/changes`,
    {
      ...member,
      schema: schema('What changed in the rulebook from one version to another', {
        params: rulesVersionParamsSchema,
        querystring: rulesChangesQuerySchema,
        response: { 200: rulesChangesSchema },
      }),
    },
    (request) => rulesChanges(ctx, request.query.from, request.params.version),
  );

  api.get(
    `${url}/enforced`,
    {
      ...member,
      schema: schema('The rules Huddle itself enforces, from the league settings', {
        params: leagueParamsSchema,
        response: { 200: enforcedRulesSchema },
      }),
    },
    () => enforcedRules(ctx),
  );
}
