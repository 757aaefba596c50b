// The line the server prints once it listens: the address to open and who can reach it, so whoever
// starts it sees at once whether other devices can (scripts and tests wait for "Huddle listening on").
import { isIP } from 'node:net';

const EVERY_ADDRESS = new Set(['0.0.0.0', '::']);
const isLoopback = (host: string) => host === 'localhost' || host === '::1' || /^127\./.test(host);

/** `serving` names what is served: "demo league", "league 1234". */
export function listeningLine(host: string, port: number, serving: string): string {
  const every = EVERY_ADDRESS.has(host);
  const shown = every ? 'localhost' : isIP(host) === 6 ? `[${host}]` : host;
  const reach = every
    ? 'open to the network: every address of this computer'
    : isLoopback(host)
      ? 'this computer only: set HOST to open it to the network'
      : `only at ${host}`;
  return `Huddle listening on http://${shown}:${port} (${serving}; ${reach})`;
}
