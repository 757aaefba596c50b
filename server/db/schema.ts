// The database schema: the single source of truth for tables; migrations in ./migrations are generated
// from it with `npm run db:generate` and applied on start. Times are epoch milliseconds (integers).
import { sql } from 'drizzle-orm';
import { integer, primaryKey, real, sqliteTable, text, index, uniqueIndex } from 'drizzle-orm/sqlite-core';

const createdAt = () =>
  integer('created_at')
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);
const updatedAt = () =>
  integer('updated_at')
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

/** League members who can sign in, keyed by their Sleeper user id (stable; usernames can change). */
export const users = sqliteTable('users', {
  sleeperUserId: text('sleeper_user_id').primaryKey(),
  sleeperUsername: text('sleeper_username').notNull(),
  displayName: text('display_name').notNull(),
  /** scrypt hash of the PIN with a server pepper (docs/product.md D10); null = no PIN yet. */
  pinHash: text('pin_hash'),
  /** AES-256-GCM copy of the PIN for the admin's Show toggle and message drafts. */
  pinEncrypted: text('pin_encrypted'),
  isAdmin: integer('is_admin', { mode: 'boolean' }).notNull().default(false),
  isOwner: integer('is_owner', { mode: 'boolean' }).notNull().default(false),
  isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
  /** AES-256-GCM copy of the member's phone number (server/modules/admin/phones.ts). */
  phoneEncrypted: text('phone_encrypted'),
  /**
   * Phone numbers in clear, as stored before migration 0003. Every start encrypts them into
   * phoneEncrypted and empties this column (server/db/phone-conversion.ts); nothing else uses it.
   */
  legacyPhoneNumber: text('phone_number'),
  lastLogin: integer('last_login'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Server-side sessions; only the SHA-256 of the cookie value is stored. */
export const sessions = sqliteTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.sleeperUserId, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: integer('expires_at').notNull(),
    lastSeenAt: integer('last_seen_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/**
 * An account's failed sign-ins that still count against its guessing budget (docs/product.md D11,
 * docs/decisions/0006): at most the budget per account (a locked account records no more), deleted by
 * an admin's unlock or PIN reset, and by the member's own success from the same browser (`deviceHash`).
 */
export const loginFailures = sqliteTable(
  'login_failures',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.sleeperUserId, { onDelete: 'cascade' }),
    /** SHA-256 of the browser's device id when its cookie was signed for this account; else null. */
    deviceHash: text('device_hash'),
    address: text('address').notNull(),
    at: integer('at').notNull(),
  },
  (t) => [index('login_failures_user_idx').on(t.userId, t.at)],
);

/** Every admin action: who, when, what, before and after (never a PIN). */
export const auditLog = sqliteTable(
  'audit_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    actorId: text('actor_id'),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    before: text('before_json'),
    after: text('after_json'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_created_idx').on(t.createdAt)],
);

/** Persistent cache of provider responses (docs/product.md §11). */
export const providerCache = sqliteTable('provider_cache', {
  path: text('path').primaryKey(),
  body: text('body').notNull(),
  fetchedAt: integer('fetched_at').notNull(),
  /** null: kept for good (completed seasons, past weeks). */
  expiresAt: integer('expires_at'),
});

/** The players directory, refreshed daily, only the fields the app uses. */
export const players = sqliteTable(
  'players',
  {
    playerId: text('player_id').primaryKey(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    fullName: text('full_name'),
    position: text('position'),
    team: text('team'),
    status: text('status'),
    injuryStatus: text('injury_status'),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [index('players_position_idx').on(t.position)],
);

/** Keeper selections (docs/product.md §3) with the verifiable lottery of D9. */
export const keeperSelections = sqliteTable(
  'keeper_selections',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    leagueId: text('league_id').notNull(),
    season: text('season').notNull(),
    rosterId: integer('roster_id').notNull(),
    userId: text('user_id'),
    franchisePlayerId: text('franchise_player_id'),
    franchisePlayerName: text('franchise_player_name'),
    franchisePlayerPosition: text('franchise_player_position'),
    franchisePlayerDraftRound: integer('franchise_player_draft_round'),
    lotteryPlayer1Id: text('lottery_player1_id'),
    lotteryPlayer1Name: text('lottery_player1_name'),
    lotteryPlayer1Position: text('lottery_player1_position'),
    lotteryPlayer1DraftRound: integer('lottery_player1_draft_round'),
    lotteryPlayer2Id: text('lottery_player2_id'),
    lotteryPlayer2Name: text('lottery_player2_name'),
    lotteryPlayer2Position: text('lottery_player2_position'),
    lotteryPlayer2DraftRound: integer('lottery_player2_draft_round'),
    lotteryPlayer3Id: text('lottery_player3_id'),
    lotteryPlayer3Name: text('lottery_player3_name'),
    lotteryPlayer3Position: text('lottery_player3_position'),
    lotteryPlayer3DraftRound: integer('lottery_player3_draft_round'),
    isSubmitted: integer('is_submitted', { mode: 'boolean' }).notNull().default(false),
    submittedAt: integer('submitted_at'),
    /** Secret seed drawn at submission; revealed only after the draw. */
    lotterySeed: text('lottery_seed'),
    lotterySeedHash: text('lottery_seed_hash'),
    /** JSON of { selectedPlayers: [{id, name}], deselectedPlayer: {id, name} }. */
    lotteryResults: text('lottery_results'),
    lotteryRunAt: integer('lottery_run_at'),
    lotteryRunBy: text('lottery_run_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('keeper_selection_roster_uq').on(t.leagueId, t.season, t.rosterId)],
);

/** Commissioner settings per season (times are epoch ms; shown in America/Chicago). */
export const leagueSettings = sqliteTable(
  'league_settings',
  {
    leagueId: text('league_id').notNull(),
    season: text('season').notNull(),
    keeperDeadline: integer('keeper_deadline'),
    draftDate: integer('draft_date'),
    seasonStartDate: integer('season_start_date'),
    playoffStartWeek: integer('playoff_start_week'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.season] })],
);

/** Payout table per season (docs/product.md §3 "Payouts"); amounts in whole dollars. */
export const payouts = sqliteTable(
  'payouts',
  {
    leagueId: text('league_id').notNull(),
    season: text('season').notNull(),
    championshipFirst: integer('championship_first').notNull(),
    championshipSecond: integer('championship_second').notNull(),
    championshipThird: integer('championship_third').notNull(),
    highestPointsAward: integer('highest_points_award').notNull(),
    biggestBlowoutAward: integer('biggest_blowout_award').notNull(),
    unluckyAward: integer('unlucky_award').notNull(),
    bustedAward: integer('busted_award').notNull(),
    bustedAccumulated: integer('busted_accumulated').notNull().default(0),
    bustedWinnerId: text('busted_winner_id'),
    bustedWinnerName: text('busted_winner_name'),
    bustedPlayerName: text('busted_player_name'),
    bustedPlayerTeam: text('busted_player_team'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.season] })],
);

/** Dues per roster and season; the amount is a decimal string with 2 places, never a float. */
export const paymentStatus = sqliteTable(
  'payment_status',
  {
    leagueId: text('league_id').notNull(),
    season: text('season').notNull(),
    rosterId: integer('roster_id').notNull(),
    hasPaid: integer('has_paid', { mode: 'boolean' }).notNull().default(false),
    paidAmount: text('paid_amount'),
    paidDate: integer('paid_date'),
    notes: text('notes'),
    updatedBy: text('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.season, t.rosterId] })],
);

/**
 * Roasts produced (docs/product.md D12); a transaction's newest roast is its aiCommentary. Each subject keeps
 * its newest ROASTS_KEPT_PER_SUBJECT (server/roast/store.ts, docs/decisions/0021); pages read them by
 * subject through roasts_subject_idx, and the persona rotation reads the league's newest through
 * roasts_league_time_idx.
 */
export const roasts = sqliteTable(
  'roasts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    leagueId: text('league_id').notNull(),
    /** matchup | transaction | roster | season */
    subjectType: text('subject_type').notNull(),
    subjectKey: text('subject_key').notNull(),
    persona: text('persona').notNull(),
    provider: text('provider').notNull(),
    text: text('text').notNull(),
    requestedBy: text('requested_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('roasts_subject_idx').on(t.leagueId, t.subjectType, t.subjectKey, t.createdAt),
    index('roasts_league_time_idx').on(t.leagueId, t.createdAt),
  ],
);

/**
 * The phrases (template ids, or a language model's sentence shapes) each roast used: which line, where
 * (the roast's subject and the teams it was about) and when (the season and week it told, the time it
 * was written). What the next roasts of that season avoid (server/roast/templates/phrase-memory.ts).
 * Each league keeps its newest PHRASE_USES_KEPT rows of roasts, and every recap's
 * (server/roast/phrase-store.ts).
 */
export const roastPhrases = sqliteTable(
  'roast_phrases',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    leagueId: text('league_id').notNull(),
    season: text('season').notNull(),
    week: integer('week').notNull(),
    phrase: text('phrase').notNull(),
    /** The roast's subject ('' for uses stored before subjects were). */
    subjectType: text('subject_type').notNull().default(''),
    subjectKey: text('subject_key').notNull().default(''),
    /** The roster ids the roast was about, comma-separated ('' for none: a recap, a season). */
    rosterIds: text('roster_ids').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('roast_phrases_season_idx').on(t.leagueId, t.season, t.week)],
);

/** Small app-wide settings (e.g. the roast persona), as key/value JSON. */
export const appSettings = sqliteTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * One row that /api/health rewrites to learn whether the disk takes writes (server/db/storage-health.ts):
 * a full or read-only disk still answers reads, so only a committed write can tell.
 */
export const storageProbe = sqliteTable('storage_probe', {
  id: integer('id').primaryKey(),
  checkedAt: integer('checked_at').notNull(),
});

/**
 * The league's group chat: one row (id 1). The webhook URL and GroupMe's bot id are credentials:
 * encrypted like the PIN copies (server/encryption.ts) and only ever shown masked.
 */
export const chatSettings = sqliteTable('chat_settings', {
  id: integer('id').primaryKey(),
  /** discord | slack | groupme, or null */
  kind: text('kind'),
  urlEncrypted: text('url_encrypted'),
  botIdEncrypted: text('bot_id_encrypted'),
  recaps: integer('recaps', { mode: 'boolean' }).notNull().default(true),
  reminders: integer('reminders', { mode: 'boolean' }).notNull().default(true),
  duesReminders: integer('dues_reminders', { mode: 'boolean' }).notNull().default(false),
  updatedBy: text('updated_by'),
  updatedAt: updatedAt(),
});

/**
 * Every post to the group chat and its delivery (docs/decisions/0022). An automatic post holds a
 * claim key (recap:2025:13, keeper-deadline:...): the unique index makes the claim, so a post is made
 * once across restarts and processes. `message` is the post's content (JSON), rendered in the
 * service's own format at each attempt.
 */
export const chatPosts = sqliteTable(
  'chat_posts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** recap | keeper-deadline | draft-day | dues | test | announcement */
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    claimKey: text('claim_key'),
    message: text('message').notNull(),
    /** sending | retrying | sent | failed */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** While sending: when the attempt counts as interrupted (the process stopped mid-send). */
    leaseUntil: integer('lease_until'),
    nextAttemptAt: integer('next_attempt_at'),
    /** After this no more attempts: the post shows as failed. */
    giveUpAt: integer('give_up_at').notNull(),
    lastAttemptAt: integer('last_attempt_at'),
    /** Why the last attempt failed, in words. */
    reason: text('reason'),
    /** What the chat service answered to the last attempt. */
    response: text('response'),
    /** The admin who asked for it; null for an automatic post. */
    requestedBy: text('requested_by'),
    createdAt: createdAt(),
    sentAt: integer('sent_at'),
  },
  (t) => [
    uniqueIndex('chat_posts_claim_uq').on(t.claimKey),
    index('chat_posts_status_idx').on(t.status, t.nextAttemptAt),
  ],
);

/**
 * Final standings of seasons played before the league moved to Sleeper, imported by the commissioner
 * from a CSV (common/imported-seasons.ts) and undone a whole season at a time. One row per team;
 * `ownerId` is the Sleeper user the manager's name matched, null when it matched nobody.
 */
export const importedStandings = sqliteTable(
  'imported_standings',
  {
    leagueId: text('league_id').notNull(),
    season: text('season').notNull(),
    rank: integer('rank').notNull(),
    /** The manager as the CSV wrote them. */
    managerName: text('manager_name').notNull(),
    ownerId: text('owner_id'),
    teamName: text('team_name').notNull(),
    wins: integer('wins').notNull(),
    losses: integer('losses').notNull(),
    ties: integer('ties').notNull(),
    pointsFor: real('points_for').notNull(),
    pointsAgainst: real('points_against').notNull(),
    isChampion: integer('is_champion', { mode: 'boolean' }).notNull().default(false),
    /** Whole dollars won that season, null when the CSV gave none. */
    payout: integer('payout'),
    importedBy: text('imported_by'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.season, t.rank] })],
);

