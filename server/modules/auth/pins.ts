// PIN storage (docs/product.md D10): a slow salted hash (scrypt) with a server-side pepper for verification;
// the admin's copy for the Show toggle and message drafts is encrypted (server/encryption.ts). Never
// stored in clear.
import {
  createHmac,
  randomBytes,
  randomInt,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import { PIN_PATTERN } from '../../../common/pins';
import { isIssuablePin } from '../../../common/pins';

const SCRYPT = { N: 16384, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;

/** scrypt's cost (N) for new hashes: a hash carries its own, so any stored one still verifies. */
export const PIN_HASH_COST = SCRYPT.N;

function scrypt(password: Buffer, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password, salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** The pepper is mixed in with HMAC so a stolen database alone cannot be brute-forced offline. */
function pepper(pin: string, pepperKey: Buffer): Buffer {
  return createHmac('sha256', pepperKey).update(pin).digest();
}

export async function hashPin(pin: string, pepperKey: Buffer, cost: number = PIN_HASH_COST): Promise<string> {
  if (!PIN_PATTERN.test(pin)) throw new Error('A PIN must be exactly 4 digits');
  const salt = randomBytes(SCRYPT.saltLength);
  const key = await scrypt(pepper(pin, pepperKey), salt, SCRYPT.keyLength, {
    N: cost,
    r: SCRYPT.r,
    p: SCRYPT.p,
  });
  return ['scrypt', cost, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** A well-formed hash of no PIN: verifying against it costs the same time as a real check. */
export const DUMMY_PIN_HASH = `scrypt$${SCRYPT.N}$${SCRYPT.r}$${SCRYPT.p}$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(32).toString('base64url')}`;

export async function verifyPin(pin: string, stored: string, pepperKey: Buffer): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await scrypt(pepper(pin, pepperKey), Buffer.from(saltText, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** How many PINs can be issued: the space an attacker guesses in (the budget's denominator). */
export const ISSUABLE_PIN_COUNT = Array.from({ length: 10_000 }, (_, n) => String(n).padStart(4, '0')).filter(
  isIssuablePin,
).length;

/** A random issuable PIN (`crypto.randomInt`, docs/product.md D10). */
export function generatePin(): string {
  for (;;) {
    const pin = String(randomInt(0, 10_000)).padStart(4, '0');
    if (isIssuablePin(pin)) return pin;
  }
}
