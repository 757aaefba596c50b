// Builds the AppContext from the configuration: database (migrated, with phone numbers older versions
// stored in clear encrypted), app secret, provider gateway (real or demo), then the first-start
// seeding: the owner from OWNER_USERNAME/OWNER_PIN, and in demo mode the documented demo accounts, the
// keeper deadline and the next draft date.
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Clock } from './clock';
import { openDatabase } from './db/connection';
import { encryptStoredPhones, type PhoneConversion } from './db/phone-conversion';
import { StorageHealth } from './db/storage-health';
import { leagueSettings, users } from './db/schema';
import { createGameClock } from './live/game-clock';
import { DemoLiveSunday, loadDemoLivePlan } from './live/demo-sunday';
import { seedDemoAnnouncements } from './modules/announcements/demo';
import { seedDemoRules } from './modules/rules/demo';
import { PIN_HASH_COST } from './modules/auth/pins';
import { countOwners, resolveLeagueMember, setUserPin } from './modules/auth/service';
import { DEMO_FIXTURES_DIR } from './paths';
import { loadVapidKeys } from './push/vapid-keys';
import { loadAppSecret } from './secret';
import { DEFAULT_TUNING, ProviderCache, type CacheTuning } from './sleeper/cache';
import { CachedSleeperGateway } from './sleeper/client';
import { LeagueSeasons } from './seasons/service';
import { demoManifest } from './sleeper/demo-fixtures';
import { demoLeagueFiles, forgetOtherDemoFormat } from './sleeper/demo-league';
import { DEMO_KEEPER_DEADLINE, DEMO_SEASON_DRAFT, DEMO_SEASON_START, DemoTime } from './sleeper/demo-time';
import { DemoTransport, HttpTransport, type Transport } from './sleeper/transport';

export interface ContextOptions {
  clock?: Clock;
  log: FastifyBaseLogger;
  /** Replaces the transport (tests). */
  transport?: Transport;
  tuning?: Partial<CacheTuning>;
  /**
   * scrypt's cost for new PIN hashes (default PIN_HASH_COST). The API tests' apps store their twelve
   * demo PINs at a lower cost (server/test/harness.ts): hashing them was a fifth of the unit suite's CPU.
   */
  pinHashCost?: number;
}

export const systemClock: Clock = { now: () => new Date() };

export function createContext(config: Config, options: ContextOptions): AppContext {
  const { db, sqlite } = openDatabase(config.dataDir);
  const secret = loadAppSecret(config.dataDir, config.appSecret);
  // Web Push's key pair, made at first start (docs/decisions/0032).
  loadVapidKeys(config.dataDir);
  reportPhoneConversion(options.log, encryptStoredPhones(sqlite, secret));
  const clock = options.clock ?? systemClock;
  const demo = config.leagueId === undefined;
  // The demo league in the format asked for (DEMO_FORMAT...): the committed fixtures by default.
  const demoFiles = demo ? demoLeagueFiles(config.demoFormat, DEMO_FIXTURES_DIR) : null;
  if (demoFiles) forgetOtherDemoFormat(db, config.demoFormat, clock.now().getTime());
  // The demo plays its own live Sunday through its transport (server/live/demo-sunday.ts).
  const demoSunday =
    demoFiles && config.liveScoring !== 'off'
      ? new DemoLiveSunday(loadDemoLivePlan(demoFiles.read), () => clock.now().getTime(), config.demoSundayMs)
      : null;
  const gameClock = createGameClock(config.liveScoring, demoSunday);
  const transport =
    options.transport ??
    (demoFiles ? new DemoTransport(demoFiles.source, demoSunday) : new HttpTransport(config.sleeperApiUrl));
  const providerCache = new ProviderCache(db, transport, () => clock.now().getTime(), {
    ...DEFAULT_TUNING,
    ...options.tuning,
  });
  const sleeper = new CachedSleeperGateway(providerCache, db, demo ? new DemoTime(clock) : null);
  const seasons = new LeagueSeasons({
    db,
    sleeper,
    providerCache,
    clock,
    log: options.log,
    configuredLeagueId: config.leagueId ?? demoManifest().currentLeagueId,
    override: config.season,
  });
  return {
    config,
    db,
    sqlite,
    sleeper,
    providerCache,
    get leagueId() {
      return seasons.leagueId;
    },
    seasons,
    dataSource: demo ? 'demo' : 'sleeper',
    storage: new StorageHealth(sqlite, () => clock.now().getTime()),
    secret,
    pinHashCost: options.pinHashCost ?? PIN_HASH_COST,
    clock,
    gameClock,
    log: options.log,
  };
}

