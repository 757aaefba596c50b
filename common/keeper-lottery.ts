// The verifiable keeper lottery (docs/product.md D9), the part anyone can replay: given the revealed
// seed and the selection, which of the three lottery players is dropped. Runs on Web Crypto
// (globalThis.crypto.subtle), present in browsers and in Node 20, so the server's draw and the page's
// "Verify this draw" are the same code. Drawing and hashing the secret seed is server-only
// (server/league/lottery.ts).

/** What the draw depends on: fixed when the selection is submitted. */
export interface LotteryInput {
  leagueId: string;
  season: string;
  rosterId: number;
  /** Player ids of Lottery 1, 2 and 3, in slot order. */
  lotteryPlayerIds: readonly [string, string, string];
}

const VERSION = 'huddle-keeper-lottery-v1';

/** The message the seed signs: versioned, one field per line, nothing the lottery runner can vary. */
export function canonicalSelection(input: LotteryInput): string {
  return [VERSION, input.leagueId, input.season, String(input.rosterId), ...input.lotteryPlayerIds].join(
    '\n',
  );
}

function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) throw new Error('The seed must be hexadecimal.');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export function bytesToHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of the seed bytes, hex: the commitment published at submission. */
export async function seedCommitment(seedHex: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', hexToBytes(seedHex));
  return bytesToHex(new Uint8Array(digest));
}

async function hmac(seedHex: string, message: string): Promise<Uint8Array> {
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    hexToBytes(seedHex),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, new TextEncoder().encode(message)));
}

/** 255 = 3 * 85: bytes 0..254 map evenly onto 0..2; a byte of 255 is rejected (no modulo bias). */
const LIMIT = 255;

/**
 * The index (0, 1 or 2) of the dropped lottery player: the first HMAC-SHA256(seed, canonical) byte
 * below 255, modulo 3. If all 32 bytes are 255 (odds 2^-256) the next block signs `canonical#1`, ...
 */
export async function droppedIndex(seedHex: string, input: LotteryInput): Promise<0 | 1 | 2> {
  const canonical = canonicalSelection(input);
  for (let block = 0; ; block++) {
    const bytes = await hmac(seedHex, block === 0 ? canonical : `${canonical}#${block}`);
    for (const byte of bytes) {
      if (byte < LIMIT) return (byte % 3) as 0 | 1 | 2;
    }
  }
}
