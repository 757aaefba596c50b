// The HTML of a navigation: the built index.html, its head naming the league (server/http/index-page.ts), with the answers every page starts from embedded
// as a JSON data block (docs/decisions/0012). They are asked of the app's own routes (inject), so
// access rules, staleness and the answers' shapes are exactly those of the API. The page holds the
// member's own data: it is never stored by a cache (no-store). A data block is not a script, so the
// CSP (script-src 'self') is unchanged.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { BOOT_ELEMENT_ID, type BootAnswers } from '../../common/boot';
import type { AppContext } from '../context';
import { pageMeta, renderIndexPage } from './index-page';
import { pageFor, pagePreloadTags, readBuildManifest } from './page-preloads';

/** The session and deployment info for everyone; the league and the NFL state for members (401 otherwise). */
function bootUrls(ctx: AppContext): string[] {
  return ['/api/auth/user', '/api/app-info', `/api/league/${ctx.leagueId}`, '/api/nfl/state'];
}

/**
 * A visitor's page also carries the demo accounts the sign-in pages list (demo mode): asked after
 * the page had rendered, the list pushed the centred login card up as it arrived (issue 16's CLS).
 */
const VISITOR_URLS = ['/api/auth/demo'];

async function bootAnswers(
  app: FastifyInstance,
  ctx: AppContext,
  request: FastifyRequest,
): Promise<BootAnswers> {
  const headers: Record<string, string> = { accept: 'application/json', 'x-request-id': request.id };
  if (request.headers.cookie) headers.cookie = request.headers.cookie;
  const ask = (urls: string[]) =>
    Promise.all(
      urls.map(async (url) => {
        const res = await app.inject({ method: 'GET', url, headers });
        if (res.statusCode !== 200) return null;
        const stale = res.headers['x-data-stale'];
        return [url, { body: res.json(), staleSince: typeof stale === 'string' ? stale : null }] as const;
      }),
    );
  const answers = await ask(bootUrls(ctx));
  const signedIn = answers.some((answer) => answer?.[0] === '/api/auth/user');
  if (!signedIn) answers.push(...(await ask(VISITOR_URLS)));
  return Object.fromEntries(answers.filter((answer) => answer !== null));
}

/** JSON inside <script>: '<' escaped so no value can close the element. */
function dataBlock(answers: BootAnswers): string {
  const json = JSON.stringify(answers).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${BOOT_ELEMENT_ID}">${json}</script>`;
}

/** The app shell as the service worker precaches it (client/sw/sw.ts). */
const SHELL_PATH = '/index.html';

const signedInSchema = z.object({ isAdmin: z.boolean() });

/** The modulepreload tags of the page this navigation shows (server/http/page-preloads.ts). */
async function preloads(clientDir: string, request: FastifyRequest, answers: BootAnswers): Promise<string> {
  const manifest = await readBuildManifest(clientDir);
  if (!manifest) return '';
  const user = signedInSchema.safeParse(answers['/api/auth/user']?.body);
  const page = pageFor(request.url.split('?')[0] ?? '/', user.success ? user.data : null);
  return page ? pagePreloadTags(manifest, page) : '';
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
  try {
    answers = await bootAnswers(app, ctx, request);
  } catch (error) {
    // The page still works without them: the client asks the API itself.
    request.log.warn({ err: error }, 'boot answers unavailable');
  }
  const html = page.replace(
    '</head>',
    `${await preloads(clientDir, request, answers)}${dataBlock(answers)}</head>`,
  );
  return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}
