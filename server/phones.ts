// Members' phone numbers at rest (issue 17): encrypted like the PIN copies (server/encryption.ts), under
// a key of their own, and decrypted only for the admin users page and login-reminder drafts. The audit
// log keeps a masked number (server/audit.ts), never the number.
import { decryptText, encryptText } from './encryption';
import { deriveKey } from './secret';

const phoneKey = (secret: Buffer) => deriveKey(secret, 'phone-encryption');

export function encryptPhone(secret: Buffer, phoneNumber: string): string {
  return encryptText(phoneNumber, phoneKey(secret));
}

/** The number in clear; null when none is stored or it cannot be decrypted (the app secret changed). */
export function decryptPhone(secret: Buffer, encrypted: string | null | undefined): string | null {
  return encrypted ? decryptText(encrypted, phoneKey(secret)) : null;
}