function reportPhoneConversion(log: FastifyBaseLogger, done: PhoneConversion): void {
  if (done.phones + done.auditEntries === 0) return;
  log.info(
    { phones: done.phones, auditEntries: done.auditEntries },
    'phone numbers stored in clear were encrypted (audit entries masked)',
  );
  if (done.scrubError) {
    log.warn(
      { err: done.scrubError },
      'VACUUM after encrypting phone numbers failed: old clear copies may remain in free pages',
    );
  }
}

/** First-start seeding; safe to run on every start (it only fills what is missing). */
export async function seedOnStart(ctx: AppContext): Promise<void> {
  // The season first: the demo's keeper deadline and the owner's league check depend on it.
  await ctx.seasons.resolve();
  if (ctx.dataSource === 'demo') await seedDemo(ctx);
  if (ctx.config.owner && countOwners(ctx) === 0) await seedOwner(ctx, ctx.config.owner);
}

async function seedOwner(ctx: AppContext, owner: { username: string; pin: string }): Promise<void> {
  let member;
  try {
    member = await resolveLeagueMember(ctx, owner.username);
  } catch (error) {
    ctx.log.warn({ err: String(error) }, 'OWNER_USERNAME could not be checked now; will retry on next start');
    return;
  }
  if (!member) {
    ctx.log.warn(
      `OWNER_USERNAME "${owner.username}" is not a member of league ${ctx.leagueId}; no owner was set`,
    );
    return;
  }
  await setUserPin(
    ctx,
    {
      sleeperUserId: member.user_id,
      sleeperUsername: owner.username.toLowerCase(),
      displayName: member.display_name,
    },
    owner.pin,
  );
  ctx.db
    .update(users)
    .set({ isOwner: true, isAdmin: true })
    .where(eq(users.sleeperUserId, member.user_id))
    .run();
  ctx.log.info(`${member.display_name} is the league owner`);
}

async function seedDemo(ctx: AppContext): Promise<void> {
  const manifest = demoManifest();
  for (const account of manifest.accounts) {
    const existing = ctx.db.select().from(users).where(eq(users.sleeperUserId, account.userId)).get();
    if (existing) continue;
    await setUserPin(
      ctx,
      { sleeperUserId: account.userId, sleeperUsername: account.username, displayName: account.displayName },
      account.pin,
    );
    if (account.role === 'owner') {
      ctx.db
        .update(users)
        .set({ isOwner: true, isAdmin: true })
        .where(eq(users.sleeperUserId, account.userId))
        .run();
    }
  }
  // The demo season's keeper deadline, draft and start, moved to the present like every demo time
  // (server/sleeper/demo-time.ts): what "Refresh from Sleeper" reads, and the deadline ahead.
  const demoTime = new DemoTime(ctx.clock);
  seedSettings(ctx, ctx.seasons.keeperSeason, {
    keeperDeadline: demoTime.shift(DEMO_KEEPER_DEADLINE),
    draftDate: demoTime.shift(DEMO_SEASON_DRAFT),
    seasonStartDate: demoTime.shift(DEMO_SEASON_START),
  });
  // The commissioner's words a league would have: an announcement on the dashboard, a rulebook.
  seedDemoAnnouncements(ctx);
  seedDemoRules(ctx);
}

/** Stores a season's settings row unless it exists (an admin's own settings are never replaced). */
function seedSettings(
  ctx: AppContext,
  season: string,
  values: { keeperDeadline: number; draftDate: number; seasonStartDate: number },
): void {
  const settingsKey = and(eq(leagueSettings.leagueId, ctx.leagueId), eq(leagueSettings.season, season));
  if (ctx.db.select().from(leagueSettings).where(settingsKey).get()) return;
  ctx.db
    .insert(leagueSettings)
    .values({ leagueId: ctx.leagueId, season, ...values })
    .run();
}
