// Members' phone numbers at rest: encrypted like the PIN copies (server/encryption.ts), under a key of
// their own, and decrypted only for the admin users page and login-reminder drafts. The audit log
// keeps a masked number (server/audit.ts), never the number, and so does the users page for an admin
// whose account it is not (docs/decisions/0007).
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

/** '…4567': enough for an admin to tell one number from another, not the number. Idempotent. */
export const maskPhone = (phoneNumber: string) => `…${phoneNumber.replace(/\D/g, '').slice(-4)}`;
