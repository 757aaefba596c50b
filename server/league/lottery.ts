// The server's side of the verifiable keeper lottery (docs/product.md D9): draw the secret seed at
// submission, publish its SHA-256 at once, and at the draw derive the dropped player with the shared
// replayable function (common/keeper-lottery.ts), so the seed revealed afterwards lets anyone check the
// result.
import { createHash, randomBytes } from 'node:crypto';
import { droppedIndex, type LotteryInput } from '../../common/keeper-lottery';
import type { LotteryResults } from '../../common/keepers';

export interface LotterySeed {
  /** 32 random bytes, hex: kept secret until the lottery has run. */
  seed: string;
  /** SHA-256 of the seed bytes, hex: published at submission. */
  seedHash: string;
}

export function hashSeed(seedHex: string): string {
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
}

/** A fresh secret seed from the OS CSPRNG and its public commitment. */
export function drawSeed(): LotterySeed {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: hashSeed(seed) };
}

export interface LotteryCandidate {
  id: string;
  name: string;
}

/** Keeps 2 of the 3 lottery players in slot order; the dropped one comes from the seed alone. */
export async function runLottery(
  seedHex: string,
  input: Omit<LotteryInput, 'lotteryPlayerIds'>,
  candidates: readonly [LotteryCandidate, LotteryCandidate, LotteryCandidate],
): Promise<LotteryResults> {
  const ids = [candidates[0].id, candidates[1].id, candidates[2].id] as const;
  const dropped = await droppedIndex(seedHex, { ...input, lotteryPlayerIds: ids });
  return {
    selectedPlayers: candidates.filter((_, index) => index !== dropped).map(({ id, name }) => ({ id, name })),
    deselectedPlayer: { id: candidates[dropped].id, name: candidates[dropped].name },
  };
}
