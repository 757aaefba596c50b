// Names cannot break a page: the league's name and team names (which members choose on Sleeper), a
// BUSTED player's name (which an admin types) and a roast that repeats them carry String.replace's
// replacement patterns, a closing script tag and a line separator. The served page still parses,
// hydrates, and shows each of them as written. A stub provider serves the demo league with the
// names changed.
import Database from 'better-sqlite3';
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_FIXTURES_DIR, demoLeagueId, expect, login, ownerWithConfiguredPin, test } from './fixtures';
import { envWithProvider, listenOnFreePort } from './stub-address';

const owner = ownerWithConfiguredPin();

/** Every hostile piece at once: replacement patterns, a script end, a line separator. */
const HOSTILE = "$` $' $& $$ </script><b>x</b> \u2028";
const LEAGUE_NAME = `League ${HOSTILE}`;
const TEAM_NAME = `Bust ${HOSTILE}`;
const BUSTED_PLAYER = `Mc$'Bustface $\` ${HOSTILE}`;
const ROAST = `${TEAM_NAME} traded like ${HOSTILE}`;

/** The provider's answer for `providerPath`, with the served league's name and the owner's team renamed. */
function renamed(providerPath: string, body: unknown): unknown {
  if (providerPath === `league/${demoLeagueId}` && body && typeof body === 'object') {
    return { ...body, name: LEAGUE_NAME };
  }
  if (/^league\/\d+\/users$/.test(providerPath) && Array.isArray(body)) {
    return body.map((user: { user_id: string; metadata?: Record<string, unknown> }) =>
      user.user_id === owner.userId
        ? { ...user, metadata: { ...user.metadata, team_name: TEAM_NAME } }
        : user,
    );
  }
  return body;
}

const stub: Server = createServer((req, res) => {
  const providerPath = decodeURIComponent((req.url ?? '/').split('?')[0]!).replace(/^\/(v1\/)?/, '');
  if (providerPath.includes('..')) {
    res.writeHead(400).end();
    return;
  }
  readFile(path.join(DEMO_FIXTURES_DIR, `${providerPath}.json`), 'utf8').then(
    (text) =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(renamed(providerPath, JSON.parse(text)))),
    () => res.writeHead(404, { 'content-type': 'application/json' }).end('null'),
  );
});
const stubApiUrl = listenOnFreePort(stub).then((url) => `${url}/v1`);
stub.unref();

test.use({
  // The server's environment names the stub's address, known once it listens (./stub-address.ts).
  serverEnv: envWithProvider(stubApiUrl, {
    LEAGUE_ID: demoLeagueId,
    OWNER_USERNAME: owner.username,
    OWNER_PIN: owner.pin,
    LIVE_SCORING: 'off',
  }),
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => stub.close(() => resolve()));
});

test('the served page parses and shows hostile names literally, roast and BUSTED included', async ({
  page,
  server,
}) => {
  await login(page, { username: owner.username, pin: owner.pin });
  const info = (await (await page.request.get('/api/app-info')).json()) as {
    leagueId: string;
    season: string;
  };
  const busted = await page.request.put(`/api/league/${info.leagueId}/payouts/${info.season}/busted`, {
    data: { winnerId: owner.userId, winnerName: TEAM_NAME, playerName: BUSTED_PLAYER },
  });
  expect(busted.status()).toBe(200);
  // A stored roast of the newest move is its commentary on the dashboard (as an LLM might write it).
  const activity = await page.request.get(`/api/league/${info.leagueId}/transactions?limit=1`);
  const [newest] = (await activity.json()) as { id: string }[];
  const db = new Database(path.join(server.dataDir, 'huddle.db'));
  try {
    db.prepare(
      "INSERT INTO roasts (league_id, subject_type, subject_key, persona, provider, text) VALUES (?, 'transaction', ?, 'huddle-bot', 'template', ?)",
    ).run(info.leagueId, newest!.id, ROAST);
  } finally {
    db.close();
  }

  const html = await (await page.request.get('/')).text();
  // One head, one body: nothing a name carried ended an element early.
  expect(html.match(/<head>/g)).toHaveLength(1);
  expect(html.match(/<\/body>/g)).toHaveLength(1);
  expect(html).not.toContain('<b>x</b>');

  for (const load of ['served', 'reloaded']) {
    if (load === 'served') await page.goto('/');
    else await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: LEAGUE_NAME }), load).toBeVisible();
    await expect(page.getByRole('list', { name: 'Current Standings' })).toContainText(TEAM_NAME);
    await expect(page.getByRole('list', { name: 'Recent League Activity' })).toContainText(ROAST);
    await expect(page.getByText('BUSTED Award').locator('xpath=ancestor::li[1]')).toContainText(
      BUSTED_PLAYER,
    );
    // The data block parsed (no JSON shown as text) and no name became markup.
    await expect(page.locator('body')).not.toContainText('"queries"');
    await expect(page.locator('b', { hasText: /^x$/ })).toHaveCount(0);
  }
  // Hydrated: a tap works.
  await page.getByRole('button', { name: 'View Rosters' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
