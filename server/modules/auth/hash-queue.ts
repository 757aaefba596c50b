// A small cap on concurrent PIN hashing: scrypt takes tens of milliseconds of a core and 16 MB each, so a
// flood of sign-ins would otherwise slow every member's. At most `concurrency` hashes run at once; the rest
// wait in two lines. A sign-in to an account with no failed attempts (a member, most likely) and an admin's
// PIN change go first; names that are not accounts and accounts that have failures wait behind, in a line of
// bounded length, and never hold every slot, so a flood queues without starving members.
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
  private readonly runningOf: Record<HashPriority, number> = { first: 0, behind: 0 };
  private readonly lines: Record<HashPriority, Array<() => void>> = { first: [], behind: [] };
  /** Hashes started so far (tests check that refusals start none). */
  started = 0;

  constructor(
    readonly concurrency = HASH_CONCURRENCY,
    readonly maxWaitingBehind = MAX_WAITING_BEHIND,
  ) {}

  /**
   * Whether a hash of `priority` may start now. The line behind never takes the last free slot (when
   * there are two or more): a flood keeps at most `concurrency - 1` hashes going, so a member's check
   * starts at once instead of waiting for one of the flood's to finish.
   */
  private mayStart(priority: HashPriority): boolean {
    const { first, behind } = this.runningOf;
    if (first + behind >= this.concurrency) return false;
    return priority === 'first' || this.concurrency === 1 || behind < this.concurrency - 1;
  }

  async run<T>(priority: HashPriority, task: () => Promise<T>): Promise<T> {
    if (this.lines[priority].length === 0 && this.mayStart(priority)) {
      this.runningOf[priority] += 1;
    } else {
      if (priority === 'behind' && this.lines.behind.length >= this.maxWaitingBehind) {
        throw new HashQueueFullError();
      }
      // `admit` reserves the slot before it wakes this caller.
      await new Promise<void>((resolve) => this.lines[priority].push(resolve));
    }
    this.started += 1;
    try {
      return await task();
    } finally {
      this.runningOf[priority] -= 1;
      this.admit();
    }
  }

  /** Hands free slots to the waiting, the first line first. */
  private admit(): void {
    for (const priority of ['first', 'behind'] as const) {
      const line = this.lines[priority];
      while (line.length > 0 && this.mayStart(priority)) {
        this.runningOf[priority] += 1;
        line.shift()!();
      }
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
