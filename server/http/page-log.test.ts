// A page's own API requests: logged at debug under the page's request id, the page alone at info; and given
// up once the browser has gone away.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { RenderPage } from '../../common/page-render';
import { createPageApp } from '../test/client-build';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  path?: string;
}

function memoryLog() {
  const lines: LogLine[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { lines, log: pino({ level: 'debug' }, sink) };
}

const INFO = 30;
const DEBUG = 20;

describe('a page rendered on the server', () => {
  it('logs one info line, its data requests at debug under its request id', async () => {
    const { lines, log } = memoryLog();
    const p = await createPageApp({ log });
    try {
      const cookie = await p.t.loginAs('member');
      const page = await p.app.inject({ url: '/history', headers: { accept: 'text/html', cookie } });
      expect(page.statusCode).toBe(200);
      const id = page.headers['x-request-id'];
      const mine = lines.filter((line) => line.reqId === id);
      expect(mine.filter((line) => line.level >= INFO)).toEqual([
        expect.objectContaining({ level: INFO, msg: 'request completed', path: '/history' }),
      ]);
      const data = mine.filter((line) => line.level === DEBUG && line.msg === 'page data answered');
      expect(data.length).toBeGreaterThanOrEqual(3);
      expect(data.every((line) => line.path?.startsWith('/api/'))).toBe(true);
    } finally {
      await p.close();
    }
  });

  it('stops asking for its data once the browser has gone away', async () => {
    let browserGone!: () => void;
    const gone = new Promise<void>((resolve) => (browserGone = resolve));
    let outcome!: (what: string) => void;
    const asked = new Promise<string>((resolve) => (outcome = resolve));
    // A page that asks for its data only after the browser has hung up.
    const render: RenderPage = async ({ fetchApi }) => {
      await gone;
      await new Promise((resolve) => setTimeout(resolve, 50));
      try {
        await fetchApi('/api/auth/user');
        outcome('answered');
      } catch (error) {
        outcome((error as Error).name);
      }
      return { kind: 'redirect', status: 302, location: '/' };
    };
    const p = await createPageApp({ render });
    try {
      await p.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = p.app.server.address() as AddressInfo;
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        path: '/history',
        headers: { accept: 'text/html' },
      });
      req.on('error', () => {});
      req.end();
      await new Promise((resolve) => setTimeout(resolve, 100));
      req.destroy();
      browserGone();
      expect(await asked).toBe('AbortError');
    } finally {
      await p.close();
    }
  });
});
