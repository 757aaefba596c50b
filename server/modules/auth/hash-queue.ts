// A small cap on concurrent PIN hashing (issue 17): scrypt takes tens of milliseconds of a core and
// 16 MB each, so a flood of sign-ins would otherwise slow every member's. At most `concurrency` hashes
// run at once; the rest wait in two lines. A sign-in to an account with no failed attempts (a member,
// most likely) and an admin's PIN change go first; names that are not accounts and accounts that have
// failures wait behind, in a line of bounded length, so a flood queues without starving members.
export type HashPriority = 'first' | 'behind';

/** The line behind is full: the caller refuses the attempt without hashing. */
export class HashQueueFullError extends Error {
  constructor() {
    super('Too many PIN checks waiting');
    this.name = 'HashQueueFullError';
  }
}

export const HASH_CONCURRENCY = 2;
export const MAX_WAITING_BEHIND = 64;

export class HashQueue {
  private running = 0;
  private readonly lines: Record<HashPriority, Array<() => void>> = { first: [], behind: [] };
  /** Hashes started so far (tests check that refusals start none). */
  started = 0;

  constructor(
    readonly concurrency = HASH_CONCURRENCY,
    readonly maxWaitingBehind = MAX_WAITING_BEHIND,
  ) {}

  async run<T>(priority: HashPriority, task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      const line = this.lines[priority];
      if (priority === 'behind' && line.length >= this.maxWaitingBehind) throw new HashQueueFullError();
      await new Promise<void>((resolve) => line.push(resolve));
    } else {
      this.running += 1;
    }
    this.started += 1;
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next in line (first line first), or free it.
      const next = this.lines.first.shift() ?? this.lines.behind.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

const queues = new WeakMap<object, HashQueue>();

/** The queue of one running app (keyed by its context). */
export function hashQueueOf(ctx: object): HashQueue {
  let queue = queues.get(ctx);
  if (!queue) {
    queue = new HashQueue();
    queues.set(ctx, queue);
  }
  return queue;
}
