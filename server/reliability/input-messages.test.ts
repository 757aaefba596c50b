// Bad input names what is wrong, swept over the route table so a new route is covered or fails the
// coverage checks: every field of every body given a value of the wrong type, every path parameter and
// query field malformed, prototype-pollution keys in bodies and query strings, and every date-time
// field of every body given a date outside the shared rule. Each answers 400 whose message names the
// field ("Invalid rosterId: expected a number"), and nothing stored changes.
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditQuerySchema,
  phoneBodySchema,
  setPasswordBodySchema,
  userRolesBodySchema,
} from '../../common/admin';
import { seasonManagerQuerySchema } from '../../common/almanac';
import { chatSettingsBodySchema } from '../../common/chat';
import { loginABodySchema, loginBBodySchema } from '../../common/auth';
import { dateTimeFieldSchema } from '../../common/date-time';
import { adminKeeperBodySchema, draftBoardBodySchema, keeperPageBodySchema } from '../../common/keepers';
import { playersQuerySchema, rosterPlayersQuerySchema, transactionsQuerySchema } from '../../common/league';
import { paymentUpdateBodySchema } from '../../common/payments';
import {
  notificationSettingsBodySchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
} from '../../common/push';
import { bustedAssignmentBodySchema, payoutsPatchBodySchema } from '../../common/payouts';
import {
  matchupRoastBodySchema,
  personaSettingBodySchema,
  rosterRoastBodySchema,
  transactionRoastBodySchema,
} from '../../common/roasts';
import { settingsUpdateBodySchema } from '../../common/settings';
import { announcementCreateSchema, announcementUpdateSchema } from '../../common/announcements';
import { IMPORT_HEADER, importSeasonsBodySchema } from '../../common/imported-seasons';
import { rulesChangesQuerySchema, rulesUpdateSchema } from '../../common/rules';
import { discordBodySchema, groupmeBodySchema, slackBodySchema } from '../chat/formats';
import type { RouteTableEntry } from '../http/session-hook';
import { createTestApp, type TestApp } from '../test/harness';
import { dumpStored, type DatabaseDump } from './db-dump';
import { DEMO_PARAMS, fillPath, isWrite, paramNames, routeKey } from './route-urls';

type ObjectSchema = z.ZodObject<z.ZodRawShape>;
interface BodyVariant {
  schema: ObjectSchema;
  /** A body the schema accepts, so the one field made wrong is the only thing wrong. */
  valid: Record<string, unknown>;
}

const team = { teamName: 'Team', ownerName: 'owner', points: 101.5 };
const rosterTeam = { teamName: 'Team', username: 'owner', roster: 1, points: 101.5 };

