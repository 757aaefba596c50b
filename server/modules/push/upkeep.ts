// Web Push's minute (docs/decisions/0032): with any device subscribed, what happened since the last
// round is worked out (./detect.ts) and announced once, then every notification due is sent (held ones
// released after quiet hours, failed ones retried). With no device anywhere nothing is read.
import type { AppContext } from '../../context';
import { deadlineEvents, gameEvents, recapEvents, transactionEvents } from './detect';
import { announce, deliverDue, type DeliveryOptions, type PushEvent } from './outbox';
import { anySubscription } from './repository';

export const PUSH_TICK_MS = 60_000;

/** One round: detect, announce, deliver. */
export async function pushTick(ctx: AppContext, options: DeliveryOptions = {}): Promise<void> {
  if (anySubscription(ctx.db)) {
    const now = ctx.clock.now().getTime();
    // Each kind on its own: one that cannot be worked out (the provider down, nothing cached) holds up
    // no other.
    const safely = (what: string, work: () => Promise<PushEvent[]>) =>
      work().catch((error: unknown) => {
        ctx.log.warn({ err: String(error) }, `Web Push: the ${what} could not be worked out`);
        return [];
      });
    const events = await Promise.all([
      safely('transactions', () => transactionEvents(ctx, now)),
      safely('games', () => gameEvents(ctx, now)),
      safely('deadlines', () => deadlineEvents(ctx, now)),
      safely('recap', () => recapEvents(ctx, now)),
    ]);
    for (const event of events.flat()) announce(ctx, event);
  }
  await deliverDue(ctx, options);
}

/** Starts the minute timer; returns its stop. */
export function startPushUpkeep(ctx: AppContext): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    pushTick(ctx)
      .catch((error: unknown) => ctx.log.warn({ err: String(error) }, 'Web Push upkeep failed'))
      .finally(() => (running = false));
  }, PUSH_TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
