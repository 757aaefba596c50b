// The pinned POST itself: its resolver answers only the addresses given, and an answer is read up to
// its limit, however long the body.
import type { LookupAddress } from 'node:dns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWebhook, type FakeWebhook } from '../test/fake-webhook';
import { ANSWER_LIMIT_BYTES, pinnedLookup, postPinned } from './pinned-post';

let hook: FakeWebhook;
beforeAll(async () => {
  hook = await startFakeWebhook();
});
afterAll(() => hook.close());

describe('a pinned post', () => {
  it('resolves any host to the given addresses, one or all as asked', () => {
    const lookup = pinnedLookup(['203.0.113.5', '2606:4700::1']);
    const answers: unknown[] = [];
    lookup('discord.com', { all: true }, (_error, all) => answers.push(all));
    lookup('elsewhere.example', {}, (_error, address, family) => answers.push([address, family]));
    expect(answers).toEqual([
      [
        { address: '203.0.113.5', family: 4 },
        { address: '2606:4700::1', family: 6 },
      ] satisfies LookupAddress[],
      ['203.0.113.5', 4],
    ]);
  });

  it(`keeps the first ${ANSWER_LIMIT_BYTES} bytes of a long answer`, async () => {
    hook.answer({ status: 400, body: 'é'.repeat(100_000) });
    const answer = await postPinned(new URL(`${hook.origin}/hook`), {
      addresses: ['127.0.0.1'],
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(5000),
    });
    expect(answer.status).toBe(400);
    expect(Buffer.byteLength(answer.body)).toBe(ANSWER_LIMIT_BYTES);
  });
});