/** The body of every write route that reads one (the schema its handler parses) with a valid value. */
const BODIES: Record<string, BodyVariant[]> = {
  'POST /api/login': [{ schema: loginABodySchema, valid: { username: 'someone', password: '4821' } }],
  'POST /api/auth/login': [{ schema: loginBBodySchema, valid: { sleeperUsername: 'someone', pin: '4821' } }],
  'PATCH /api/league/:leagueId/payouts/:param': [
    { schema: payoutsPatchBodySchema, valid: { championshipFirst: 250 } },
  ],
  'PUT /api/league/:leagueId/payouts/:season/busted': [
    {
      schema: bustedAssignmentBodySchema,
      valid: {
        winnerId: DEMO_PARAMS.userId,
        winnerName: 'Someone',
        playerName: 'A Player',
        playerTeam: 'KC',
      },
    },
  ],
  'POST /api/league/:leagueId/keeper-selection/:season': [
    {
      schema: draftBoardBodySchema,
      valid: {
        rosterId: 1,
        franchisePlayer: '4046',
        lotteryPicks: ['1', '2', '3'],
        isSubmitted: true,
        submittedAt: '2025-12-01T12:00:00Z',
      },
    },
    {
      schema: keeperPageBodySchema,
      valid: {
        rosterId: 1,
        franchisePlayerId: '4046',
        lotteryPlayer1Id: '1',
        lotteryPlayer2Id: '2',
        lotteryPlayer3Id: '3',
        isSubmitted: false,
      },
    },
  ],
  'POST /api/admin/league/:leagueId/keeper-selection/:season/:rosterId': [
    {
      schema: adminKeeperBodySchema,
      valid: {
        franchisePlayerId: '4046',
        lotteryPlayer1Id: '1',
        lotteryPlayer2Id: '2',
        lotteryPlayer3Id: '3',
      },
    },
  ],
  'POST /api/league/:leagueId/matchup-roast': [
    {
      schema: matchupRoastBodySchema,
      valid: { matchupId: 1, week: 13, season: '2025', team1: team, team2: team },
    },
  ],
  'POST /api/league/:leagueId/transaction-roast': [
    { schema: transactionRoastBodySchema, valid: { transactionId: '1' } },
  ],
  'POST /api/league/:leagueId/roster-roast': [
    { schema: rosterRoastBodySchema, valid: { week: 13, team1: rosterTeam, team2: rosterTeam } },
  ],
  'PUT /api/admin/roast-persona': [{ schema: personaSettingBodySchema, valid: { persona: 'bot' } }],
  'PUT /api/admin/chat': [
    {
      schema: chatSettingsBodySchema,
      valid: { kind: 'discord', url: 'https://discord.com/api/webhooks/1/abc', recaps: true },
    },
  ],
  'POST /api/demo/chat/discord': [{ schema: discordBodySchema, valid: { content: 'Huddle is connected' } }],
  'POST /api/demo/chat/slack': [{ schema: slackBodySchema, valid: { text: 'Huddle is connected' } }],
  'POST /api/demo/chat/groupme': [
    { schema: groupmeBodySchema, valid: { bot_id: 'demo-bot', text: 'Huddle is connected' } },
  ],
  'PUT /api/admin/user-passwords/:userId': [{ schema: setPasswordBodySchema, valid: { password: '4821' } }],
  'PUT /api/admin/user-roles/:sleeperUserId': [
    { schema: userRolesBodySchema, valid: { isAdmin: true, isOwner: false } },
  ],
  'PATCH /api/admin/users/:userId/phone': [
    { schema: phoneBodySchema, valid: { phoneNumber: '+15555550123' } },
  ],
  'POST /api/league/:leagueId/payment-status/:season': [
    {
      schema: paymentUpdateBodySchema,
      valid: { rosterId: 1, hasPaid: true, paidAmount: '10.00', notes: 'Venmo', paidDate: '2025-08-30' },
    },
  ],
  'POST /api/league/:leagueId/settings/:season': [
    {
      schema: settingsUpdateBodySchema,
      valid: {
        leagueId: DEMO_PARAMS.leagueId,
        season: DEMO_PARAMS.season,
        keeperDeadline: '2026-03-01T23:59',
        draftDate: '2026-08-30T19:00',
        seasonStartDate: '2026-09-10',
        playoffStartWeek: 15,
      },
    },
  ],
  'POST /api/admin/league/:leagueId/imported-seasons': [
    { schema: importSeasonsBodySchema, valid: { csv: `${IMPORT_HEADER}\n` } },
  ],
  'POST /api/push/subscriptions': [
    {
      schema: pushSubscriptionBodySchema,
      valid: {
        endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
        keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
      },
    },
  ],
  'DELETE /api/push/subscriptions': [
    {
      schema: pushUnsubscribeBodySchema,
      valid: { endpoint: 'https://fcm.googleapis.com/fcm/send/device-1' },
    },
  ],
  'PUT /api/me/notifications': [
    {
      schema: notificationSettingsBodySchema,
      valid: { kinds: { trades: false }, quietHours: { start: '22:00', end: '07:00' } },
    },
  ],
  'POST /api/league/:leagueId/announcements': [
    { schema: announcementCreateSchema, valid: { title: 'Draft night', body: 'Saturday at **7**.' } },
  ],
  'PUT /api/league/:leagueId/announcements/:announcementId': [
    { schema: announcementUpdateSchema, valid: { title: 'Draft night', pinned: true } },
  ],
  'PUT /api/league/:leagueId/rules': [{ schema: rulesUpdateSchema, valid: { markdown: '# Rules' } }],
};

