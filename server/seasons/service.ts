// The one source of the current league and season (decision 0008). Every place that needs "the league
// served" or "the current season" reads it here, synchronously: the league id from the stored record
// (so a restart keeps serving the league found last), the season resolved from the provider at start
// and kept up to date by `tick()` (every few minutes: the league's status and the NFL state; once a
// day: the renewal check). When the league renews, Huddle moves to the new league id in one
// transaction: every season's rows follow, the record is stored and the move is audited.
import type { FastifyBaseLogger } from 'fastify';
import type { CurrentLeagueResponse } from '../../common/seasons';
import { recordAudit } from '../audit';
import type { Clock } from '../clock';
import type { Db } from '../db/types';
import { AppError } from '../http/errors';
import type { ProviderCache } from '../sleeper/cache';
import { userLeaguesPath } from '../sleeper/client';
import type { SleeperGateway } from '../sleeper/gateway';
import type { SleeperLeague } from '../sleeper/schemas';
import { stalenessStorage, type StalenessStore } from '../sleeper/staleness';
import { findRenewals } from './renewal';
import {
  hasLeagueRows,
  moveLeagueRows,
  readCurrentLeague,
  writeCurrentLeague,
  type CurrentLeagueRecord,
} from './repository';
import { estimatedSeason, resolveSeason, type SeasonResolution } from './resolve';

const MINUTE = 60_000;
/** The league's status and the NFL state are read again this often (the provider cache's own freshness). */
export const RESOLVE_EVERY_MS = 5 * MINUTE;
/** The renewal check runs once a day... */
export const RENEWAL_EVERY_MS = 24 * 60 * MINUTE;
/** ...and, after a check that could not reach the provider, again an hour later. */
export const RENEWAL_RETRY_MS = 60 * MINUTE;

export interface SeasonsDeps {
  db: Db;
  sleeper: SleeperGateway;
  providerCache: ProviderCache;
  clock: Clock;
  log: FastifyBaseLogger;
  /** LEAGUE_ID, or the demo league's id. */
  configuredLeagueId: string;
  /** SEASON, when set. */
  override: string | undefined;
}

