// The live week, read once for everyone (docs/decisions/0010-live-scoring.md). While at least one
// member watches (an open live stream) and games are on, the current week's scores are read from the
// provider at most every poll interval (30 s), whatever the number of watchers, and every change is
// pushed to all of them. Outside game windows nothing reads the provider: the poller sleeps until the
// next window. When the provider fails, the last good scores stay, marked with their time (paused).
import type { LiveStatus, LiveUpdate } from '../../common/live';
import type { LiveStatusName } from '../../common/live-constants';
import type { MatchupsResponse } from '../../common/league';
import type { Clock } from '../clock';
import { FRESHNESS } from '../sleeper/client';
import { runAsNoMember } from '../sleeper/member-budget';
import { stalenessStorage, type StalenessStore } from '../sleeper/staleness';
import type { GameClock } from './game-clock';
import type { NflCalendar, WindowDecision } from './game-windows';

/** Timers can fire a few milliseconds early against the wall clock; polls wait this much more. */
const TIMER_SLACK_MS = 50;
/** While the provider fails, polls back off up to this interval. */
const MAX_BACKOFF_MS = 5 * 60_000;
/** With no window known ahead (the week is over), look again this often (one cached state read). */
const IDLE_RECHECK_MS = 6 * 60 * 60_000;

/** One read of the current week through the cached gateway. */
export interface WeekRead {
  season: string;
  calendar: NflCalendar;
  matchups: MatchupsResponse;
  /** When the week's scores were read from the provider (epoch ms), or null when unknown. */
  fetchedAt: number | null;
}

export interface LiveSource {
  /** Reads the current week; `maxAgeMs` re-reads the week's scores when the copy is older than that. */
  read(maxAgeMs?: number): Promise<WeekRead>;
}

export type LiveEvent = { type: 'update'; data: LiveUpdate } | { type: 'status'; data: LiveStatus };
export type LiveListener = (event: LiveEvent) => void;