/**
 * Web Push (docs/decisions/0032): each device a member turned notifications on, by the browser's
 * subscription. It belongs to the session that made it: signing that device out (or out everywhere, or
 * a PIN change) deletes the session and with it the subscription.
 */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: text('user_id')
      .notNull()
      .references(() => users.sleeperUserId, { onDelete: 'cascade' }),
    sessionIdHash: text('session_id_hash')
      .notNull()
      .references(() => sessions.idHash, { onDelete: 'cascade' }),
    /** The push service's address for this device (a known service, or PUSH_ENDPOINT_ORIGINS). */
    endpoint: text('endpoint').notNull(),
    /** The device's P-256 public key and authentication secret (base64url), to encrypt to it. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_uq').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** A member's notification switches (JSON of common/push.ts kinds) and quiet hours ("HH:MM", Central). */
export const notificationSettings = sqliteTable('notification_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.sleeperUserId, { onDelete: 'cascade' }),
  kinds: text('kinds').notNull(),
  quietStart: text('quiet_start'),
  quietEnd: text('quiet_end'),
  updatedAt: updatedAt(),
});

/**
 * Each event pushed, claimed once (trade:<id>, game:2025:14:3, ...): the claim is what keeps an event
 * from being told twice, across restarts and processes. Its messages go to the devices of that moment.
 */
