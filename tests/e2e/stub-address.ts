// A stub provider's address for a spec's server environment. The stub listens on a port the system
// picks (a random port of our own choosing collided now and then with another worker's connection:
// EADDRINUSE), and the server's environment, a worker fixture, waits for it.
import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';

/** Starts `server` on 127.0.0.1 at a free port; its base URL once it listens. */
export async function listenOnFreePort(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

type Env = Record<string, string>;

/**
 * A worker fixture for `serverEnv`: `env` with SLEEPER_API_URL, the stub provider's API address
 * (`http://127.0.0.1:<port>/v1`) once it listens.
 */
export function envWithProvider(
  apiUrl: Promise<string>,
  env: Env,
): [(deps: object, use: (env: Env) => Promise<void>) => Promise<void>, { scope: 'worker' }] {
  return [
    // Playwright reads a fixture's dependencies from this pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => use({ ...env, SLEEPER_API_URL: await apiUrl }),
    { scope: 'worker' },
  ];
}

/** A port free now on 127.0.0.1. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A worker fixture for `serverEnv`: a server that is its own PUBLIC_URL (the group chat's posts link
 * to it, the calendar's address is on it), so it listens on a port chosen beforehand, not one the
 * system picks as it starts.
 */
export function envOnOwnAddress(): [
  (deps: object, use: (env: Env) => Promise<void>) => Promise<void>,
  { scope: 'worker' },
] {
  return [
    // Playwright reads a fixture's dependencies from this pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const port = String(await freePort());
      await use({ PORT: port, PUBLIC_URL: `http://127.0.0.1:${port}` });
    },
    { scope: 'worker' },
  ];
}
