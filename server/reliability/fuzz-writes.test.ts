// Property-based fuzzing (fast-check) of every write endpoint of the route table: random
// identities, path parameters, bodies and headers. Whatever arrives, the API answers a refusal
// (400, 401, 403, 404, or 415 for a body type it does not read) with a JSON message, never a 500,
// and nothing stored changes (a dump of every table is compared after each request).
//
// Each request is made invalid by construction, so a refusal is the only right answer: every path
// parameter but the league id is malformed, or, for a route with no other parameter, every body field
// has a type no schema accepts. The seed is fixed so `npm test` is deterministic; explore with
// FUZZ_SEED=<n> FUZZ_RUNS=<n> npx vitest run server/reliability/fuzz-writes.test.ts
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import type { RouteTableEntry } from '../http/session-hook';
import { SESSION_COOKIE } from '../modules/auth/sessions';
import { createTestApp, fixedClock, type TestApp } from '../test/harness';
import { dumpStored, type DatabaseDump } from './db-dump';
import { isWrite, paramNames, routeKey } from './route-urls';

const SEED = Number(process.env.FUZZ_SEED ?? 20261121);
const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const HOST = 'huddle.example';
const REFUSALS = [400, 401, 403, 404, 415];

/** A visitor may always log out (it has no input to be wrong): 200 by design, so it is not fuzzed. */
const NOT_FUZZED = new Set(['POST /api/logout']);
/**
 * Writes that take no input at all: every call by an admin is valid. They are fuzzed with identities
 * that may not call them (a new route like this fails the test until it is listed here).
 */
const NO_INPUT = new Set([
  'POST /api/admin/user-passwords/populate',
  'POST /api/auth/logout-everywhere',
  'POST /api/admin/chat/test',
  'POST /api/me/calendar/reset',
  'POST /api/push/test',
  'DELETE /api/admin/league/:leagueId/imported-seasons',
]);

// Field names the API's bodies use, so junk reaches the schemas' field checks, not only the root.
const FIELD_NAMES = [
  'password', 'pin', 'sleeperUsername', 'username', 'isAdmin', 'isOwner', 'phoneNumber', 'message',
  'persona', 'week', 'matchupId', 'rosterId', 'transactionId', 'season', 'playerIds', 'players',
  'franchisePlayer', 'lotteryPlayers', 'keepers', 'submit', 'status', 'paid', 'isPaid', 'amount',
  'amountPaid', 'notes', 'keeperDeadline', 'draftDate', 'seasonStart', 'playoffStartWeek', 'winner',
  'winnerUserId', 'nflPlayer', 'nflTeam', 'userId', 'first', 'second', 'third', 'busted',
]; // prettier-ignore

/** A string no number parser reads as a number (z.coerce turns '1', ' 1 ', '' and '0x1' into numbers). */
const nonNumeric = fc.string({ minLength: 1, maxLength: 24 }).filter((s) => !Number.isFinite(Number(s)));

/** A path parameter no route accepts as an existing season, week, roster or member. */
const badParam = fc.oneof(
  nonNumeric,
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '99999999999999999999',
    'NaN',
    'Infinity',
    '%00',
    '..',
    'null',
    '２０２５',
  ),
  fc.bigInt({ min: 10n ** 12n, max: 10n ** 30n }).map(String),
);

/** A value of a type no field schema takes (objects, and strings that are not numbers). */
const junkValue = fc.oneof(fc.object({ maxDepth: 2 }), nonNumeric);

/** A body that fails every schema: a non-object root, or known field names with junk values. */
const invalidBody = fc.oneof(
  fc.record({ kind: fc.constant('json' as const), value: fc.dictionary(fc.constantFrom(...FIELD_NAMES), junkValue) }),
  fc.record({ kind: fc.constant('json' as const), value: fc.oneof(fc.array(fc.jsonValue(), { maxLength: 4 }), fc.integer(), nonNumeric, fc.constant(null)) }),
  fc.record({ kind: fc.constant('raw' as const), value: fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('{', '{"pin":', '[1,', 'null null', '\u0000')) }),
); // prettier-ignore

/** Any body at all (used when the path already makes the request invalid). */
const anyBody = fc.oneof(
  invalidBody,
  fc.record({ kind: fc.constant('json' as const), value: fc.dictionary(fc.constantFrom(...FIELD_NAMES), fc.jsonValue({ maxDepth: 2 })) }),
); // prettier-ignore

type Identity = 'visitor' | 'garbage' | 'member' | 'admin' | 'owner';
const CAN_CALL: Record<RouteTableEntry['access'], Identity[]> = {
  public: ['visitor', 'garbage', 'member', 'admin', 'owner'],
  member: ['member', 'admin', 'owner'],
  admin: ['admin', 'owner'],
  owner: ['owner'],
};

const headersArb = fc.record({
  contentType: fc.constantFrom(
    'application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x', 'application/xml', undefined,
  ),
  origin: fc.constantFrom(undefined, `http://${HOST}`, 'null'),
  requestId: fc.option(fc.string({ maxLength: 80 }), { nil: undefined }),
  accept: fc.option(fc.constantFrom('*/*', 'text/html', 'application/json', 'garbage/;;'), { nil: undefined }),
  extraCookie: fc.option(fc.string({ maxLength: 30 }).map((s) => `x=${encodeURIComponent(s)}`), { nil: undefined }),
}); // prettier-ignore

