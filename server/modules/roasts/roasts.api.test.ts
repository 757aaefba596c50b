// The roast endpoints on the demo league through the real app: sessions, validation, grounding in the
// provider data, storage (a transaction's newest roast is its aiCommentary), the persona setting and
// the per-member rate limit.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchupRoastBody, RoastResponse, RosterRoastBody } from '../../../common/roasts';
import { auditLog, roasts } from '../../db/schema';
import { seasonSubjects, type SeasonSubjects } from './demo-subjects';
import { createTestApp, fixedClock, type TestApp } from '../../test/harness';
import { ROASTS_PER_MINUTE } from './routes';

const clock = fixedClock('2025-12-10T18:00:00Z');
let t: TestApp;
let owner: string;
let member: string;
let current: SeasonSubjects;
const api = (path: string) => `/api/league/${t.ctx.leagueId}${path}`;

beforeAll(async () => {
  t = await createTestApp({ clock });
  owner = await t.loginAs('owner');
  member = await t.loginAs('member');
  current = await seasonSubjects(t.ctx, await t.ctx.sleeper.league(t.ctx.leagueId));
});
afterAll(() => t.close());

const post = (path: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: api(path),
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });
const firstOfWeek = (week: number) => current.matchups.find((m) => m.week === week)!;
const rosterPairOfWeek = (week: number) => current.rosterPairs.find((m) => m.week === week)!;

describe('sessions and validation', () => {
  it('answers 401 to a visitor on every roast route', async () => {
    const calls = [
      post('/matchup-roast', firstOfWeek(5)),
      post('/transaction-roast', { transactionId: current.transactionIds[0] }),
      post('/roster-roast', rosterPairOfWeek(5)),
      t.app.inject({ url: api('/season-analysis/2024') }),
      t.app.inject({ url: '/api/roast/personas' }),
      t.app.inject({ method: 'PUT', url: '/api/admin/roast-persona', payload: { persona: 'nerd' } }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toHaveProperty('message');
    }
  });

  it('answers 400 naming the field', async () => {
    const { team2: _dropped, ...noTeam2 } = firstOfWeek(5);
    const cases: [Promise<{ statusCode: number; json(): unknown }>, string][] = [
      [post('/matchup-roast', noTeam2, member), 'team2'],
      [post('/matchup-roast', { ...firstOfWeek(5), week: 'five' }, member), 'week'],
      [post('/transaction-roast', {}, member), 'transactionId'],
      [
        post(
          '/roster-roast',
          { ...rosterPairOfWeek(5), team1: { ...rosterPairOfWeek(5).team1, roster: 0 } },
          member,
        ),
        'team1.roster',
      ],
      [t.app.inject({ url: api('/season-analysis/last-year'), headers: { cookie: member } }), 'season'],
    ];
    for (const [call, field] of cases) {
      const response = await call;
      expect(response.statusCode).toBe(400);
      expect((response.json() as { message: string }).message).toContain(field);
    }
  });
});

describe('matchup roast', () => {
  it('roasts the real matchup with the default persona, and New gives a different text', async () => {
    const body = firstOfWeek(5);
    const first = await post('/matchup-roast', body, member);
    expect(first.statusCode).toBe(200);
    const a = first.json() as { roast: string; personalityName: string };
    expect(a.personalityName).toBe('Huddle Bot');
    expect(a.roast.length).toBeGreaterThan(40);
    const second = (await post('/matchup-roast', body, member)).json() as { roast: string };
    expect(second.roast).not.toBe(a.roast);
    // Both stored, under one subject, with the persona and the provider.
    const stored = t.ctx.db.select().from(roasts).where(eq(roasts.subjectType, 'matchup')).all();
    expect(stored.map((r) => r.text)).toEqual(expect.arrayContaining([a.roast, second.roast]));
    expect(new Set(stored.map((r) => r.subjectKey)).size).toBe(1);
    expect(stored[0]).toMatchObject({ persona: 'Huddle Bot', provider: 'template' });
  });

  it('gives the scores a roast of the week being played was written from, and none once a week is final', async () => {
    // The demo's week 14 stands after the early games (nobody watches here, so it does not play on).
    const live = current.matchups.filter((m) => m.week === 14).at(-1)!;
    const answer = (await post('/matchup-roast', live, member)).json() as RoastResponse;
    expect(answer.liveScores).toEqual({ team1: live.team1.points, team2: live.team2.points });
    // Asked with the teams the other way round, the scores follow the teams.
    const swapped = { ...live, team1: live.team2, team2: live.team1 };
    const back = (await post('/matchup-roast', swapped, member)).json() as RoastResponse;
    expect(back.liveScores).toEqual({ team1: live.team2.points, team2: live.team1.points });
    const final = (await post('/matchup-roast', firstOfWeek(7), member)).json() as RoastResponse;
    expect(final.liveScores).toBeNull();
  });

  it('takes the facts from the data, not from the body', async () => {
    const body = firstOfWeek(6);
    // Same teams, invented scores: the roast states the real ones.
    const lying: MatchupRoastBody = {
      ...body,
      team1: { ...body.team1, points: 999 },
      team2: { ...body.team2, points: 998 },
    };
    const { roast } = (await post('/matchup-roast', lying, member)).json() as { roast: string };
    expect(roast).not.toMatch(/999|998/);
  });

  it('answers 404 when no matchup of the week fits the hint', async () => {
    const body = firstOfWeek(5);
    const unknown: MatchupRoastBody = {
      ...body,
      matchupId: 50,
      team1: { teamName: 'Nobody', ownerName: '', points: 1 },
      team2: { teamName: 'Nobody Else', ownerName: '', points: 2 },
    };
    const response = await post('/matchup-roast', unknown, member);
    expect(response.statusCode).toBe(404);
    expect((await post('/matchup-roast', { ...body, season: '2019' }, member)).statusCode).toBe(404);
  });
});

describe('transaction roast', () => {
  it('roasts a transaction and makes it the transaction’s aiCommentary', async () => {
    const listed = await t.app.inject({ url: api('/transactions?limit=5'), headers: { cookie: member } });
    const id = (listed.json() as { id: string }[])[0]!.id;
    const response = await post('/transaction-roast', { transactionId: id }, member);
    expect(response.statusCode).toBe(200);
    const { roast, personalityName } = response.json() as { roast: string; personalityName: string };
    expect(personalityName).toBe('Huddle Bot');
    const after = await t.app.inject({ url: api('/transactions?limit=5'), headers: { cookie: member } });
    const row = (after.json() as { id: string; aiCommentary: string | null }[]).find((tx) => tx.id === id);
    expect(row?.aiCommentary).toBe(roast);
  });

  it('answers 404 for an unknown transaction', async () => {
    const response = await post('/transaction-roast', { transactionId: '123' }, member);
    expect(response.statusCode).toBe(404);
    expect((response.json() as { message: string }).message).toContain('123');
  });
});

describe('roster roast', () => {
  it('roasts the two lineups of a matchup', async () => {
    const response = await post('/roster-roast', rosterPairOfWeek(5), member);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ personalityName: 'Huddle Bot', roast: expect.any(String) });
  });

  it('answers 404 for two rosters that did not play each other', async () => {
    const pair = rosterPairOfWeek(5);
    const other = current.rosterPairs.find((p) => p.week === 5 && p.team1.roster !== pair.team1.roster)!;
    const body: RosterRoastBody = { ...pair, team2: other.team1 };
    expect((await post('/roster-roast', body, member)).statusCode).toBe(404);
  });
});

