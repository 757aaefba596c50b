// The server's VAPID key pair (RFC 8292): it signs every push, and its public half is the browser's
// applicationServerKey. Created at first start into DATA_DIR (mode 0600, like the app secret) and read
// from there at each use, so a rotation by the command line applies without a restart. A rotated key
// makes every subscription made with the old one useless (the push services refuse it), so rotating
// also ends them: each device turns notifications on again.
import webpush from 'web-push';
import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const VAPID_FILE = 'vapid-keys.json';

const vapidKeysSchema = z.object({
  publicKey: z.string().regex(/^[A-Za-z0-9_-]{87}$/),
  privateKey: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type VapidKeys = z.infer<typeof vapidKeysSchema>;

const fileOf = (dataDir: string) => path.join(dataDir, VAPID_FILE);

const text = (keys: VapidKeys) => JSON.stringify(keys) + '\n';

/** The first pair: created only if no process has made one meanwhile (flag wx). */
function create(file: string): void {
  try {
    writeFileSync(file, text(webpush.generateVAPIDKeys()), { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/** The key pair, created when there is none yet. */
export function loadVapidKeys(dataDir: string): VapidKeys {
  const file = fileOf(dataDir);
  if (!existsSync(file)) create(file);
  const parsed = vapidKeysSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(
      `The push keys in ${file} are not readable; rotate them (npm run cli -- rotate-push-keys).`,
    );
  }
  return parsed.data;
}

/** Replaces the key pair with a new one; returns the new pair. */
export function rotateVapidKeys(dataDir: string): VapidKeys {
  const keys = webpush.generateVAPIDKeys();
  const file = fileOf(dataDir);
  // Written aside and renamed over the old file: a reader never sees half a file.
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text(keys), { mode: 0o600, flag: 'wx' });
  chmodSync(temporary, 0o600);
  renameSync(temporary, file);
  return keys;
}
