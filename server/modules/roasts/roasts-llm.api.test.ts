// The roast routes with ROAST_PROVIDER=openai against a local OpenAI-compatible fake (started and
// stopped here): a grounded answer is served and stored as the model's; an invented number falls
// back to a template roast, stored as such.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roasts } from '../../db/schema';
import { seasonSubjects } from './demo-subjects';
import { createTestApp, type TestApp } from '../../test/harness';

let server: Server;
let t: TestApp;
let member: string;
let invent = false;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const prompt = JSON.parse(body) as { messages: { content: string }[] };
      // A grounded answer by construction: the first fact line of the prompt, in the model's words.
      const firstFact = /^- (.*)$/m.exec(prompt.messages[1]?.content ?? '')?.[1] ?? '';
      const content = invent
        ? 'They lost by 1234 points, a league record since 1987.'
        : `Listen up: ${firstFact}`;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  t = await createTestApp({
    env: {
      ROAST_PROVIDER: 'openai',
      OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1`,
      ROAST_MODEL: 'fake-model',
    },
  });
  member = await t.loginAs('member');
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function roastFirstPairOfWeek(week: number) {
  const current = await seasonSubjects(t.ctx, await t.ctx.sleeper.league(t.ctx.leagueId));
  const body = current.rosterPairs.find((p) => p.week === week)!;
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/league/${t.ctx.leagueId}/roster-roast`,
    headers: { cookie: member },
    payload: body,
  });
  expect(response.statusCode).toBe(200);
  const stored = t.ctx.db.select().from(roasts).orderBy(desc(roasts.id)).limit(1).get();
  return { answer: response.json() as { roast: string; personalityName: string }, stored };
}

describe('roasts through an OpenAI-compatible server', () => {
  it('serves and stores a grounded model answer', async () => {
    invent = false;
    const { answer, stored } = await roastFirstPairOfWeek(3);
    expect(answer.roast).toMatch(/^Listen up: Season 2025, week 3: /);
    expect(answer.personalityName).toBe('Huddle Bot');
    expect(stored).toMatchObject({ provider: 'openai', text: answer.roast, persona: 'Huddle Bot' });
  });

  it('falls back to a template roast when the model invents numbers', async () => {
    invent = true;
    const { answer, stored } = await roastFirstPairOfWeek(4);
    expect(answer.roast).not.toMatch(/1234|1987/);
    expect(stored).toMatchObject({ provider: 'template', text: answer.roast });
  });
});
