// The command line (docs/product.md §10): `npm run cli -- <command> ...`. Each command prints what it
// did and exits non-zero with a clear message on error. It uses the same configuration (DATA_DIR,
// LEAGUE_ID, ...) as the server, so it acts on the same database.
import { eq } from 'drizzle-orm';
import { PIN_PATTERN } from '../common/pins';
import { recordAudit } from './audit';
import { BackupError, backupTarget, parseKeep, restoreBackup, rotateBackups, writeBackup } from './backup';
import { createContext, seedOnStart } from './bootstrap';
import { ConfigError, loadConfig, type Config } from './config';
import type { AppContext } from './context';
import { users } from './db/schema';
import { createLogger } from './logger';
import { isIssuablePin } from '../common/pins';
import { generatePin } from './modules/auth/pins';
import { resolveLeagueMember, setUserPin } from './modules/auth/service';
import { deleteAllSubscriptions } from './modules/push/repository';
import { rotateVapidKeys } from './push/vapid-keys';

const USAGE = `Usage: npm run cli -- <command>

Commands:
  set-pin <username> <pin|random>   Set a league member's 4-digit PIN (clears a lock, ends their sessions);
                                    common PINs are refused, 'random' draws one and prints it
  set-role <username> <role>        Make a member a member, admin or owner (owner moves ownership)
  backup <file>                     Copy the database to <file> while the app may be running
  backup <folder> --keep <n>        Copy it into <folder> as huddle-<time>.db, keeping the newest <n> copies
  restore <file>                    With Huddle stopped: put a backup in place of the database
                                    (the current one is moved aside, never deleted)
  refresh                           Drop cached provider data that is not final (next request refetches)
  rotate-push-keys                  New Web Push (VAPID) keys; every device's notifications end and are
                                    turned on again from the Notifications page
  help                              Show this text`;

class CliError extends Error {}

async function memberByName(ctx: AppContext, username: string) {
  const member = await resolveLeagueMember(ctx, username);
  if (!member) throw new CliError(`"${username}" is not a member of league ${ctx.leagueId}.`);
  return member;
}

async function setPin(ctx: AppContext, [username, given]: string[]): Promise<string> {
  if (!username || !given) throw new CliError('set-pin needs a username and a PIN (or random).');
  const pin = given === 'random' ? generatePin() : given;
  if (!PIN_PATTERN.test(pin)) throw new CliError('The PIN must be exactly 4 digits.');
  // The owner's recovery path gives the same guessing bound as an issued PIN (docs/decisions/0006).
  if (!isIssuablePin(pin))
    throw new CliError(`${pin} is one of the most common PINs: choose another (or random).`);
  const member = await memberByName(ctx, username);
  await setUserPin(
    ctx,
    {
      sleeperUserId: member.user_id,
      sleeperUsername: username.toLowerCase(),
      displayName: member.display_name,
    },
    pin,
  );
  ctx.db.transaction((tx) =>
    recordAudit(tx, {
      actorId: null,
      action: 'cli.set-pin',
      subject: `user:${member.user_id}`,
      after: { pinChanged: true },
    }),
  );
  const shown = given === 'random' ? `PIN ${pin} set` : 'PIN set';
  return `${shown} for ${member.display_name} (${username}); their lock was cleared and their sessions were ended.`;
}

async function setRole(ctx: AppContext, [username, role]: string[]): Promise<string> {
  if (!username || !role)
    throw new CliError('set-role needs a username and a role (member, admin or owner).');
  if (!['member', 'admin', 'owner'].includes(role))
    throw new CliError(`Unknown role "${role}": use member, admin or owner.`);
  const member = await memberByName(ctx, username);
  const row = ctx.db.select().from(users).where(eq(users.sleeperUserId, member.user_id)).get();
  if (!row) throw new CliError(`${member.display_name} has no login yet: set a PIN first (set-pin).`);
  if (row.isOwner && role !== 'owner') {
    throw new CliError(
      `${member.display_name} is the owner: make someone else owner first (set-role <them> owner).`,
    );
  }
  ctx.db.transaction((tx) => {
    if (role === 'owner') {
      // Exactly one owner: the previous owner stays an admin.
      tx.update(users).set({ isOwner: false }).where(eq(users.isOwner, true)).run();
    }
    tx.update(users)
      .set({ isOwner: role === 'owner', isAdmin: role !== 'member' })
      .where(eq(users.sleeperUserId, member.user_id))
      .run();
    recordAudit(tx, {
      actorId: null,
      action: 'cli.set-role',
      subject: `user:${member.user_id}`,
      before: { isAdmin: row.isAdmin, isOwner: row.isOwner },
      after: { isAdmin: role !== 'member', isOwner: role === 'owner' },
    });
  });
  return `${member.display_name} is now ${role === 'admin' ? 'an admin' : `the ${role}`.replace('the member', 'a member')}.`;
}

