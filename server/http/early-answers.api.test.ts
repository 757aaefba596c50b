// Huddle's headers on every answer, Fastify's early refusals and the live stream included, and request
// ids the server makes (before: a client chose its own id in the logs; the router's 400 for a path
// that is no URL, Node's for an unreadable request and the live stream went out without the headers).
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const HUDDLE_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'permissions-policy',
];

let t: TestApp;
let port: number;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  cookie = await t.loginAs('member');
});
afterAll(() => t?.close());

interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/** Sends bytes as written (no client library would send most of these) and reads the answer's head. */
function raw(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    const done = () => {
      socket.destroy();
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    };
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      // The live stream never ends: its head and first event are enough.
      if (text.includes('event: update')) done();
    });
    socket.on('end', done);
    socket.on('close', done);
    socket.on('error', (error) => (text ? done() : reject(error)));
  });
}

const request = (lines: string[], body = '') =>
  `${[...lines, 'Host: huddle.test', 'Connection: close'].join('\r\n')}\r\n\r\n${body}`;

describe("Huddle's headers", () => {
  const json = (body: string) => ({
    head: ['Content-Type: application/json', `Content-Length: ${Buffer.byteLength(body)}`],
    body,
  });
  const cases: Array<[string, string, number]> = [
    ['a path that is no URL, under /api', request(['GET /api/%zz HTTP/1.1']), 400],
    ['a path that is no URL, a page', request(['GET /%zz HTTP/1.1']), 400],
    ['a header line without a colon', request(['GET /api/health HTTP/1.1', 'Not a header']), 400],
    ['headers past 16 KB', request(['GET /api/health HTTP/1.1', `X-Big: ${'a'.repeat(20_000)}`]), 431],
    ['malformed JSON', request(['POST /api/auth/login HTTP/1.1', ...json('{x}').head], '{x}'), 400],
    [
      'a body too large',
      request(['POST /api/auth/login HTTP/1.1', ...json('x'.repeat(70_000)).head], 'x'.repeat(70_000)),
      413,
    ],
    [
      'an unsupported media type',
      request(['POST /api/auth/login HTTP/1.1', 'Content-Type: text/xml', 'Content-Length: 3'], 'abc'),
      415,
    ],
    ['an unknown API path', request(['GET /api/nope HTTP/1.1']), 404],
  ];

  it.each(cases)(
    'are on the refusal of %s, with a message and an id of the server',
    async (_, text, status) => {
      const answer = await raw(text);
      expect(answer.status).toBe(status);
      for (const name of HUDDLE_HEADERS) expect(answer.headers.get(name), name).toBeTruthy();
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-request-id')).toMatch(UUID);
      expect(JSON.parse(answer.body)).toEqual({ message: expect.any(String) });
    },
  );

  it('are on the live stream, which Huddle writes by hand', async () => {
    const answer = await raw(
      request([
        `GET /api/league/${t.ctx.leagueId}/live HTTP/1.1`,
        'Accept: text/event-stream',
        `Cookie: ${cookie}`,
      ]),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/event-stream/);
    for (const name of HUDDLE_HEADERS) expect(answer.headers.get(name), name).toBeTruthy();
    expect(answer.headers.get('x-request-id')).toMatch(UUID);
  });
});

describe('request ids', () => {
  it("are the server's own: a client's X-Request-Id is not taken, whatever its form", async () => {
    for (const given of ['client-chosen-id-1234', 'abcdefgh', '00000000-0000-4000-8000-000000000000']) {
      const answer = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': given } });
      expect(answer.headers['x-request-id']).not.toBe(given);
      expect(answer.headers['x-request-id']).toMatch(UUID);
    }
    // Nor with a forged mark of a page's own data request.
    const forged = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'client-chosen-id-1234', 'x-huddle-page-data': 'guessed' },
    });
    expect(forged.headers['x-request-id']).toMatch(UUID);
  });
});
