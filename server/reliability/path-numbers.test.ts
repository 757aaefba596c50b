// Path numbers are plain decimal digits: every week and roster id in a path of the route table
// (common/path-number.ts), so `/recaps/2025/1e1` is not week 10 and a route added later is checked
// without being listed here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { dumpStored } from './db-dump';
import { fillPath, isWrite, paramNames, routeKey } from './route-urls';

/** The path parameters that are numbers. */
const NUMBER_PARAMS = new Set(['week', 'rosterId']);

/** Numbers JavaScript's Number() reads, written as no path writes one (`%201` is ` 1`). */
const NOT_DIGITS = ['1e1', '0x1', '%201', '1%20', '+1', '1.0', '01'];

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAs('owner');
});
afterAll(() => t?.close());

describe('path numbers', () => {
  it('refuses every other way of writing a number in each route of the table, naming the parameter', async () => {
    const before = dumpStored(t.ctx.sqlite);
    const accepted = new Set<string>();
    let checked = 0;
    for (const route of t.app.routeTable) {
      for (const param of paramNames(route.url).filter((name) => NUMBER_PARAMS.has(name))) {
        for (const text of NOT_DIGITS) {
          const url = fillPath(route.url.replace(`:${param}`, 'NUMBER')).replace('NUMBER', () => text);
          const response = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: { cookie: owner },
            ...(isWrite(route) ? { payload: {} } : {}),
          });
          if (response.statusCode !== 400) {
            accepted.add(routeKey(route));
            continue;
          }
          expect(response.json(), url).toEqual({
            message: `Invalid ${param}: must be a whole number in digits, such as 3`,
          });
          checked += 1;
        }
      }
    }
    expect([...accepted]).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(8 * NOT_DIGITS.length);
    expect(dumpStored(t.ctx.sqlite)).toEqual(before);
  });

  it('serves a recap and a week of games at the week written in digits', async () => {
    const league = `/api/league/${t.ctx.leagueId}`;
    for (const url of [`${league}/recaps/2024/10`, `${league}/games/2024/10`]) {
      const response = await t.app.inject({ url, headers: { cookie: owner } });
      expect(response.statusCode, url).toBe(200);
    }
    const tenth = await t.app.inject({ url: `${league}/recaps/2024/1e1`, headers: { cookie: owner } });
    expect(tenth.statusCode).toBe(400);
  });
});
