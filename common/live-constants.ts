// Live scoring constants, apart from the zod contract (common/live.ts) so the dashboard can use them
// without loading the validation library.

export const LIVE_STATUSES = ['live', 'paused', 'waiting', 'final', 'off'] as const;
export type LiveStatusName = (typeof LIVE_STATUSES)[number];

/** The event names of the live stream (text/event-stream). */
export const LIVE_EVENTS = { update: 'update', status: 'status', end: 'end' } as const;
