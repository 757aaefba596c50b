// The dashboard's error state: the provider fails and nothing is cached yet. A stub upstream serves
// the demo league's files (so sign-in works) but fails the NFL state, which every league answer needs.
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEMO_FIXTURES_DIR, demoLeagueId, expect, login, ownerWithConfiguredPin, test } from './fixtures';
import { envWithProvider, listenOnFreePort } from './stub-address';

const owner = ownerWithConfiguredPin();

// Listening from the moment the file loads: the server (started before any hook runs) asks it at start.
const stub: Server = createServer((req, res) => {
  const providerPath = decodeURIComponent((req.url ?? '/').split('?')[0]!).replace(/^\/(v1\/)?/, '');
  if (providerPath === 'state/nfl' || providerPath.includes('..')) {
    res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":"down"}');
    return;
  }
  readFile(path.join(DEMO_FIXTURES_DIR, `${providerPath}.json`), 'utf8').then(
    (body) => res.writeHead(200, { 'content-type': 'application/json' }).end(body),
    () => res.writeHead(404, { 'content-type': 'application/json' }).end('null'),
  );
});
const stubApiUrl = listenOnFreePort(stub).then((url) => `${url}/v1`);
// Never keeps a process alive (the runner may load this file only to list its tests).
stub.unref();

test.use({
  // The server's environment names the stub's address, known once it listens (./stub-address.ts).
  serverEnv: envWithProvider(stubApiUrl, {
    LEAGUE_ID: demoLeagueId,
    OWNER_USERNAME: owner.username,
    OWNER_PIN: owner.pin,
  }),
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => stub.close(() => resolve()));
});

test('shows the error state when the league cannot be loaded', async ({ page }) => {
  await login(page, { username: owner.username, pin: owner.pin });
  await page.goto('/dashboard');
  const alert = page.getByRole('alert').filter({ hasText: 'Error Loading League' });
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert.getByRole('heading', { name: 'Error Loading League' })).toBeVisible();
  await expect(alert).toContainText('Failed to load league data. Please check the league ID and try again.');
});