/** Writes that read no body (a body sent to them is ignored). */
const NO_BODY = new Set([
  'POST /api/logout',
  'POST /api/auth/logout-everywhere',
  'DELETE /api/league/:leagueId/payouts/:season/busted',
  'DELETE /api/league/:leagueId/keeper-selection/:season/:rosterId',
  'POST /api/league/:leagueId/keeper-selection/:season/:rosterId/unlock',
  'POST /api/league/:leagueId/keeper-selection/:season/:rosterId/lottery',
  'POST /api/league/:leagueId/keeper-selection/:season/:rosterId/force-submit',
  'POST /api/admin/user-passwords/populate',
  'POST /api/admin/user-passwords/:userId/unlock',
  'PUT /api/admin/make-owner/:sleeperUserId',
  'POST /api/admin/users/:userId/draft-message',
  'POST /api/league/:leagueId/settings/:season/refresh',
  'POST /api/admin/chat/test',
  'POST /api/admin/chat/recap/:season/:week',
  'DELETE /api/admin/league/:leagueId/imported-seasons/:season',
  'POST /api/me/calendar/reset',
  'POST /api/push/test',
  'DELETE /api/admin/league/:leagueId/imported-seasons',
  'DELETE /api/league/:leagueId/announcements/:announcementId',
  'POST /api/league/:leagueId/announcements/:announcementId/dismiss',
]);

/** The query string schema of every route that reads one. */
const QUERIES: Record<string, ObjectSchema> = {
  'GET /api/league/:leagueId/transactions': transactionsQuerySchema,
  'GET /api/league/:leagueId/roster/:rosterId/players': rosterPlayersQuerySchema,
  'GET /api/players': playersQuerySchema,
  'GET /api/league/:leagueId/trades': seasonManagerQuerySchema,
  'GET /api/admin/audit': auditQuerySchema,
  'GET /api/league/:leagueId/rules/versions/:version/changes': rulesChangesQuerySchema,
};

/** The date-time fields of the bodies: each must be the one shared field (common/date-time.ts). */
const DATE_FIELDS = [
  'POST /api/league/:leagueId/keeper-selection/:season submittedAt',
  'POST /api/league/:leagueId/payment-status/:season paidDate',
  'POST /api/league/:leagueId/settings/:season keeperDeadline',
  'POST /api/league/:leagueId/settings/:season draftDate',
  'POST /api/league/:leagueId/settings/:season seasonStartDate',
];

/** A field name that says it holds a date or a time. */
const LOOKS_LIKE_A_DATE = /[Dd]ate|[Dd]eadline|[Tt]ime|At$/;
/**
 * Time fields no member types: the browser's own PushSubscription JSON carries `expirationTime` (epoch
 * milliseconds or null), which the server reads as the browser wrote it and does not use.
 */
const BROWSER_TIME_FIELDS = new Set(['POST /api/push/subscriptions expirationTime']);

let t: TestApp;
let owner: string;
let baseline: DatabaseDump;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAs('owner');
  baseline = dumpStored(t.ctx.sqlite);
});
afterAll(() => t.close());

const routes = () => t.app.routeTable;
const routeOf = (key: string): RouteTableEntry => {
  const route = routes().find((candidate) => routeKey(candidate) === key);
  if (!route) throw new Error(`${key} is not a route`);
  return route;
};

const send = (
  route: RouteTableEntry,
  options: { params?: Record<string, string>; query?: string; body?: unknown; raw?: string },
) =>
  t.app.inject({
    method: route.method as 'POST',
    url: fillPath(route.url, { ...DEMO_PARAMS, ...options.params }) + (options.query ?? ''),
    headers: { cookie: owner, 'content-type': 'application/json' },
    ...(options.raw !== undefined
      ? { payload: options.raw }
      : options.body !== undefined
        ? { payload: JSON.stringify(options.body) }
        : {}),
  });

/** The message of a 400 about `field`: "Invalid field: ...", or about a part of it ("Invalid team1.points: ..."). */
const namesField = (field: string) => new RegExp(`^Invalid ${field.replace(/[.[\]]/g, '\\$&')}[:.[]`);

const bodyCases = () =>
  Object.entries(BODIES).flatMap(([key, variants]) => variants.map((variant) => ({ key, ...variant })));

