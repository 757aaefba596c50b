// The LLM path against a local fake server (OpenAI-compatible and Anthropic-shaped) started and
// stopped by this file: a grounded answer is used; a timeout, an HTTP 500, a malformed answer or an
// invented number falls back to the template provider; only transient errors are retried, once.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeRoast } from '../engine';
import { personaById } from '../personas';
import { seededRng } from '../rng';
import { placeOf } from '../phrase-store';
import { answerPhrases } from '../sentence-memory';
import { phraseId, SeasonPhraseLog } from '../templates/phrase-memory';
import type { FactSheet } from '../types';
import { anthropicClient } from './anthropic';
import { openAiClient } from './openai';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

let server: Server;
let baseUrl: string;
let handlers: Handler[] = [];
let requests: { url: string; headers: IncomingMessage['headers']; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({ url: req.url ?? '', headers: req.headers, body });
      // Each request takes the next handler; the last one repeats.
      const handler = handlers.length > 1 ? handlers.shift()! : handlers[0]!;
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  handlers = [];
  requests = [];
});

const json =
  (status: number, payload: unknown): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(payload));
  };
const chat = (content: string) => json(200, { choices: [{ message: { role: 'assistant', content } }] });

const sheet: FactSheet = {
  subjectType: 'matchup',
  subjectKey: '2025:3:1-2',
  moment: { season: '2025', week: 3 },
  slots: {
    week: '3',
    season: '2025',
    teamA: 'Taco Titans',
    teamB: 'Bench Mob',
    ownerA: 'Tom',
    ownerB: 'Bob',
    recordA: '2-1',
    recordB: '0-3',
  },
  lines: ['Season 2025, week 3: Taco Titans beat Bench Mob 120.5 to 99.0, a margin of 21.5.'],
};
const persona = personaById('Huddle', 'coach');
const GROUNDED =
  'Taco Titans put up 120.5 and Bench Mob managed 99.0. Take a lap, Bob: a 21.5-point loss in week 3.';

async function roastWith(llm: ReturnType<typeof openAiClient>, avoid?: string) {
  const reasons: string[] = [];
  const result = await writeRoast(sheet, persona, avoid, {
    llm,
    rng: seededRng(1),
    timeoutMs: 400,
    onFallback: (reason) => reasons.push(reason),
  });
  return { ...result, reasons };
}

const openai = () => openAiClient({ baseUrl: `${baseUrl}/v1`, apiKey: 'test-key', model: 'test-model' });