export const pushEvents = sqliteTable('push_events', {
  claimKey: text('claim_key').primaryKey(),
  kind: text('kind').notNull(),
  createdAt: createdAt(),
});

/**
 * One notification to one device and its delivery: held through the member's quiet hours, retried with
 * a growing wait on 5xx and timeouts, dropped once stale. (subscription, event) is unique: an event
 * reaches a device at most once.
 */
export const pushMessages = sqliteTable(
  'push_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    /** A notification kind, 'test' or 'summary' (held messages sent together after quiet hours). */
    kind: text('kind').notNull(),
    /** The event's claim key; test:<time> for a test, summary:<ids> for a summary of held messages. */
    eventKey: text('event_key').notNull(),
    /** JSON { title, body, url, tag }. */
    payload: text('payload').notNull(),
    /** held | sending | retrying | sent | failed | expired | skipped | summarized */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Held until (the end of quiet hours). */
    notBefore: integer('not_before'),
    /** Not worth telling after this: dropped rather than sent. */
    staleAt: integer('stale_at'),
    leaseUntil: integer('lease_until'),
    nextAttemptAt: integer('next_attempt_at'),
    giveUpAt: integer('give_up_at').notNull(),
    firstAttemptAt: integer('first_attempt_at'),
    lastAttemptAt: integer('last_attempt_at'),
    /** What the push service answered last, or why nothing was sent. */
    response: text('response'),
    createdAt: createdAt(),
    sentAt: integer('sent_at'),
  },
  (t) => [
    uniqueIndex('push_messages_event_uq').on(t.subscriptionId, t.eventKey),
    index('push_messages_status_idx').on(t.status, t.nextAttemptAt),
    index('push_messages_user_idx').on(t.userId, t.firstAttemptAt),
  ],
);