describe('the sweep covers the route table', () => {
  it('lists the body of every write route, and every listed route exists', () => {
    const writes = routes().filter(isWrite).map(routeKey);
    for (const key of writes)
      expect(key in BODIES || NO_BODY.has(key), `${key} has no body listed`).toBe(true);
    for (const key of [...Object.keys(BODIES), ...NO_BODY, ...Object.keys(QUERIES)]) routeOf(key);
  });

  it('starts from bodies each schema accepts', () => {
    for (const { key, schema, valid } of bodyCases()) {
      expect(schema.safeParse(valid).error?.issues, key).toBeUndefined();
    }
  });

  it('finds every date-time field of every body, each the shared one', () => {
    const dateFields: string[] = [];
    for (const { key, schema } of bodyCases()) {
      for (const [field, fieldSchema] of Object.entries(schema.shape)) {
        if (fieldSchema === dateTimeFieldSchema) dateFields.push(`${key} ${field}`);
        else if (!BROWSER_TIME_FIELDS.has(`${key} ${field}`))
          expect(LOOKS_LIKE_A_DATE.test(field), `${key} ${field} is not the shared date field`).toBe(false);
      }
    }
    expect(dateFields.sort()).toEqual([...DATE_FIELDS].sort());
  });
});

describe('bodies', () => {
  it('answers 400 naming each field given a value of the wrong type, on every write route', async () => {
    let checked = 0;
    for (const { key, schema, valid } of bodyCases()) {
      for (const field of Object.keys(schema.shape)) {
        const response = await send(routeOf(key), { body: { ...valid, [field]: { wrong: true } } });
        expect(response.statusCode, `${key} ${field}: ${response.body}`).toBe(400);
        expect(response.json().message, key).toMatch(namesField(field));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(dumpStored(t.ctx.sqlite)).toEqual(baseline);
  });

  it('names the body itself when it is not an object, and refuses __proto__ and constructor at any depth', async () => {
    for (const key of Object.keys(BODIES)) {
      const route = routeOf(key);
      const list = await send(route, { raw: '[1, 2]' });
      expect(list.json(), key).toEqual({ message: 'Invalid request body: expected an object' });
      for (const forbidden of ['__proto__', 'constructor']) {
        const polluted = await send(route, { raw: `{"notes":{"${forbidden}":{"isAdmin":true}}}` });
        expect(polluted.statusCode, key).toBe(400);
        expect(polluted.json()).toEqual({ message: `Invalid request body: forbidden key ${forbidden}` });
      }
    }
    expect(dumpStored(t.ctx.sqlite)).toEqual(baseline);
  });

  it('answers 400 naming each date-time field given a date outside the shared rule', async () => {
    // 0026-03-01 was once stored as 1926; 30 February does not exist; the window is 2000-2100.
    const outside = [
      '0026-03-01',
      '2026-02-30',
      '1999-12-31T23:59',
      '2101-01-01T00:00Z',
      'soon',
      -1,
      1e20,
      true,
    ];
    for (const entry of DATE_FIELDS) {
      const [method, url, field] = entry.split(' ') as [string, string, string];
      const key = `${method} ${url}`;
      const { valid } = BODIES[key]!.find((variant) => field in variant.schema.shape)!;
      for (const value of outside) {
        const response = await send(routeOf(key), { body: { ...valid, [field]: value } });
        expect(response.statusCode, `${entry} ${String(value)}`).toBe(400);
        expect(response.json().message).toBe(
          `Invalid ${field}: must be a real date and time from 2000 to 2100, such as 2026-03-01T23:59 (Central Time)`,
        );
      }
    }
    expect(dumpStored(t.ctx.sqlite)).toEqual(baseline);
  });
});

describe('path parameters and query strings', () => {
  it('answers 400 naming each malformed path parameter of every route', async () => {
    let checked = 0;
    for (const route of routes()) {
      const valid = BODIES[routeKey(route)]?.[0]?.valid;
      for (const param of paramNames(route.url).filter((name) => name !== 'leagueId')) {
        const response = await send(route, { params: { [param]: 'x.y' }, body: valid });
        expect(response.statusCode, `${routeKey(route)} ${param}: ${response.body}`).toBe(400);
        expect(response.json().message, routeKey(route)).toMatch(namesField(param));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(dumpStored(t.ctx.sqlite)).toEqual(baseline);
  });

  it('answers 400 naming each query field given a list (the key repeated) instead of one value', async () => {
    for (const [key, schema] of Object.entries(QUERIES)) {
      for (const field of Object.keys(schema.shape)) {
        const response = await send(routeOf(key), { query: `?${field}=1&${field}=2` });
        expect(response.statusCode, `${key} ${field}: ${response.body}`).toBe(400);
        expect(response.json().message, key).toMatch(namesField(field));
      }
    }
  });

  it('refuses __proto__ and constructor in the query string of every route', async () => {
    for (const route of routes()) {
      for (const forbidden of ['__proto__', 'constructor']) {
        const response = await send(route, {
          query: `?${forbidden}=1`,
          body: BODIES[routeKey(route)]?.[0]?.valid,
        });
        expect(response.statusCode, `${routeKey(route)}: ${response.body}`).toBe(400);
        expect(response.json()).toEqual({ message: `Invalid query string: forbidden key ${forbidden}` });
      }
    }
    expect(dumpStored(t.ctx.sqlite)).toEqual(baseline);
  });
});

describe('the words, across modules', () => {
  const cases: Array<[key: string, options: Parameters<typeof send>[1], message: string]> = [
    [
      'POST /api/league/:leagueId/payment-status/:season',
      { body: { rosterId: 'one', hasPaid: true } },
      'Invalid rosterId: expected a number',
    ],
    [
      'POST /api/league/:leagueId/payment-status/:season',
      { body: { hasPaid: true } },
      'Invalid rosterId: is required',
    ],
    [
      'PUT /api/admin/user-passwords/:userId',
      { body: { password: 4821 } },
      'Invalid password: expected a string',
    ],
    [
      'PUT /api/admin/user-passwords/:userId',
      { body: { password: '48' } },
      'Invalid password: must be exactly 4 digits',
    ],
    [
      'POST /api/auth/login',
      { body: { sleeperUsername: '  ', pin: '4821' } },
      'Invalid sleeperUsername: is required',
    ],
    [
      'POST /api/login',
      { body: { username: 'someone', password: '12345' } },
      'Invalid password: must be 4 digits',
    ],
    [
      'POST /api/league/:leagueId/settings/:season',
      { body: { playoffStartWeek: 30 } },
      'Invalid playoffStartWeek: must be a whole number from 1 to 18',
    ],
    [
      'POST /api/league/:leagueId/keeper-selection/:season',
      { body: { franchisePlayer: '4046', lotteryPicks: ['1', 2] } },
      'Invalid lotteryPicks[1]: expected a string',
    ],
    [
      'PATCH /api/league/:leagueId/payouts/:param',
      { body: { championshipFirst: 2.5 } },
      'Invalid championshipFirst: expected a whole number',
    ],
    [
      'PATCH /api/league/:leagueId/payouts/:param',
      { body: { championshipFirst: 250, jackpot: 5 } },
      'Invalid jackpot: is not a field of this request',
    ],
    [
      'POST /api/league/:leagueId/matchup-roast',
      { body: { matchupId: 1, week: 13, season: '2025', team1: { ...team, points: 'many' }, team2: team } },
      'Invalid team1.points: expected a number',
    ],
    [
      'PUT /api/admin/roast-persona',
      { body: { persona: 'pirate' } },
      'Invalid persona: must be one of bot, coach, nerd, announcer, rotate',
    ],
    [
      'PUT /api/admin/user-roles/:sleeperUserId',
      { body: { isAdmin: 'yes' } },
      'Invalid isAdmin: expected true or false',
    ],
    [
      'GET /api/league/:leagueId/matchups/:week',
      { params: { week: 'first' } },
      'Invalid week: must be a whole number in digits, such as 3',
    ],
    [
      'GET /api/league/:leagueId/matchups/:week',
      { params: { week: '40' } },
      'Invalid week: must be at most 25',
    ],
    [
      'GET /api/league/:leagueId/trades',
      { query: '?season=25' },
      'Invalid season: must be a 4-digit year such as 2025',
    ],
    [
      'GET /api/league/:leagueId/transactions',
      { query: '?type=sideways' },
      'Invalid type: must be one of trade, waiver, free_agent, other',
    ],
    ['GET /api/admin/audit', { query: '?pageSize=500' }, 'Invalid pageSize: must be at most 100'],
    ['GET /api/league/:leagueId/transactions', { query: '?limit=lots' }, 'Invalid limit: expected a number'],
  ];

  it.each(cases)('%s %j', async (key, options, message) => {
    const response = await send(routeOf(key), options);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message });
  });
});
