// A local stand-in for the Sleeper API: serves the demo league fixtures over HTTP like the provider
// (`/v1/<path>` -> `fixtures/demo-league/<path>.json`, unknown -> 404 `null`), with faults and latency
// that tests and the benchmark switch at will. It never reaches the network beyond 127.0.0.1.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { DEMO_FIXTURES_DIR } from '../paths';

/**
 * How the fake answers:
 * - 'ok': the fixture (or 404 when there is none), like the provider;
 * - 500 / 429: that status with a JSON error body;
 * - 'timeout': never answers (the caller's timeout must end the call);
 * - 'malformed': 200 with a truncated JSON text;
 * - 'wrong-shape': 200 with valid JSON of the wrong shape (an array wrapped in an object, an object
 *   wrapped in an array), as if the provider changed its format.
 */
export type Fault = 'ok' | 500 | 429 | 'timeout' | 'malformed' | 'wrong-shape';

export interface FakeProvider {
  /** Base URL to use as SLEEPER_API_URL, e.g. http://127.0.0.1:41234/v1 */
  url: string;
  /** Every provider path asked for, in order (query string removed). */
  calls: string[];
  /** The same calls with the time each arrived (performance.now(), ms), to check the backoff. */
  timeline: Array<{ path: string; at: number }>;
  /** One fault for every path, or a function choosing the fault per path. */
  setFault(fault: Fault | ((providerPath: string) => Fault)): void;
  /** Delay before each answer, in milliseconds. */
  setLatency(ms: number): void;
  /** Replaces the body served for one provider path (e.g. a generated players directory). */
  override(providerPath: string, body: unknown): void;
  close(): Promise<void>;
}

export interface FakeProviderOptions {
  latencyMs?: number;
  fixturesDir?: string;
  /** Listen on this port (a server's environment may need the URL before the fake starts); 0: any. */
  port?: number;
}

export async function startFakeProvider(options: FakeProviderOptions = {}): Promise<FakeProvider> {
  const dir = options.fixturesDir ?? DEMO_FIXTURES_DIR;
  const calls: string[] = [];
  const timeline: Array<{ path: string; at: number }> = [];
  const overrides = new Map<string, string>();
  let chooseFault: (providerPath: string) => Fault = () => 'ok';
  let latencyMs = options.latencyMs ?? 0;

  const json = (res: http.ServerResponse, status: number, body: string): void => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(body);
  };

  async function answer(providerPath: string, res: http.ServerResponse): Promise<void> {
    const fault = chooseFault(providerPath);
    if (fault === 'timeout') return; // keep the socket open; close() ends it
    if (fault === 500) return json(res, 500, '{"error":"internal server error"}');
    if (fault === 429) return json(res, 429, '{"error":"too many requests"}');
    if (providerPath.includes('..')) return json(res, 400, 'null');
    const body =
      overrides.get(providerPath) ??
      (await readFile(path.join(dir, `${providerPath}.json`), 'utf8').catch(() => undefined));
    if (body === undefined) return json(res, 404, 'null');
    if (fault === 'malformed') return json(res, 200, body.slice(0, Math.max(1, Math.floor(body.length / 2))));
    if (fault === 'wrong-shape') {
      const parsed = JSON.parse(body) as unknown;
      return json(res, 200, JSON.stringify(Array.isArray(parsed) ? { data: parsed } : [parsed]));
    }
    return json(res, 200, body);
  }

  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/')
      .replace(/^\/v1\//, '/')
      .replace(/^\//, '');
    calls.push(pathname);
    timeline.push({ path: pathname, at: performance.now() });
    const respond = () => void answer(pathname, res).catch(() => json(res, 500, 'null'));
    if (latencyMs > 0) setTimeout(respond, latencyMs);
    else respond();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    calls,
    timeline,
    setFault: (fault) => {
      chooseFault = typeof fault === 'function' ? fault : () => fault;
    },
    setLatency: (ms) => {
      latencyMs = ms;
    },
    override: (providerPath, body) => {
      overrides.set(providerPath, JSON.stringify(body));
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
