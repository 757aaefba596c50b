import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptText, encryptText } from './encryption';

const key = randomBytes(32);

describe('encryption at rest', () => {
  it('decrypts what it encrypted, and never stores the clear text', () => {
    const sealed = encryptText('+15551234567', key);
    expect(sealed).not.toContain('5551234567');
    expect(decryptText(sealed, key)).toBe('+15551234567');
  });

  it('draws a new IV each time, so equal values are not equal at rest', () => {
    expect(encryptText('2468', key)).not.toBe(encryptText('2468', key));
  });

  it('refuses a wrong key, an altered value and a malformed one (null, never garbage)', () => {
    const sealed = encryptText('+447700900123', key);
    expect(decryptText(sealed, randomBytes(32))).toBeNull();
    const [iv, tag, body] = sealed.split('.');
    const altered = Buffer.from(body!, 'base64url');
    altered[0]! ^= 1;
    expect(decryptText([iv, tag, altered.toString('base64url')].join('.'), key)).toBeNull();
    expect(decryptText('+447700900123', key)).toBeNull();
    expect(decryptText('', key)).toBeNull();
  });
});
