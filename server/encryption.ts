// Encryption at rest for the few values an admin must read back in clear: the PIN copies
// (docs/product.md D10) and members' phone numbers. AES-256-GCM with a random 96-bit IV, under a key
// derived for one purpose (server/secret.ts `deriveKey`). Stored as `iv.tag.body` in base64url; the tag
// makes a wrong key or an altered value fail to decrypt instead of answering garbage.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export function encryptText(text: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

/** The clear text, or null when it cannot be decrypted (e.g. the app secret changed). */
export function decryptText(encrypted: string, key: Buffer): string | null {
  try {
    const [iv, tag, body] = encrypted.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !body) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
