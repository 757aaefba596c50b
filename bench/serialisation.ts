// The cost of writing the big answers by their response schema (docs/decisions/0039): JSON.stringify
// alone (as before the schemas), with zod's encode first (as served), and as development and tests
// write them (encode, then every field looked for in what the schema wrote). Each
// answer is taken from the demo league through the app, once, then written many times.
import type { z } from 'zod';
import { draftBoardSchema } from '../common/drafts';
import { historyResponseSchema } from '../common/history';
import { managerResponseSchema, recordsResponseSchema, weekGamesResponseSchema } from '../common/almanac';
import { liveUpdateSchema } from '../common/live';
import { transactionsResponseSchema } from '../common/league';
import { encodeAnswer } from '../server/http/answer-check';
import { createTestApp } from '../server/test/harness';
import { kb, ms, record } from './lib';

const ROUNDS = 50;

function timed(write: () => void): number {
  write(); // warm
  const start = performance.now();
  for (let i = 0; i < ROUNDS; i += 1) write();
  return (performance.now() - start) / ROUNDS;
}

export async function runSerialisation(): Promise<void> {
  const t = await createTestApp();
  const cookie = await t.loginAs('member');
  const league = `/api/league/${t.ctx.leagueId}`;
  const owner = t.accounts.find((a) => a.role === 'owner')!;
  const answers: Array<[string, string, z.ZodType]> = [
    ['history', `${league}/history`, historyResponseSchema],
    ['records', `${league}/records`, recordsResponseSchema],
    ['manager page', `${league}/managers/${owner.userId}`, managerResponseSchema],
    ['draft board', `${league}/drafts/${t.ctx.seasons.season}`, draftBoardSchema],
    ['week games', `${league}/games/${t.ctx.seasons.season}/1`, weekGamesResponseSchema],
    ['transactions', `${league}/transactions?limit=100`, transactionsResponseSchema],
    ['live', `${league}/live`, liveUpdateSchema],
  ];
  for (const [name, url, schema] of answers) {
    const response = await t.app.inject({ url, headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    const answer: unknown = response.json();
    const plain = timed(() => JSON.stringify(answer));
    const encoded = timed(() =>
      JSON.stringify(encodeAnswer(schema, answer, name, { keepsEveryField: false })),
    );
    const checked = timed(() =>
      JSON.stringify(encodeAnswer(schema, answer, name, { keepsEveryField: true })),
    );
    const info = { group: 'Serialisation', target: 'information', pass: null };
    const size = kb(response.body.length);
    record({ ...info, name: `${name} (${size}): JSON.stringify alone`, value: ms(plain) });
    record({ ...info, name: `${name}: by the schema (served)`, value: ms(encoded) });
    record({ ...info, name: `${name}: by the schema, every field kept (tests)`, value: ms(checked) });
  }
  await t.close();
}
