// A stub provider's address for a spec's server environment. The stub listens on a port the system
// picks (a random port of our own choosing collided now and then with another worker's connection:
// EADDRINUSE), and the server's environment, a worker fixture, waits for it.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Starts `server` on 127.0.0.1 at a free port; its base URL once it listens. */
export async function listenOnFreePort(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
