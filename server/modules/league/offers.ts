// What the league's format offers (server/league/format.ts, decision 0027), for the routes of one
// format: a keeper league's keeper selection is refused to a redraft or dynasty league with a 404
// saying why, whatever a page or a script asks.
import type { preValidationAsyncHookHandler } from 'fastify';
import { notOfferedReason } from '../../../common/not-offered';
import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { formatOffers, leagueFormat } from '../../league/format';

/** A route option refusing a league whose format has no keeper selection (the league's cached settings). */
export function keeperLeaguesOnly(ctx: AppContext): preValidationAsyncHookHandler {
  return async () => {
    const format = leagueFormat(await ctx.sleeper.league(ctx.leagueId));
    if (formatOffers(format).keeperSelection) return;
    throw notFound(notOfferedReason('keeperSelection', format.kind));
  };
}
