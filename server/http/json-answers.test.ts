import Fastify from 'fastify';
import { isDeepStrictEqual } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { acceptedEncodings, registerJsonAnswers } from './json-answers';

afterEach(() => vi.restoreAllMocks());

describe('registerJsonAnswers', () => {
  it('serializes a repeated answer once by its schema, and every other answer as JSON', async () => {
    const app = Fastify();
    registerJsonAnswers(app, { checkAnswers: true });
    const memoized = { seasons: [{ season: '2025', champion: 'Brenda' }] };
    const schema = (answer: z.ZodType) => ({ schema: { response: { 200: answer } } });
    app.get(
      '/memo',
      schema(z.object({ seasons: z.array(z.record(z.string(), z.string())) })),
      () => memoized,
    );
    app.get('/fresh', schema(z.object({ at: z.string(), list: z.array(z.number()) })), () => ({
      at: 'now',
      list: [1, 2],
    }));
    app.get('/list', schema(z.array(z.unknown())), () => [1, 'two', null]);
    const stringify = vi.spyOn(JSON, 'stringify');

    const answers = [await app.inject('/memo'), await app.inject('/memo')];
    expect(answers.map((a) => a.json())).toEqual([memoized, memoized]);
    // Written by its schema (a copy holding the fields it names), once.
    expect(stringify.mock.calls.filter(([value]) => isDeepStrictEqual(value, memoized))).toHaveLength(1);

    expect((await app.inject('/fresh')).json()).toEqual({ at: 'now', list: [1, 2] });
    expect((await app.inject('/list')).json()).toEqual([1, 'two', null]);
    await app.close();
  });
});

describe('answers written by their schema', () => {
  const withSeed = { name: 'A', seed: 1 };
  const answerOf = async (checkAnswers: boolean) => {
    const app = Fastify();
    registerJsonAnswers(app, { checkAnswers });
    app.get('/team', { schema: { response: { 200: z.object({ name: z.string() }) } } }, () => withSeed);
    const answer = await app.inject('/team');
    await app.close();
    return answer;
  };

  it('served, leaves out a field the schema does not name', async () => {
    expect((await answerOf(false)).json()).toEqual({ name: 'A' });
  });

  it('in development and tests, refuses the answer instead (a 500)', async () => {
    expect((await answerOf(true)).statusCode).toBe(500);
  });
});

describe('compressed answers in the app', () => {
  // The history is memoized (its compressed forms are kept); the standings are built per request.
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.loginAs('member');
  });
  afterAll(() => t.close());

  const history = (acceptEncoding?: string) =>
    t.app.inject({
      url: `/api/league/${t.ctx.leagueId}/history`,
      headers: { cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('sends the memoized history as brotli or gzip, the same JSON as uncompressed', async () => {
    const plain = await history();
    expect(plain.headers['content-encoding']).toBeUndefined();
    const expected = plain.json<unknown>();
    for (let i = 0; i < 2; i += 1) {
      const br = await history('gzip, deflate, br');
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(expected);
      const gzip = await history('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(expected);
    }
    const refused = await history('br;q=0, identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(expected);
  });

  it('gzips an answer built per request (brotli only when that is all), and leaves small ones alone', async () => {
    const url = `/api/league/${t.ctx.leagueId}/standings`;
    const plain = await t.app.inject({ url, headers: { cookie } });
    const gzip = await t.app.inject({ url, headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    const br = await t.app.inject({ url, headers: { cookie, 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const state = await t.app.inject({ url: '/api/nfl/state', headers: { cookie, 'accept-encoding': 'br' } });
    expect(state.headers['content-encoding']).toBeUndefined();
    expect(state.json()).toHaveProperty('week');
  });
});

describe('acceptedEncodings', () => {
  it('keeps brotli and gzip as the client allows them, and honours q=0', () => {
    const of = (header: string | string[] | undefined) => [...acceptedEncodings(header)].sort();
    expect(of('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(of('gzip;q=1.0, br;q=0')).toEqual(['gzip']);
    expect(of('*')).toEqual(['br', 'gzip']);
    expect(of('identity')).toEqual([]);
    expect(of(undefined)).toEqual([]);
    expect(of(['deflate', 'BR'])).toEqual(['br']);
  });
});