describe('season analysis', () => {
  it('recaps a completed season', async () => {
    const response = await t.app.inject({ url: api('/season-analysis/2024'), headers: { cookie: member } });
    expect(response.statusCode).toBe(200);
    const { analysis, personalityName } = response.json() as { analysis: string; personalityName: string };
    expect(personalityName).toBe('Huddle Bot');
    expect(analysis).toMatch(/\S{3}/);
  });

  it('answers 404 with a message for the season in progress and for a season the league never had', async () => {
    for (const season of ['2025', '2019']) {
      const response = await t.app.inject({
        url: api(`/season-analysis/${season}`),
        headers: { cookie: member },
      });
      expect(response.statusCode).toBe(404);
      expect((response.json() as { message: string }).message).toContain(season);
    }
  });
});

describe('persona setting', () => {
  it('lists the personas with the current one for members', async () => {
    const response = await t.app.inject({ url: '/api/roast/personas', headers: { cookie: member } });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { current: string; personas: { id: string; name: string }[] };
    expect(body.current).toBe('bot');
    expect(body.personas.map((p) => p.name)).toEqual([
      'Huddle Bot',
      'Coach Grizzly',
      'Professor Spreadsheet',
      'Motormouth Marv',
    ]);
  });

  it('lets only an admin change it, validates it, audits it and uses it', async () => {
    const put = (cookie: string, persona: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/admin/roast-persona',
        headers: { cookie },
        payload: { persona },
      });
    expect((await put(member, 'nerd')).statusCode).toBe(403);
    const bad = await put(owner, 'shakespeare');
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { message: string }).message).toContain('persona');

    expect((await put(owner, 'nerd')).statusCode).toBe(200);
    const roast = (await post('/roster-roast', rosterPairOfWeek(6), member)).json() as {
      personalityName: string;
    };
    expect(roast.personalityName).toBe('Professor Spreadsheet');
    const audit = t.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'roast.persona')).all();
    expect(audit.at(-1)).toMatchObject({ before: '"bot"', after: '"nerd"' });

    expect((await put(owner, 'rotate')).statusCode).toBe(200);
    const names: string[] = [];
    for (let i = 0; i < 4; i++) {
      names.push(
        ((await post('/roster-roast', rosterPairOfWeek(7), member)).json() as { personalityName: string })
          .personalityName,
      );
    }
    // Rotation continues after the last persona used (the nerd) through all four.
    expect(names).toEqual(['Motormouth Marv', 'Huddle Bot', 'Coach Grizzly', 'Professor Spreadsheet']);
    expect((await put(owner, 'bot')).statusCode).toBe(200);
  });
});

describe('rate limit', () => {
  it(`refuses a member's roast number ${ROASTS_PER_MINUTE + 1} within a minute with 429, and allows it a minute later`, async () => {
    clock.advance(120_000); // a fresh window
    const fresh = await t.loginAs({ username: 'gridirongabe', pin: '1357' });
    const body = rosterPairOfWeek(8);
    for (let i = 0; i < ROASTS_PER_MINUTE; i++)
      expect((await post('/roster-roast', body, fresh)).statusCode).toBe(200);
    const refused = await post('/roster-roast', body, fresh);
    expect(refused.statusCode).toBe(429);
    expect((refused.json() as { message: string }).message).toMatch(/roasts a minute/);
    // Another member still has a budget; the same member gets one back after the window.
    expect((await post('/roster-roast', body, member)).statusCode).toBe(200);
    clock.advance(60_001);
    expect((await post('/roster-roast', body, fresh)).statusCode).toBe(200);
  });
});
