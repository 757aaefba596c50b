// The HTML of a navigation: the built index.html, its head naming the league (server/http/index-page.ts), with the answers every page starts from
// and those of the shown page's first screen (common/page-data.ts) embedded as a JSON data block
// (docs/decisions/0012). They are asked of the app's own routes (inject), so
// access rules, staleness and the answers' shapes are exactly those of the API. The page holds the
// member's own data: it is never stored by a cache (no-store). A data block is not a script, so the
// CSP (script-src 'self') is unchanged.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { BOOT_ELEMENT_ID, type BootAnswers } from '../../common/boot';
import { pageDataUrls } from '../../common/page-data';
import type { AppContext } from '../context';
import { pageMeta, renderIndexPage } from './index-page';
import { pageFor, pagePreloadTags, readBuildManifest, type ShownPage } from './page-preloads';

/** The session and deployment info for everyone; the league and the NFL state for members (401 otherwise). */
function bootUrls(ctx: AppContext): string[] {
  return ['/api/auth/user', '/api/app-info', `/api/league/${ctx.leagueId}`, '/api/nfl/state'];
}

/**
 * A visitor's page also carries the demo accounts the sign-in pages list (demo mode): asked after
 * the page had rendered, the list pushed the centred login card up as it arrived (issue 16's CLS).
 */
const VISITOR_URLS = ['/api/auth/demo'];

type Ask = (urls: string[]) => Promise<BootAnswers>;

/** GETs `urls` of the app's own routes with the navigation's cookie; answers other than 200 are left out. */
function askerFor(app: FastifyInstance, request: FastifyRequest): Ask {
  const headers: Record<string, string> = { accept: 'application/json', 'x-request-id': request.id };
  if (request.headers.cookie) headers.cookie = request.headers.cookie;
  return async (urls) => {
    const answers = await Promise.all(
      urls.map(async (url) => {
        const res = await app.inject({ method: 'GET', url, headers });
        if (res.statusCode !== 200) return null;
        const stale = res.headers['x-data-stale'];
        return [url, { body: res.json(), staleSince: typeof stale === 'string' ? stale : null }] as const;
      }),
    );
    return Object.fromEntries(answers.filter((answer) => answer !== null));
  };
}

async function bootAnswers(ctx: AppContext, ask: Ask): Promise<BootAnswers> {
  const answers = await ask(bootUrls(ctx));
  if (!answers['/api/auth/user']) Object.assign(answers, await ask(VISITOR_URLS));
  return answers;
}

/**
 * How long the page waits for its first screen's answers (common/page-data.ts): from the server's
 * cache they take milliseconds; one the provider must be asked for first is left to the page, so the
 * HTML, which the page's code waits for, is never held back by the provider.
 */
const PAGE_DATA_BUDGET_MS = 250;

const appInfoSchema = z.object({
  leagueId: z.string(),
  season: z.string(),
  keeperSeason: z.string(),
  offseason: z.boolean(),
});
const leagueSchema = z.object({ week: z.number(), season: z.string() });
const memberSchema = z.object({
  rosterId: z.number().nullable(),
  isAdmin: z.boolean(),
  isOwner: z.boolean(),
});

/** The answers of the shown page's first screen, those ready within PAGE_DATA_BUDGET_MS. */
async function pageAnswers(
  answers: BootAnswers,
  user: z.infer<typeof memberSchema>,
  shown: ShownPage,
  request: FastifyRequest,
  ask: Ask,
): Promise<BootAnswers> {
  const info = appInfoSchema.safeParse(answers['/api/app-info']?.body);
  if (!info.success) return {};
  const league = leagueSchema.safeParse(answers[`/api/league/${info.data.leagueId}`]?.body);
  const urls = pageDataUrls(shown.page, {
    ...info.data,
    league: league.success ? league.data : null,
    user,
    params: shown.params,
    search: new URL(request.url, 'http://page').searchParams,
  });
  // Each answer on its own clock: one slow answer does not cost the page the others.
  const within = await Promise.all(
    urls.map((url) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<BootAnswers>((resolve) => {
        timer = setTimeout(() => resolve({}), PAGE_DATA_BUDGET_MS);
      });
      return Promise.race([ask([url]), late]).finally(() => clearTimeout(timer));
    }),
  );
  return Object.assign({}, ...within) as BootAnswers;
}

/** JSON inside <script>: '<' escaped so no value can close the element. */
function dataBlock(answers: BootAnswers): string {
  const json = JSON.stringify(answers).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${BOOT_ELEMENT_ID}">${json}</script>`;
}

/** The app shell as the service worker precaches it (client/sw/sw.ts). */
const SHELL_PATH = '/index.html';

/** The modulepreload tags of the page a navigation shows (server/http/page-preloads.ts). */
async function preloads(clientDir: string, shown: ShownPage | null): Promise<string> {
  const manifest = await readBuildManifest(clientDir);
  return manifest && shown ? pagePreloadTags(manifest, shown.page) : '';
}

export async function sendClientShell(
  app: FastifyInstance,
  ctx: AppContext,
  clientDir: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  // Read per request: a rebuild while running is served at once (the file is small and in the page cache).
  const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  const page = renderIndexPage(template, pageMeta(ctx, request));
  // The service worker precaches /index.html as its offline page, asking with the member's cookie:
  // it gets the page without anyone's answers, or one member's session would outlive their logout
  // there (and an offline reload would show it as fresh data).
  if (request.url.split('?')[0] === SHELL_PATH) {
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
  }
  let answers: BootAnswers = {};
  const ask = askerFor(app, request);
  try {
    answers = await bootAnswers(ctx, ask);
  } catch (error) {
    // The page still works without them: the client asks the API itself.
    request.log.warn({ err: error }, 'boot answers unavailable');
  }
  // The signed-in member (none for a visitor), read once for the page shown and its answers.
  const user = memberSchema.safeParse(answers['/api/auth/user']?.body);
  const shown = pageFor(request.url.split('?')[0] ?? '/', user.success ? user.data : null);
  if (shown && user.success) {
    try {
      Object.assign(answers, await pageAnswers(answers, user.data, shown, request, ask));
    } catch (error) {
      request.log.warn({ err: error }, 'page answers unavailable');
    }
  }
  const html = page.replace('</head>', `${await preloads(clientDir, shown)}${dataBlock(answers)}</head>`);
  return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}