export interface RenewalOutcome {
  moved: boolean;
  /** The league served before the check and after it. */
  from: string;
  leagueId: string;
  season: string;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export class LeagueSeasons {
  private record: CurrentLeagueRecord;
  private resolution: SeasonResolution;
  private league: { name: string; status: string } | null = null;
  private chain: Array<{ season: string; leagueId: string }>;
  private resolvedAt: number | null = null;
  private resolveAttemptAt: number | null = null;
  private renewalAttemptAt: number | null = null;
  private resolving: Promise<void> | null = null;
  private checking: Promise<RenewalOutcome> | null = null;
  /** Rows of the chain's older ids are moved to the current id once per process (see resolve()). */
  private adopted = false;

  constructor(private readonly deps: SeasonsDeps) {
    const stored = readCurrentLeague(deps.db);
    this.record =
      stored && stored.configuredLeagueId === deps.configuredLeagueId
        ? stored
        : {
            configuredLeagueId: deps.configuredLeagueId,
            leagueId: deps.configuredLeagueId,
            season: null,
            foundAt: null,
            checkedAt: null,
          };
    // Until the provider answers: the season stored last, else the NFL season of today's date.
    const season = deps.override ?? this.record.season ?? estimatedSeason(deps.clock.now());
    this.resolution = resolveSeason(
      { season, status: 'in_season', hasPrevious: false },
      { season, seasonType: undefined },
      deps.override,
    );
    this.chain = [{ season, leagueId: this.record.leagueId }];
  }

  /** The league served now: the only id (with its earlier seasons' ids) accepted in /api paths. */
  get leagueId(): string {
    return this.record.leagueId;
  }

  /** The current season (the served league's, or SEASON). */
  get season(): string {
    return this.resolution.season;
  }

  /** The season keepers are chosen from (see resolveSeason). */
  get keeperSeason(): string {
    return this.resolution.keeperSeason;
  }

  /** What the current league is, for health, the admin and the off-season dashboard. */
  get current(): CurrentLeagueResponse {
    return {
      ...this.resolution,
      leagueId: this.record.leagueId,
      configuredLeagueId: this.record.configuredLeagueId,
      leagueName: this.league?.name ?? null,
      leagueStatus: this.league?.status ?? null,
      seasons: this.chain,
      foundAt: iso(this.record.foundAt),
      checkedAt: iso(this.record.checkedAt),
      resolved: this.resolvedAt !== null,
    };
  }

  /** The league id of a season of the chain (undefined for a season the league has not played). */
  leagueIdOf(season: string): string | undefined {
    return this.chain.find((entry) => entry.season === season)?.leagueId;
  }

  /**
   * Whether the league has `season`: a season of its chain, or the coming one that keepers, dues and
   * settings already refer to (the current season and the draft keepers go to). Settings, payouts and
   * payments of any other season answer 404.
   */
  hasSeason(season: string): boolean {
    const { season: current, draftSeason } = this.resolution;
    return season === current || season === draftSeason || this.leagueIdOf(season) !== undefined;
  }

  /** Whether `id` names the served league or one of its earlier seasons (decision 0008: an alias). */
  isLeagueOfChain(id: string): boolean {
    return id === this.record.leagueId || this.chain.some((entry) => entry.leagueId === id);
  }

  /**
   * Reads the league chain and the NFL state and resolves the season. When the provider cannot answer,
   * what was known stays in force (a first start with nothing known assumes the date's season).
   */
  resolve(): Promise<void> {
    this.resolving ??= this.readProvider().finally(() => (this.resolving = null));
    return this.resolving;
  }

  /**
   * Looks for a renewed league and moves to it (decision 0008). `fresh` drops the cached member league
   * lists first (the admin's "Refresh from Sleeper"). Throws when the provider cannot be reached.
   */
  checkRenewal(options: { actorId: string | null; fresh?: boolean }): Promise<RenewalOutcome> {
    this.checking ??= this.renew(options).finally(() => (this.checking = null));
    return this.checking;
  }

  /** Upkeep without waiting: the season every few minutes, the renewal check once a day. */
  tick(): void {
    const now = this.deps.clock.now().getTime();
    if (this.resolveAttemptAt === null || now - this.resolveAttemptAt >= RESOLVE_EVERY_MS) {
      // Storing a new season may fail (a full disk): it is served from memory, and read again at start.
      this.resolve().catch((error: unknown) =>
        this.deps.log.warn({ err: String(error) }, 'The current season could not be stored'),
      );
    }
    const due = this.record.checkedAt === null || now - this.record.checkedAt >= RENEWAL_EVERY_MS;
    const waiting = this.renewalAttemptAt !== null && now - this.renewalAttemptAt < RENEWAL_RETRY_MS;
    if (due && !waiting) {
      this.checkRenewal({ actorId: null }).catch((error: unknown) =>
        this.deps.log.warn({ err: String(error) }, 'League renewal check failed; retrying in an hour'),
      );
    }
  }

  private async readProvider(): Promise<void> {
    const { sleeper, clock, override } = this.deps;
    this.resolveAttemptAt = clock.now().getTime();
    const leagueId = this.record.leagueId;
    let chain: SleeperLeague[];
    let state;
    try {
      [chain, state] = await Promise.all([sleeper.leagueChain(leagueId), sleeper.state()]);
    } catch (error) {
      this.deps.log.warn({ err: String(error) }, 'The current season could not be read from the provider');
      return;
    }
    const league = chain[0];
    // A move to a renewed league while this read was under way: the read after the move counts.
    if (!league || this.record.leagueId !== leagueId) return;
    this.resolution = resolveSeason(
      { season: league.season, status: league.status, hasPrevious: chain.length > 1 },
      { season: state.season, seasonType: state.season_type },
      override,
    );
    this.league = { name: league.name, status: league.status };
    this.chain = chain.map((l) => ({ season: l.season, leagueId: l.league_id }));
    this.resolvedAt = clock.now().getTime();
    if (!this.adopted) {
      // A LEAGUE_ID changed by hand to a later season: the earlier seasons' rows come along.
      this.adopted = true;
      this.moveRows(chain.slice(1).map((l) => l.league_id));
    }
    if (this.record.season !== league.season) {
      this.record = { ...this.record, season: league.season };
      writeCurrentLeague(this.deps.db, this.record, this.resolvedAt);
    }
  }

  /** Moves rows of older ids to the current one; only writes (and so only locks) when there are any. */
  private moveRows(olderIds: string[]): void {
    const { db } = this.deps;
    if (!hasLeagueRows(db, olderIds)) return;
    // IMMEDIATE: take the write lock first (waiting out another process's writes), never upgrade a read.
    const moved = db.$client
      .transaction(() => moveLeagueRows(db, olderIds, this.record.leagueId))
      .immediate();
    this.deps.log.info({ moved }, `Rows of earlier seasons now belong to league ${this.record.leagueId}`);
  }

  private async renew({
    actorId,
    fresh,
  }: {
    actorId: string | null;
    fresh?: boolean;
  }): Promise<RenewalOutcome> {
    const { sleeper, providerCache, clock, db, log } = this.deps;
    this.renewalAttemptAt = clock.now().getTime();
    const from = this.record.leagueId;
    // A check answered from old copies (the provider failing) is no check: it is tried again later.
    const staleness: StalenessStore = { staleSince: null };
    const { league, renewals } = await stalenessStorage.run(staleness, async () => {
      const served = await sleeper.league(from);
      const dropCopy = (userId: string, season: string) =>
        providerCache.invalidate(userLeaguesPath(userId, season));
      return { league: served, renewals: await findRenewals(sleeper, served, fresh ? dropCopy : undefined) };
    });
    if (staleness.staleSince !== null && renewals.length === 0) {
      throw new AppError(
        502,
        'Sleeper is not answering: the league was not checked for a new season. Please try again later.',
      );
    }
    const now = clock.now().getTime();
    const newest = renewals.at(-1);
    if (!newest) {
      this.record = { ...this.record, checkedAt: now };
      writeCurrentLeague(db, this.record, now);
      return { moved: false, from, leagueId: from, season: league.season };
    }
    const olderIds = [
      ...this.chain.map((entry) => entry.leagueId),
      from,
      ...renewals.slice(0, -1).map((l) => l.league_id),
    ];
    db.$client
      .transaction(() => {
        const moved = moveLeagueRows(db, olderIds, newest.league_id);
        this.record = {
          ...this.record,
          leagueId: newest.league_id,
          season: newest.season,
          foundAt: now,
          checkedAt: now,
        };
        writeCurrentLeague(db, this.record, now);
        recordAudit(db, {
          actorId,
          action: 'league.renewed',
          subject: `league ${newest.league_id}`,
          before: { leagueId: from, season: league.season },
          after: {
            leagueId: newest.league_id,
            season: newest.season,
            seasonsFound: renewals.map((l) => l.season),
            rowsMoved: moved,
          },
        });
      })
      .immediate();
    log.info(`League renewed: now serving ${newest.season} league ${newest.league_id} (was ${from})`);
    // Read the new league at once: the season, the phase and the chain follow it.
    await this.resolving;
    await this.resolve();
    return { moved: true, from, leagueId: newest.league_id, season: newest.season };
  }
}