/** The indicator's state from the game clock, the week and the provider's health. */
export function liveStatusOf(
  kind: GameClock['kind'],
  decision: WindowDecision,
  weekComplete: boolean,
  providerFailing: boolean,
): LiveStatusName {
  if (kind === 'off') return 'off';
  if (weekComplete || decision.weekOver) return 'final';
  if (!decision.open) return 'waiting';
  return providerFailing ? 'paused' : 'live';
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const sameStatus = (a: LiveStatus, b: LiveStatus) =>
  a.status === b.status &&
  a.updatedAt === b.updatedAt &&
  a.staleSince === b.staleSince &&
  a.nextWindowAt === b.nextWindowAt &&
  a.week === b.week;

export class LiveScores {
  private readonly listeners = new Set<LiveListener>();
  private timer: NodeJS.Timeout | null = null;
  private latest: LiveUpdate | null = null;
  private latestJson = '';
  private calendar: NflCalendar | null = null;
  private failures = 0;
  private stopped = false;
  private lastError: unknown = null;

  constructor(
    private readonly source: LiveSource,
    private readonly gameClock: GameClock,
    private readonly clock: Clock,
    private readonly onError: (error: unknown) => void = () => {},
    /** How often the provider is read while games are on (LIVE_POLL_SECONDS). */
    private readonly pollMs: number = FRESHNESS.live,
  ) {}

  get watchers(): number {
    return this.listeners.size;
  }

  /** Starts the poller with the first watcher; the last one leaving stops it. */
  subscribe(listener: LiveListener): () => void {
    this.listeners.add(listener);
    if (this.listeners.size === 1 && !this.stopped) {
      this.gameClock.watchStarted?.(this.clock.now());
      this.schedule(0);
    }
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) {
        this.cancel();
        // What the poller last saw goes with it: the next watcher's first answer is read afresh.
        this.latest = null;
        this.latestJson = '';
      }
    };
  }

  /** The week now: the poller's latest while it runs, else one read through the cache. */
  async snapshot(): Promise<LiveUpdate> {
    if (this.latest && this.listeners.size > 0) return this.latest;
    const { read, staleSince } = await this.readWeek();
    if (!read) throw this.lastError;
    return this.toUpdate(read, staleSince);
  }

  stop(): void {
    this.stopped = true;
    this.cancel();
    this.listeners.clear();
  }

  private cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(delayMs: number): void {
    this.cancel();
    if (this.stopped || this.listeners.size === 0 || this.gameClock.kind === 'off') return;
    // The first watcher's stream starts the poller, which then reads for every watcher: its reads are
    // no member's provider calls (server/sleeper/member-budget.ts).
    this.timer = runAsNoMember(() => setTimeout(() => void this.tick(), Math.max(0, delayMs)));
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.timer = null;
    const known = this.calendar ? this.gameClock.decide(this.clock.now(), this.calendar) : null;
    // The week's last window just closed: one more read, so the final scores and the week's
    // completion reach the pages with the 'final' status (the summary's games complete included).
    const justEnded = known?.weekOver === true && this.latest?.matchups.summary.weekComplete === false;
    if (known && !known.open && this.latest && !justEnded) {
      // Outside game windows the provider is not read: the status follows the clock alone.
      this.publish({ ...this.latest, ...this.statusFields(known, this.latest, null) });
      this.schedule(this.untilNextWindow(known));
      return;
    }
    const { read, staleSince } = await this.readWeek(known?.open || justEnded ? this.pollMs : undefined);
    if (this.listeners.size === 0) return;
    if (read) {
      const update = this.toUpdate(read, staleSince);
      this.failures = staleSince === null ? 0 : this.failures + 1;
      this.publish(update);
    } else {
      this.failures += 1;
      if (this.latest && this.calendar) {
        const decision = this.gameClock.decide(this.clock.now(), this.calendar);
        this.publish({ ...this.latest, ...this.statusFields(decision, this.latest, this.latestReadAt()) });
      }
    }
    const decision = this.calendar ? this.gameClock.decide(this.clock.now(), this.calendar) : null;
    if (decision && !decision.open) this.schedule(this.untilNextWindow(decision));
    else this.schedule(Math.min(this.pollMs * 2 ** this.failures, MAX_BACKOFF_MS) + TIMER_SLACK_MS);
  }

  private untilNextWindow(decision: WindowDecision): number {
    const now = this.clock.now().getTime();
    const next = decision.nextOpenAt?.getTime() ?? now + IDLE_RECHECK_MS;
    return Math.min(next - now, IDLE_RECHECK_MS) + TIMER_SLACK_MS;
  }

  /** Reads the week inside its own staleness store, to learn whether the provider answered. */
  private async readWeek(maxAgeMs?: number): Promise<{ read: WeekRead | null; staleSince: number | null }> {
    const store: StalenessStore = { staleSince: null };
    try {
      const read = await stalenessStorage.run(store, () => this.source.read(maxAgeMs));
      this.calendar = read.calendar;
      return { read, staleSince: store.staleSince };
    } catch (error) {
      this.lastError = error;
      this.onError(error);
      return { read: null, staleSince: null };
    }
  }

  private latestReadAt(): number | null {
    const at = this.latest?.updatedAt;
    return at ? Date.parse(at) : null;
  }

  private toUpdate(read: WeekRead, staleSince: number | null): LiveUpdate {
    const decision = this.gameClock.decide(this.clock.now(), read.calendar);
    const base = { week: read.matchups.week, season: read.season, matchups: read.matchups };
    return {
      ...base,
      ...this.statusFields(decision, { ...base, updatedAt: iso(read.fetchedAt) }, staleSince),
    };
  }

  /** Status, times and next window; `staleSince` set means the provider failed (data as of then). */
  private statusFields(
    decision: WindowDecision,
    shown: { matchups: MatchupsResponse; updatedAt: string | null },
    staleSince: number | null,
  ): Omit<LiveStatus, 'week' | 'season'> {
    const failing = staleSince !== null;
    return {
      status: liveStatusOf(this.gameClock.kind, decision, shown.matchups.summary.weekComplete, failing),
      updatedAt: failing ? iso(staleSince) : shown.updatedAt,
      staleSince: failing ? iso(staleSince) : null,
      nextWindowAt: iso(decision.nextOpenAt?.getTime() ?? null),
      pollSeconds: this.pollMs / 1000,
    };
  }

  /** Sends the whole update when the scores changed, else only a changed status. */
  private publish(update: LiveUpdate): void {
    const json = JSON.stringify(update.matchups);
    const previous = this.latest;
    this.latest = update;
    let event: LiveEvent | null = null;
    if (json !== this.latestJson) event = { type: 'update', data: update };
    else if (!previous || !sameStatus(previous, update)) event = { type: 'status', data: statusOnly(update) };
    this.latestJson = json;
    if (!event) return;
    for (const listener of this.listeners) listener(event);
  }
}

function statusOnly(update: LiveUpdate): LiveStatus {
  const { matchups: _matchups, ...status } = update;
  return status;
}
