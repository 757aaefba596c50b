// A local stand-in for a chat service's webhook (Discord, Slack, GroupMe) for the group chat tests: it
// records every post and answers as a test tells it (a status and body, a redirect, or never). It
// listens on 127.0.0.1 on a port of its own and stops by itself after a while if a test forgets to.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface WebhookRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/**
 * How to answer a post: a status with a body (and headers); a status with a body that never ends (the
 * text sent over and over until the caller hangs up); or no answer at all.
 */
export type WebhookAnswer =
  | { status: number; body?: string; headers?: Record<string, string> }
  | { status: number; endless: string }
  | 'hang';

export interface FakeWebhook {
  /** The server's origin, e.g. http://127.0.0.1:41234 (for CHAT_WEBHOOK_ORIGINS). */
  origin: string;
  requests: WebhookRequest[];
  /** How many callers hung up on an endless body. */
  hangUps(): number;
  /** Answers in turn; the last one repeats. Default: 204. */
  answer(...answers: WebhookAnswer[]): void;
  close(): Promise<void>;
}

const STOP_AFTER_MS = 5 * 60_000;

export async function startFakeWebhook(): Promise<FakeWebhook> {
  const requests: WebhookRequest[] = [];
  let answers: WebhookAnswer[] = [{ status: 204 }];
  const sockets = new Set<Socket>();
  let hangUps = 0;

  const server = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // kept as text
      }
      requests.push({ path: req.url ?? '/', headers: req.headers, body });
      const next = answers.length > 1 ? answers.shift()! : answers[0]!;
      if (next === 'hang') return; // the caller's deadline ends it; close() drops the socket
      if ('endless' in next) {
        res.writeHead(next.status, { 'content-type': 'text/plain' });
        // Until the socket's buffer is full; 'drain' asks for more.
        const more = () => {
          while (!res.destroyed && res.write(next.endless)) continue;
        };
        res.on('drain', more);
        res.on('close', () => (hangUps += 1));
        more();
        return;
      }
      res.writeHead(next.status, { 'content-type': 'text/plain', ...next.headers }).end(next.body ?? '');
    });
  });
  // Longer than any test's pause between posts: a test computing a recap (seconds of CPU on the same
  // event loop) must not find its pooled connection closed under it.
  server.keepAliveTimeout = 60_000;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = () =>
    new Promise<void>((resolve) => {
      clearTimeout(stop);
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  const stop = setTimeout(() => void close(), STOP_AFTER_MS);
  stop.unref();
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    hangUps: () => hangUps,
    answer: (...next) => {
      answers = next;
    },
    close,
  };
}
