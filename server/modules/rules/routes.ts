// The league's rulebook: members read it (any version, and what changed between two) with the
// section of what Huddle enforces; admins (the commissioners) save a new version. Routes validate and
// delegate (./service.ts, ./enforced.ts).
import type { FastifyInstance } from 'fastify';
import {
  RULES_MARKDOWN_MAX,
  rulesChangesQuerySchema,
  rulesUpdateSchema,
  rulesVersionParamsSchema,
} from '../../../common/rules';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/access';
import { parse } from '../../http/validate';
import { enforcedRules } from './enforced';
import { currentRules, rulesChanges, rulesVersion, rulesVersions, saveRules } from './service';

const member = { config: { access: 'member' as const } };
/**
 * Room for the longest text in any characters, escaped as JSON (\uXXXX is six bytes), so that a text
 * over the limit is refused by its schema, naming the field, rather than by the request's size.
 */
const admin = { config: { access: 'admin' as const }, bodyLimit: 8 * RULES_MARKDOWN_MAX };

export default function registerRulesRoutes(app: FastifyInstance, ctx: AppContext): void {
  const url = '/api/league/:leagueId/rules';

  app.get(url, member, () => currentRules(ctx));

  app.put(url, admin, (request) => {
    const { markdown } = parse(rulesUpdateSchema, request.body, 'body');
    return saveRules(ctx, requireUser(request).sleeperUserId, markdown);
  });

  app.get(`${url}/versions`, member, () => rulesVersions(ctx));

  app.get(`${url}/versions/:version`, member, (request) =>
    rulesVersion(ctx, parse(rulesVersionParamsSchema, request.params, 'params').version),
  );

  app.get(`${url}/versions/:version/changes`, member, (request) => {
    const { version } = parse(rulesVersionParamsSchema, request.params, 'params');
    const { from } = parse(rulesChangesQuerySchema, request.query, 'query');
    return rulesChanges(ctx, from, version);
  });

  app.get(`${url}/enforced`, member, () => enforcedRules(ctx));
}
