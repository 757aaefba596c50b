// The sign-in state kept in memory (docs/decisions/0006): strikes of names that are not accounts, so
// an unknown username is throttled exactly like a real one and the answer tells nobody whether a name
// is a member; and the loose per-address limit against spraying many accounts from one place. Both are
// bounded maps: an attacker who sends endless names or addresses only pushes out the oldest entries.
import { BoundedMap } from '../../bounded-map';
import { NO_STRIKES, verdictFor, type Strikes, type Verdict } from './throttle';

/** Failed sign-ins one address may make in a window before accounts that have strikes must wait. */
export const ADDRESS_FAILURE_LIMIT = 30;
export const ADDRESS_WINDOW_MS = 15 * 60 * 1000;
const ADDRESS_CAPACITY = 10_000;
const NAME_CAPACITY = 10_000;

interface AddressWindow {
  start: number;
  failures: number;
}

export class LoginGuard {
  private readonly names = new BoundedMap<string, Strikes>(NAME_CAPACITY);
  private readonly addresses = new BoundedMap<string, AddressWindow>(ADDRESS_CAPACITY);
  /** The last attempt in line per target (an account, or a typed name that is none). */
  private readonly lines = new Map<string, Promise<void>>();

  /** Whether an attempt on `target` is being checked or waiting for its turn. */
  busy(target: string): boolean {
    return this.lines.has(target);
  }

  /**
   * Runs `check` once every earlier attempt on `target` is done: one PIN check per target at a time, in the
   * order they came, whether the target is a member or not. Attempts that arrive together would otherwise all
   * pass the throttle before the first failure is counted, all hash, and be refused afterwards; in line, each
   * sees the failures before it.
   */
  async inTurn<T>(target: string, check: () => Promise<T>): Promise<T> {
    const before = this.lines.get(target) ?? Promise.resolve();
    let release!: () => void;
    const mine = new Promise<void>((resolve) => (release = resolve));
    const tail = before.then(() => mine);
    this.lines.set(target, tail);
    try {
      await before;
      return await check();
    } finally {
      release();
      if (this.lines.get(target) === tail) this.lines.delete(target);
    }
  }

  /** Strikes of a typed name that is not an account (lower-cased). */
  nameStrikes(name: string): Strikes {
    return this.names.get(name) ?? NO_STRIKES;
  }

  recordNameStrike(name: string, now: number): Strikes {
    const strikes = { count: this.nameStrikes(name).count + 1, lastAt: now };
    this.names.set(name, strikes);
    return strikes;
  }

  recordAddressFailure(address: string, now: number): void {
    const current = this.currentWindow(address, now);
    this.addresses.set(address, {
      start: current?.start ?? now,
      failures: (current?.failures ?? 0) + 1,
    });
  }

  /**
   * The verdict for an attempt on a target with `strikes` from `address`. The address limit only ever
   * refuses a target that has strikes of its own: a member with none is never refused because of
   * other people's typos on the same network.
   */
  verdict(strikes: Strikes, address: string, now: number): Verdict {
    const own = verdictFor(strikes, now);
    if (own.kind !== 'allow' || strikes.count === 0) return own;
    const window = this.currentWindow(address, now);
    if (!window || window.failures < ADDRESS_FAILURE_LIMIT) return own;
    return { kind: 'wait', retryAfterMs: window.start + ADDRESS_WINDOW_MS - now };
  }

  private currentWindow(address: string, now: number): AddressWindow | undefined {
    const window = this.addresses.get(address);
    return window && now < window.start + ADDRESS_WINDOW_MS ? window : undefined;
  }
}

const guards = new WeakMap<object, LoginGuard>();

/** The guard of one running app (keyed by its context, so each test app starts clean). */
export function loginGuardOf(ctx: object): LoginGuard {
  let guard = guards.get(ctx);
  if (!guard) {
    guard = new LoginGuard();
    guards.set(ctx, guard);
  }
  return guard;
}
