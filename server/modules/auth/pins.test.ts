// PIN hashing at the cost Huddle serves with (the API tests' apps store theirs cheaper:
// server/test/harness.ts): a hash carries its cost, salt and key, verifies its PIN and no other, and a
// hash stored at another cost still verifies.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createContext, seedOnStart } from '../../bootstrap';
import { loadConfig } from '../../config';
import { users } from '../../db/schema';
import { createLogger } from '../../logger';
import { demoManifest } from '../../sleeper/demo-fixtures';
import { DUMMY_PIN_HASH, PIN_HASH_COST, hashPin, verifyPin } from './pins';
import { pinKeys } from './service';

const pepper = randomBytes(32);

describe('PIN hashes', () => {
  it('are scrypt at the served cost, salted, and verify their PIN only', async () => {
    expect(PIN_HASH_COST).toBe(16384);
    const first = await hashPin('4821', pepper);
    const second = await hashPin('4821', pepper);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(second).not.toBe(first);
    expect(await verifyPin('4821', first, pepper)).toBe(true);
    expect(await verifyPin('4822', first, pepper)).toBe(false);
    expect(await verifyPin('4821', first, randomBytes(32)), 'another server pepper').toBe(false);
  });

  it('verify at the cost they carry, and the dummy hash verifies no PIN', async () => {
    const cheap = await hashPin('4821', pepper, 1024);
    expect(cheap).toMatch(/^scrypt\$1024\$/);
    expect(await verifyPin('4821', cheap, pepper)).toBe(true);
    expect(await verifyPin('0000', DUMMY_PIN_HASH, pepper)).toBe(false);
    expect(await verifyPin('4821', 'bcrypt$whatever', pepper)).toBe(false);
  });

  it('are refused for anything but four digits', async () => {
    for (const pin of ['482', '48211', 'abcd', ''])
      await expect(hashPin(pin, pepper)).rejects.toThrow(/4 digits/);
  });

  it('are stored at the served cost by an app started as served, and sign its members in', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'huddle-pins-'));
    const ctx = createContext(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), {
      log: createLogger('silent'),
    });
    try {
      await seedOnStart(ctx);
      const member = demoManifest().accounts.find((a) => a.role === 'member')!;
      const { pinHash } = ctx.db.select().from(users).where(eq(users.sleeperUserId, member.userId)).get()!;
      expect(pinHash).toMatch(/^scrypt\$16384\$/);
      expect(await verifyPin(member.pin, pinHash!, pinKeys(ctx).pepper)).toBe(true);
    } finally {
      ctx.sqlite.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