let t: TestApp;
let baseline: DatabaseDump;
const cookies = {} as Record<'member' | 'admin' | 'owner', string>;

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock('2025-12-10T18:00:00Z') });
  const admin = t.accounts.find((a) => a.username === 'gridirongabe')!;
  t.ctx.db.update(users).set({ isAdmin: true }).where(eq(users.sleeperUserId, admin.userId)).run();
  cookies.member = await t.loginAs('member');
  cookies.admin = await t.loginAs({ username: admin.username, pin: admin.pin });
  cookies.owner = await t.loginAs('owner');
  baseline = dumpStored(t.ctx.sqlite);
});
afterAll(() => t?.close());

function requestArb(route: RouteTableEntry): fc.Arbitrary<FuzzRequest> {
  const names = paramNames(route.url);
  const others = names.filter((n) => n !== 'leagueId');
  const noInput = NO_INPUT.has(routeKey(route));
  const identities: Identity[] = noInput
    ? (['visitor', 'garbage', 'member', 'admin', 'owner'] as const).filter(
        (i) => !CAN_CALL[route.access].includes(i),
      )
    : ['visitor', 'garbage', 'member', 'admin', 'owner', 'owner', 'owner'];
  const leagueId = fc.oneof(
    { weight: 4, arbitrary: fc.constant(t.ctx.leagueId) },
    { weight: 1, arbitrary: badParam },
  );
  return fc.record({
    identity: fc.constantFrom(...identities),
    garbageSession: fc.string({ minLength: 1, maxLength: 64 }),
    params: fc.record(
      Object.fromEntries(names.map((n) => [n, n === 'leagueId' ? leagueId : badParam])) as Record<
        string,
        fc.Arbitrary<string>
      >,
    ),
    // With a malformed parameter the request is already invalid, so any body goes; otherwise the
    // body itself must be invalid.
    body: others.length > 0 ? anyBody : invalidBody,
    headers: headersArb,
  });
}

interface FuzzRequest {
  identity: Identity;
  garbageSession: string;
  params: Record<string, string>;
  body: { kind: 'json' | 'raw'; value: unknown };
  headers: {
    contentType: string | undefined;
    origin: string | undefined;
    requestId: string | undefined;
    accept: string | undefined;
    extraCookie: string | undefined;
  };
}

async function send(route: RouteTableEntry, input: FuzzRequest) {
  const url = route.url.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(input.params[name]!));
  const cookieParts = [
    input.identity === 'visitor'
      ? undefined
      : input.identity === 'garbage'
        ? `${SESSION_COOKIE}=${encodeURIComponent(input.garbageSession)}`
        : cookies[input.identity],
    input.headers.extraCookie,
  ].filter(Boolean);
  const headers: Record<string, string> = { host: HOST };
  if (cookieParts.length > 0) headers.cookie = cookieParts.join('; ');
  if (input.headers.contentType) headers['content-type'] = input.headers.contentType;
  if (input.headers.origin) headers.origin = input.headers.origin;
  if (input.headers.requestId !== undefined) headers['x-request-id'] = input.headers.requestId;
  if (input.headers.accept) headers.accept = input.headers.accept;
  const payload = input.body.kind === 'raw' ? String(input.body.value) : JSON.stringify(input.body.value);
  return { url, response: await t.app.inject({ method: route.method as 'POST', url, headers, payload }) };
}
describe('fuzzing every write endpoint', () => {
  it('finds the write endpoints in the route table', () => {
    const writes = t.app.routeTable.filter(isWrite);
    expect(writes.length).toBeGreaterThan(15);
    for (const key of [...NOT_FUZZED, ...NO_INPUT]) {
      expect(writes.map(routeKey), `${key} is still a route`).toContain(key);
    }
  });

  it('refuses random input on every write endpoint with a message, never a 500, storing nothing', async () => {
    const writes = t.app.routeTable.filter((r) => isWrite(r) && !NOT_FUZZED.has(routeKey(r)));
    for (const route of writes) {
      await fc
        .assert(
          fc.asyncProperty(requestArb(route), async (input) => {
            const { url, response } = await send(route, input);
            const where = `${route.method} ${url} as ${input.identity}`;
            expect(REFUSALS, `${where}: ${response.statusCode} ${response.body}`).toContain(
              response.statusCode,
            );
            // 415 only for a body the API does not read (not JSON).
            if (response.statusCode === 415) {
              expect(/^application\/json/.test(input.headers.contentType ?? ''), where).toBe(false);
            }
            expect(String(response.headers['content-type']), where).toMatch(/application\/json/);
            expect(typeof (response.json() as { message?: unknown }).message, where).toBe('string');
            expect(dumpStored(t.ctx.sqlite), `${where} changed the database`).toEqual(baseline);
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        )
        .catch((error: Error) => {
          const cause = error.cause instanceof Error ? `\nCaused by: ${error.cause.message}` : '';
          throw new Error(`${routeKey(route)}: ${error.message}${cause}`);
        });
    }
  }, 120_000);
});
