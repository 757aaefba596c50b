import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalSelection, droppedIndex, seedCommitment } from '../../common/keeper-lottery';
import { drawSeed, hashSeed, runLottery, type LotteryCandidate } from './lottery';

const base = { leagueId: 'L1', season: '2025', rosterId: 3 };
const trio: [LotteryCandidate, LotteryCandidate, LotteryCandidate] = [
  { id: '101', name: 'Ann Able' },
  { id: '102', name: 'Bo Baker' },
  { id: '103', name: 'Cy Carter' },
];
const ids = ['101', '102', '103'] as const;

/** An independent re-implementation with node:crypto: first HMAC byte below 255, modulo 3. */
function nodeDroppedIndex(seed: string, message: string): number {
  const bytes = createHmac('sha256', Buffer.from(seed, 'hex')).update(message).digest();
  const byte = bytes.find((b) => b < 255);
  if (byte === undefined) throw new Error('all bytes rejected');
  return byte % 3;
}

describe('lottery seed', () => {
  it('draws 32 random bytes and publishes their SHA-256, the same digest the browser computes', async () => {
    const a = drawSeed();
    const b = drawSeed();
    expect(a.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(a.seed).not.toBe(b.seed);
    expect(a.seedHash).toBe(hashSeed(a.seed));
    expect(await seedCommitment(a.seed)).toBe(a.seedHash);
    // SHA-256 of the 32 zero bytes, a published test vector.
    expect(hashSeed('00'.repeat(32))).toBe(
      '66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925',
    );
  });
});

describe('lottery draw', () => {
  it('drops the player the revealed seed designates, as a replay with the seed alone finds', async () => {
    const { seed } = drawSeed();
    const results = await runLottery(seed, base, trio);
    const replayed = await droppedIndex(seed, { ...base, lotteryPlayerIds: ids });
    expect(results.deselectedPlayer).toEqual(trio[replayed]);
    expect(replayed).toBe(nodeDroppedIndex(seed, canonicalSelection({ ...base, lotteryPlayerIds: ids })));
    expect(results.selectedPlayers.map((p) => p.id)).toEqual(ids.filter((_, i) => i !== replayed));
  });

  it('depends on the selection: the canonical string names league, season, roster and the three ids', () => {
    const text = canonicalSelection({ ...base, lotteryPlayerIds: ids });
    expect(text.split('\n')).toEqual(['huddle-keeper-lottery-v1', 'L1', '2025', '3', '101', '102', '103']);
  });

  it('rejects a first byte of 255 (no modulo bias) and uses the next byte', async () => {
    const message = canonicalSelection({ ...base, lotteryPlayerIds: ids });
    let seed: string;
    for (let i = 0; ; i++) {
      seed = i.toString(16).padStart(64, '0');
      if (createHmac('sha256', Buffer.from(seed, 'hex')).update(message).digest()[0] === 255) break;
    }
    const second = createHmac('sha256', Buffer.from(seed, 'hex')).update(message).digest()[1]!;
    expect(second).toBeLessThan(255); // otherwise pick another seed: odds 1/256
    expect(await droppedIndex(seed, { ...base, lotteryPlayerIds: ids })).toBe(second % 3);
  });

  it('refuses a seed that is not hexadecimal', async () => {
    await expect(droppedIndex('xyz', { ...base, lotteryPlayerIds: ids })).rejects.toThrow('hexadecimal');
  });
});

describe('lottery properties', () => {
  const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));

  it('always keeps exactly 2 distinct players of the 3 and drops the third', async () => {
    const idArb = fc.uniqueArray(fc.stringMatching(/^[0-9]{1,6}$/), { minLength: 3, maxLength: 3 });
    await fc.assert(
      fc.asyncProperty(seedArb, idArb, fc.integer({ min: 1, max: 16 }), async (seed, [a, b, c], rosterId) => {
        const candidates: [LotteryCandidate, LotteryCandidate, LotteryCandidate] = [
          { id: a!, name: 'A' },
          { id: b!, name: 'B' },
          { id: c!, name: 'C' },
        ];
        const result = await runLottery(seed, { ...base, rosterId }, candidates);
        const kept = result.selectedPlayers.map((p) => p.id);
        expect(kept).toHaveLength(2);
        expect(new Set(kept).size).toBe(2);
        expect(kept).not.toContain(result.deselectedPlayer.id);
        expect(new Set([...kept, result.deselectedPlayer.id])).toEqual(new Set([a, b, c]));
      }),
      { numRuns: 300 },
    );
  });

  it('drops each of the three about a third of the time', async () => {
    const runs = 3000;
    const seeds = fc.sample(seedArb, { numRuns: runs, seed: 20251 });
    const counts = [0, 0, 0];
    for (const seed of seeds) counts[await droppedIndex(seed, { ...base, lotteryPlayerIds: ids })]! += 1;
    // Binomial(3000, 1/3): mean 1000, sd about 25.8; 120 is more than 4.5 sd, so an unbiased draw passes.
    for (const count of counts) expect(Math.abs(count - runs / 3)).toBeLessThan(120);
  });
});