describe('OpenAI-compatible provider', () => {
  it('uses a grounded answer, sending the persona, the facts and the model', async () => {
    handlers = [chat(`"${GROUNDED}"`)];
    const result = await roastWith(openai());
    expect(result).toMatchObject({ provider: 'openai', text: GROUNDED, reasons: [] });
    expect(requests).toHaveLength(1);
    const sent = requests[0]!;
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer test-key');
    const body = JSON.parse(sent.body) as { model: string; messages: { role: string; content: string }[] };
    expect(body.model).toBe('test-model');
    expect(body.messages[0]?.content).toContain('Coach Grizzly');
    expect(body.messages[1]?.content).toContain(sheet.lines[0]);
  });

  it('in best ball tells the model nobody chose a lineup, and rejects an answer that says someone benched a player', async () => {
    handlers = [chat('Bob benched his best receiver and Bench Mob lost 120.5 to 99.0.')];
    const result = await roastWith(openai());
    expect(result.provider).toBe('template');
    expect(result.reasons[0]).toContain('claims the facts do not hold: benchChoice');
    const user = (JSON.parse(requests[0]!.body) as { messages: { content: string }[] }).messages[1]!.content;
    expect(user).toContain('This is a best-ball league');
    // Where managers set their lineups, the same answer may be used and the prompt says nothing of it.
    handlers = [chat('Bob benched his best receiver and Bench Mob lost 120.5 to 99.0.')];
    requests = [];
    const chosen = { ...sheet, slots: { ...sheet.slots, lineupsChosen: '' } };
    const used = await writeRoast(chosen, persona, undefined, {
      llm: openai(),
      rng: seededRng(1),
      timeoutMs: 400,
    });
    expect(used.provider).toBe('openai');
    expect(requests[0]!.body).not.toContain('best-ball');
  });

  it('rejects an answer with a number the facts do not contain', async () => {
    handlers = [chat('Taco Titans won by 37 points, the biggest win since 1999.')];
    const result = await roastWith(openai());
    expect(result.provider).toBe('template');
    expect(result.text).not.toContain('1999');
    expect(result.reasons[0]).toMatch(/37, 1999/);
  });

  it('rejects an answer whose words claim what the facts do not hold (a 21.5-point win "edged")', async () => {
    handlers = [chat(`"Taco Titans edged Bench Mob 120.5 to 99.0 in week 3."`)];
    const result = await roastWith(openai());
    expect(result.provider).toBe('template');
    expect(result.reasons[0]).toContain('claims the facts do not hold: close');
  });

  it('remembers a used answer by its sentences, and rejects one that repeats a sentence the league has read this season, its own or a template’s', async () => {
    handlers = [chat(GROUNDED)];
    const fresh = await roastWith(openai());
    expect(fresh.provider).toBe('openai');
    expect(fresh.phrases).toEqual(answerPhrases(GROUNDED, sheet));
    expect(fresh.phrases).toHaveLength(2);

    // An earlier week's answer: the same sentences with other names and numbers.
    const earlier: FactSheet = {
      ...sheet,
      subjectKey: '2025:2:3-4',
      moment: { season: '2025', week: 2 },
      slots: { ...sheet.slots, teamA: 'Hail Marys', teamB: 'Wire Kings', ownerB: 'Wes' },
    };
    const log = new SeasonPhraseLog();
    const before =
      'Hail Marys put up 130.2 and Wire Kings managed 88.0. Take a lap, Wes: a 42.2-point loss in week 2.';
    log.record(placeOf(earlier), answerPhrases(before, earlier));
    // A sign-off the templates wrote in another roast.
    log.record(placeOf(earlier), [phraseId('End of report.')]);
    for (const answer of [GROUNDED, 'Taco Titans won 120.5 to 99.0 in week 3, Bob. End of report.']) {
      handlers = [chat(answer)];
      const reasons: string[] = [];
      const result = await writeRoast(sheet, persona, undefined, {
        llm: openai(),
        rng: seededRng(1),
        timeoutMs: 400,
        memory: log.memoryFor(placeOf(sheet)),
        onFallback: (reason) => reasons.push(reason),
      });
      expect(result.provider).toBe('template');
      expect(reasons[0]).toContain('repeats what the league has read this season');
    }
  });

  it('falls back when the server is slower than the timeout', async () => {
    handlers = [(_req, res) => setTimeout(() => chat(GROUNDED)(_req, res, ''), 2000)];
    const started = Date.now();
    const result = await roastWith(openai());
    expect(result.provider).toBe('template');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(requests).toHaveLength(1); // a timeout is not retried
  });

  it('retries an HTTP 500 once, then falls back', async () => {
    handlers = [json(500, { error: 'boom' })];
    const result = await roastWith(openai());
    expect(result.provider).toBe('template');
    expect(requests).toHaveLength(2);
    expect(result.reasons[0]).toMatch(/500/);
  });

  it('uses the second answer when the first failure was transient', async () => {
    handlers = [json(503, {}), chat(GROUNDED)];
    const result = await roastWith(openai());
    expect(result).toMatchObject({ provider: 'openai', text: GROUNDED });
    expect(requests).toHaveLength(2);
  });

  it('does not retry a client error', async () => {
    handlers = [json(401, { error: 'bad key' })];
    expect((await roastWith(openai())).provider).toBe('template');
    expect(requests).toHaveLength(1);
  });

  it('falls back on a malformed answer: wrong shape, not JSON, or empty', async () => {
    for (const handler of [
      json(200, { result: GROUNDED }),
      ((_req, res) => res.end('<html>oops</html>')) satisfies Handler,
      chat('   '),
    ]) {
      handlers = [handler];
      requests = [];
      const result = await roastWith(openai());
      expect(result.provider).toBe('template');
      expect(requests).toHaveLength(1);
    }
  });

  it('never returns the text it must avoid', async () => {
    handlers = [chat(GROUNDED)];
    const result = await roastWith(openai(), GROUNDED);
    expect(result.provider).toBe('template');
    expect(result.text).not.toBe(GROUNDED);
  });

  it('falls back when nothing listens', async () => {
    const dead = openAiClient({ baseUrl: 'http://127.0.0.1:9/v1' });
    expect((await roastWith(dead)).provider).toBe('template');
  });
});

describe('Anthropic provider', () => {
  const anthropic = () => anthropicClient({ apiKey: 'anthropic-key', model: 'test-claude', baseUrl });

  it('uses a grounded answer, sending the key, the API version and the system prompt', async () => {
    handlers = [json(200, { content: [{ type: 'text', text: GROUNDED }] })];
    const result = await roastWith(anthropic());
    expect(result).toMatchObject({ provider: 'anthropic', text: GROUNDED });
    const sent = requests[0]!;
    expect(sent.url).toBe('/v1/messages');
    expect(sent.headers['x-api-key']).toBe('anthropic-key');
    expect(sent.headers['anthropic-version']).toBe('2023-06-01');
    const body = JSON.parse(sent.body) as { model: string; system: string };
    expect(body).toMatchObject({ model: 'test-claude' });
    expect(body.system).toContain('Coach Grizzly');
  });

  it('falls back on an overloaded server (529) after one retry', async () => {
    handlers = [json(529, { type: 'error' })];
    expect((await roastWith(anthropic())).provider).toBe('template');
    expect(requests).toHaveLength(2);
  });
});
