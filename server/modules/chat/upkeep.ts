// The group chat's automatic posts (docs/decisions/0022): once a minute, with the chat set up, the posts
// waiting for another attempt are retried, and whatever is due is posted once: the newest final week's recap
// (../recaps/due-recap.ts), the keeper deadline and draft-day reminders, the weekly dues reminder.
import type { AppContext } from '../../context';
import { dueRecap } from '../recaps/due-recap';
import { keeperStatus } from '../keepers/service';
import { listPayments } from '../payments/repository';
import { buildTeams } from '../../league/teams';
import { draftDayDue, duesReminderDay, keeperReminderDue } from './due';
import { draftDayMessage, duesMessage, keeperDeadlineMessage, recapMessage } from './messages';
import { abandonPosts, createPost, retryDuePosts, type NewPost, type PostingOptions } from './posting';
import { countClaims, isClaimed } from './repository';
import { chatTarget, type ChatTarget } from './settings';

export const CHAT_TICK_MS = 60_000;

/** The newest final week's recap, when it is due and not posted yet. */
async function dueRecapPost(ctx: AppContext, target: ChatTarget, now: number): Promise<NewPost | null> {
  const claimKey = (season: string, week: number) => `recap:${season}:${week}`;
  const recap = await dueRecap(ctx, now, (season, week) => isClaimed(ctx.db, claimKey(season, week)));
  if (!recap) return null;
  return {
    kind: 'recap',
    subject: `${recap.season}:${recap.week}`,
    claimKey: claimKey(recap.season, recap.week),
    message: recapMessage(recap, target.siteUrl),
    requestedBy: null,
  };
}

/**
 * A reminder is keyed by the deadline it announces (the keeper deadline, the draft's start) and its window
 * (each edit of the deadline inside the window once posted another). The same deadline is never announced
 * twice in a window; a deadline moved after its reminder was posted re-arms the window once, for the new
 * deadline, so the chat learns of the move but not of every edit.
 */
const REMINDERS_PER_WINDOW = 2;
const keeperKey = (season: string, deadline: number | '%', hoursLeft: 72 | 24) =>
  `keeper-deadline:${season}:${deadline}:${hoursLeft}h`;
const draftDayKey = (season: string, start: number | '%') => `draft-day:${season}:${start}`;

/** The keeper deadline and draft-day reminders due now and not posted yet. */
async function dueReminders(ctx: AppContext, target: ChatTarget, now: number): Promise<NewPost[]> {
  const status = await keeperStatus(ctx, ctx.seasons.keeperSeason);
  const armed = (pattern: string) => countClaims(ctx.db, pattern) < REMINDERS_PER_WINDOW;
  const posts: NewPost[] = [];
  const deadlineMs = status.deadline === null ? null : Date.parse(status.deadline);
  const due = deadlineMs === null || status.deadlinePassed ? null : keeperReminderDue(now, deadlineMs);
  if (deadlineMs !== null && due !== null && armed(keeperKey(status.draftSeason, '%', due.hoursLeft))) {
    posts.push({
      kind: 'keeper-deadline',
      subject: status.draftSeason,
      claimKey: keeperKey(status.draftSeason, deadlineMs, due.hoursLeft),
      message: keeperDeadlineMessage({
        deadlineMs,
        draftSeason: status.draftSeason,
        hoursLeft: due.hoursLeft,
        siteUrl: target.siteUrl,
      }),
      // Not once its words are no longer true.
      giveUpAt: due.endsAt,
      requestedBy: null,
    });
  }
  const startMs = status.draftStart === null ? null : Date.parse(status.draftStart);
  if (startMs !== null && draftDayDue(now, startMs) && armed(draftDayKey(status.draftSeason, '%'))) {
    posts.push({
      kind: 'draft-day',
      subject: status.draftSeason,
      claimKey: draftDayKey(status.draftSeason, startMs),
      message: draftDayMessage({ startMs, season: status.draftSeason, siteUrl: target.siteUrl }),
      giveUpAt: startMs,
      requestedBy: null,
    });
  }
  return posts.filter((post) => !isClaimed(ctx.db, post.claimKey!));
}

/** The weekly dues reminder naming the teams that have not paid, on Mondays. */
async function dueDues(ctx: AppContext, target: ChatTarget, now: number): Promise<NewPost | null> {
  const day = duesReminderDay(now);
  const season = ctx.seasons.season;
  const claimKey = `dues:${season}:${day}`;
  if (day === null || isClaimed(ctx.db, claimKey)) return null;
  const [rosters, users] = await Promise.all([
    ctx.sleeper.rosters(ctx.leagueId),
    ctx.sleeper.users(ctx.leagueId),
  ]);
  const paid = new Set(
    listPayments(ctx.db, ctx.leagueId, season)
      .filter((p) => p.hasPaid)
      .map((p) => p.rosterId),
  );
  const teams = buildTeams(rosters, users);
  const unpaid = rosters.filter((r) => !paid.has(r.roster_id)).map((r) => teams.get(r.roster_id)!.teamName);
  if (unpaid.length === 0) return null;
  return {
    kind: 'dues',
    subject: `${season} ${day}`,
    claimKey,
    message: duesMessage({
      season,
      unpaid,
      paymentUrl: ctx.config.paymentUrl ?? null,
      siteUrl: target.siteUrl,
    }),
    requestedBy: null,
  };
}

/** One round: end what cannot be delivered, retry what waits, post what is due. */
export async function chatTick(ctx: AppContext, options: PostingOptions = {}): Promise<void> {
  const target = chatTarget(ctx);
  abandonPosts(ctx, target !== null);
  if (!target) return;
  await retryDuePosts(ctx, target, options);
  const now = ctx.clock.now().getTime();
  // Each kind on its own: a reminder that cannot be worked out (the provider down, nothing cached)
  // holds up no recap.
  const safely = <T>(what: string, work: () => Promise<T>, none: T) =>
    work().catch((error: unknown) => {
      ctx.log.warn({ err: String(error) }, `Group chat: the ${what} could not be worked out`);
      return none;
    });
  const due = await Promise.all([
    target.recaps ? safely('recap', () => dueRecapPost(ctx, target, now), null) : null,
    target.reminders ? safely('reminders', () => dueReminders(ctx, target, now), []) : [],
    target.duesReminders ? safely('dues reminder', () => dueDues(ctx, target, now), null) : null,
  ]);
  for (const post of due.flat()) {
    if (post) await createPost(ctx, target, post, options);
  }
}

/** Starts the minute timer (nothing is read while the chat is not set up); returns its stop. */
export function startChatUpkeep(ctx: AppContext): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    chatTick(ctx)
      .catch((error: unknown) => ctx.log.warn({ err: String(error) }, 'Group chat upkeep failed'))
      .finally(() => (running = false));
  }, CHAT_TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
