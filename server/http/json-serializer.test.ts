import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerJsonSerializer } from './json-serializer';

afterEach(() => vi.restoreAllMocks());

describe('registerJsonSerializer', () => {
  it('serializes a repeated answer once, and every other answer as JSON', async () => {
    const app = Fastify();
    registerJsonSerializer(app);
    const memoized = { seasons: [{ season: '2025', champion: 'Brenda' }] };
    app.get('/memo', () => memoized);
    app.get('/fresh', () => ({ at: 'now', list: [1, 2] }));
    app.get('/list', () => [1, 'two', null]);
    const stringify = vi.spyOn(JSON, 'stringify');

    const answers = [await app.inject('/memo'), await app.inject('/memo')];
    expect(answers.map((a) => a.json())).toEqual([memoized, memoized]);
    expect(stringify.mock.calls.filter(([value]) => value === memoized)).toHaveLength(1);

    expect((await app.inject('/fresh')).json()).toEqual({ at: 'now', list: [1, 2] });
    expect((await app.inject('/list')).json()).toEqual([1, 'two', null]);
    await app.close();
  });
});
