// How often an admin may post to the group chat by hand (30 test posts once went out in 0.68 s, and a recap
// could be posted again and again). Per league, whoever asks: counted from the posts stored, so a restart or
// a second process counts them too. A post over the limit is refused with a 429 naming the wait, before
// anything is stored or sent. The route checks right before storing the post, with nothing awaited in
// between, so requests sent together to one process cannot all pass the count.
import { counted } from '../../../common/english';
import { tooManyRequests } from '../../http/errors';
import type { AppContext } from '../../context';
import { handPostTimes } from './repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const HAND_POST_LIMITS = {
  /** Enough to set the chat up and try it a few times. */
  test: { max: 5, windowMs: 10 * MINUTE, what: 'test posts', window: '10 minutes' },
  /** A week posted by hand, and a repeat or two of it or of another week. */
  recap: { max: 3, windowMs: HOUR, what: 'recaps posted by hand', window: 'an hour' },
} as const;

/** "1 second", "45 seconds", "7 minutes", "1 hour": a wait (in whole seconds) rounded up. */
function inWords(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  if (seconds < 60) return counted(seconds, 'second');
  return minutes < 60 ? counted(minutes, 'minute') : counted(Math.ceil(minutes / 60), 'hour');
}

/** Refuses a hand post over its kind's limit (429 with Retry-After), the wait named. */
export function refuseOverLimit(ctx: AppContext, kind: keyof typeof HAND_POST_LIMITS): void {
  const limit = HAND_POST_LIMITS[kind];
  const now = ctx.clock.now().getTime();
  const recent = handPostTimes(ctx.db, kind, now - limit.windowMs);
  if (recent.length < limit.max) return;
  // Room again once enough of them are older than the window.
  const waitMs = recent[recent.length - limit.max]! + limit.windowMs - now;
  throw tooManyRequests(
    `Too many ${limit.what}: ${limit.max} in ${limit.window} is the most the group chat takes.`,
    waitMs,
    inWords,
  );
}