/**
 * Each member's calendar feed (docs/decisions/0034): the address's public half (`feedId`, random, what
 * the feed is found by) and the SHA-256 of its secret half, never the secret itself. The secret is an
 * HMAC of the feed id under a key from the app secret, so the member's page can show the address again
 * while the database alone cannot make it. A reset gives a new feed id: the old address finds no row.
 */
export const calendarFeeds = sqliteTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.sleeperUserId, { onDelete: 'cascade' }),
  feedId: text('feed_id').notNull().unique(),
  secretHash: text('secret_hash').notNull(),
  createdAt: createdAt(),
});

/**
 * The commissioner's announcements (a Markdown body). `pushRequested` and `chatRequested` keep what
 * the admin asked for; `pushedAt` and the chat post's claim key (announcement:{id}) make each happen
 * once. Edits and deletions keep their history in the audit log.
 */
export const announcements = sqliteTable(
  'announcements',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    pinned: integer('pinned', { mode: 'boolean' }).notNull().default(false),
    authorId: text('author_id').notNull(),
    pushRequested: integer('push_requested', { mode: 'boolean' }).notNull().default(false),
    pushedAt: integer('pushed_at'),
    chatRequested: integer('chat_requested', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
    /** The last edit, or null. */
    editedAt: integer('edited_at'),
    editedBy: text('edited_by'),
  },
  (t) => [index('announcements_created_idx').on(t.createdAt)],
);

/** The announcements each member took off their dashboard. */
export const announcementDismissals = sqliteTable(
  'announcement_dismissals',
  {
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.sleeperUserId, { onDelete: 'cascade' }),
    dismissedAt: integer('dismissed_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] })],
);

/** Every saved version of the league's rulebook (Markdown), who saved it and when; the newest is in force. */
export const rulebookVersions = sqliteTable('rulebook_versions', {
  version: integer('version').primaryKey(),
  markdown: text('markdown').notNull(),
  savedBy: text('saved_by').notNull(),
  savedAt: integer('saved_at').notNull(),
});

/**
 * Each game's result as Huddle first counted it final (docs/decisions/0037): the winner then, null for
 * a tie. A stat correction that later turns the game the other way is said on its card, not slipped
 * in. Written once per game of the season in progress, never updated.
 */
export const finalResults = sqliteTable(
  'final_results',
  {
    leagueId: text('league_id').notNull(),
    week: integer('week').notNull(),
    matchupId: integer('matchup_id').notNull(),
    winnerRosterId: integer('winner_roster_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.week, t.matchupId] })],
);
