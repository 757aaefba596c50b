// The app secret: given as APP_SECRET, or generated on first start into DATA_DIR (mode 0600). Keys
// for separate purposes are derived from it so one purpose never reuses another's key.
import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const SECRET_FILE = 'app-secret';

export function loadAppSecret(dataDir: string, given: string | undefined): Buffer {
  if (given) return Buffer.from(given, 'utf8');
  const file = path.join(dataDir, SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length < 32)
      throw new Error(`The app secret in ${file} is too short; delete it to generate a new one.`);
    return Buffer.from(stored, 'utf8');
  }
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return Buffer.from(secret, 'utf8');
}

/** A 32-byte key for one purpose ('pin-pepper', 'pin-encryption', ...). */
export function deriveKey(secret: Buffer, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`huddle:${purpose}`).digest();
}