async function backup(ctx: AppContext, args: string[]): Promise<string> {
  const keepAt = args.indexOf('--keep');
  const keep = keepAt === -1 ? null : parseKeep(args[keepAt + 1]);
  const [target, ...extra] = keepAt === -1 ? args : args.filter((_, i) => i !== keepAt && i !== keepAt + 1);
  if (!target) throw new CliError('backup needs a destination file or folder.');
  if (extra.length > 0) throw new CliError(`Unexpected argument "${extra[0]}".`);
  const { file, folder } = backupTarget(target, new Date(), keep);
  // SQLite's online backup: consistent even while the server writes.
  await writeBackup(ctx.sqlite, file);
  const removed = folder !== null && keep !== null ? rotateBackups(folder, keep) : [];
  const rotation =
    removed.length > 0 ? ` Removed ${removed.length} older cop${removed.length === 1 ? 'y' : 'ies'}.` : '';
  return `Database backed up to ${file}.${rotation}`;
}

function restore(config: Config, [file, ...extra]: string[]): string {
  if (!file) throw new CliError('restore needs the backup file to restore.');
  if (extra.length > 0) throw new CliError(`Unexpected argument "${extra[0]}".`);
  const aside = restoreBackup(config.dataDir, file, new Date());
  const kept = aside ? ` The previous database was moved to ${aside}.` : '';
  return `Restored ${file} into ${config.dataDir}.${kept} Start Huddle again.`;
}

function rotatePushKeys(ctx: AppContext): string {
  // Subscriptions are bound to the old public key: the push services refuse them under a new one.
  const ended = ctx.db.transaction((tx) => {
    const count = deleteAllSubscriptions(tx);
    recordAudit(tx, {
      actorId: null,
      action: 'cli.rotate-push-keys',
      subject: 'push',
      after: { devicesEnded: count },
    });
    return count;
  });
  rotateVapidKeys(ctx.config.dataDir);
  const devices = ended === 1 ? '1 device' : `${ended} devices`;
  return `New Web Push keys are in place. Notifications ended on ${devices}: members turn them on again on the Notifications page.`;
}

function refresh(ctx: AppContext): string {
  const dropped = ctx.providerCache.invalidate();
  return `Dropped ${dropped} cached provider responses; final seasons stay cached.`;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const config = loadConfig();
  // Restoring replaces the database file: it must not be open, so no context is made.
  if (command === 'restore') {
    console.log(restore(config, args));
    return 0;
  }
  const ctx = createContext(config, { log: createLogger('warn') });
  try {
    // A backup runs unattended at night: it needs no seeding and never waits on the provider.
    if (command !== 'backup') await seedOnStart(ctx);
    let message: string;
    switch (command) {
      case 'set-pin':
        message = await setPin(ctx, args);
        break;
      case 'set-role':
        message = await setRole(ctx, args);
        break;
      case 'backup':
        message = await backup(ctx, args);
        break;
      case 'refresh':
        message = refresh(ctx);
        break;
      case 'rotate-push-keys':
        message = rotatePushKeys(ctx);
        break;
      default:
        throw new CliError(`Unknown command "${command}".\n\n${USAGE}`);
    }
    console.log(message);
    return 0;
  } finally {
    ctx.sqlite.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof CliError || error instanceof ConfigError || error instanceof BackupError;
    console.error(
      `Error: ${known ? (error as Error).message : error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
