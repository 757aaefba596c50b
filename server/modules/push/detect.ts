// What happened that members should be told of (docs/decisions/0032), worked out from what the server
// already reads from the provider through its cache (the week's transactions and matchups, the keeper
// settings, the recaps) and the clock. Each function answers the events due now; announcing one claims
// it (./outbox.ts), so asking again a minute later tells nobody twice.
import { z } from 'zod';
import { centralWallClock } from '../../../common/central-time';
import type { MatchupPair, MatchupsResponse } from '../../../common/league';
import type { AppContext } from '../../context';
import { effectiveTime, involvedRosters, transactionTitle, transactionType } from '../../league/transactions';
import { nflGameOf } from '../../live/nfl-game';
import type { SleeperRoster, SleeperTransaction } from '../../sleeper/schemas';
import { draftDayDue, isMorningOrLater, isRecentWeek, keeperReminderDue } from '../chat/due';
import { draftDayMessage, keeperDeadlineMessage } from '../chat/messages';
import { keeperStatus } from '../keepers/service';
import { getMatchups, playerDisplayName } from '../league/service';
import { starterIds } from '../league/starter-games';
import { loadLeagueSnapshot, type LeagueSnapshot } from '../league/snapshot';
import { dueRecap } from '../recaps/due-recap';
import {
  comesDownToPayload,
  gameResultPayload,
  movePayload,
  recapPayload,
  tradeDeadlinePayload,
  tradePayload,
} from './messages';
import type { PushEvent } from './outbox';
import { activeMemberIds, isEventClaimed } from './repository';

const HOUR = 3_600_000;
/** A move older than this (when it went through) is not news: a device turned on later hears of none. */
export const MOVE_RECENT_MS = 24 * HOUR;
/** A game within reach is worth telling for the evening; the result replaces it. */
const CLOSE_GAME_STALE_MS = 4 * HOUR;
/** A win chance the trailing team must still have for its game to count as within reach. */
const WITHIN_REACH = 0.1;
/** Kickoffs from this hour (Central) on are the night games (Sunday and Monday night). */
const NIGHT_FROM_HOUR = 17;

/** A roster's members: its owner and co-owners. */
const ownersOf = (roster: SleeperRoster | undefined): string[] =>
  roster ? [roster.owner_id, ...(roster.co_owners ?? [])].filter((id): id is string => Boolean(id)) : [];

const rosterOf = (snapshot: LeagueSnapshot, rosterId: number) =>
  snapshot.rosters.find((r) => r.roster_id === rosterId);

/** The provider's note on a claim ("This player was claimed by another owner."), when it gave one. */
const noteSchema = z.object({ notes: z.string().min(1) });

/** New trades (everyone) and members' own waiver and free-agent moves, failed claims included. */
export async function transactionEvents(ctx: AppContext, now: number): Promise<PushEvent[]> {
  const snapshot = await loadLeagueSnapshot(ctx);
  const rounds = new Set([snapshot.week - 1, snapshot.week]);
  // Offseason moves are stored in round 1.
  if (snapshot.league.status !== 'in_season') rounds.add(1);
  const lists = await Promise.all(
    [...rounds].filter((round) => round >= 1).map((round) => ctx.sleeper.transactions(ctx.leagueId, round)),
  );
  const recent = lists.flat().filter((tx) => now - effectiveTime(tx) <= MOVE_RECENT_MS);
  const told = (tx: SleeperTransaction) => isEventClaimed(ctx.db, claimKeyOf(tx));
  const fresh = recent.filter((tx) => !told(tx) && isPushed(tx));
  if (fresh.length === 0) return [];
  const players = await ctx.sleeper.players(
    fresh.flatMap((tx) => Object.keys(tx.adds ?? {}).concat(Object.keys(tx.drops ?? {}))),
  );
  const playerNames = new Map([...players].map(([id, info]) => [id, playerDisplayName(info, id)]));
  const titles = { teams: snapshot.teams, playerNames };
  const everyone = activeMemberIds(ctx.db);
  return fresh.map((tx): PushEvent => {
    const at = effectiveTime(tx);
    const title = transactionTitle(tx, titles);
    if (tx.type === 'trade') {
      const teams = involvedRosters(tx).map((id) => snapshot.teams.get(id)?.teamName ?? 'A team');
      const payload = tradePayload({ id: tx.transaction_id, teams, title });
      return {
        kind: 'trades',
        claimKey: claimKeyOf(tx),
        at,
        messages: everyone.map((userId) => ({ userId, payload })),
      };
    }
    const note = noteSchema.safeParse(tx.metadata);
    const payload = movePayload({
      id: tx.transaction_id,
      type: tx.type === 'waiver' ? 'waiver' : 'free_agent',
      failed: tx.status === 'failed',
      title,
      claimed: Object.keys(tx.adds ?? {}).map((id) => playerNames.get(id) ?? 'a player'),
      note: note.success ? note.data.notes : null,
    });
    const owners = new Set(involvedRosters(tx).flatMap((id) => ownersOf(rosterOf(snapshot, id))));
    return {
      kind: 'myMoves',
      claimKey: claimKeyOf(tx),
      at,
      messages: [...owners].map((userId) => ({ userId, payload })),
    };
  });
}

/** Trades that went through; waiver claims (through or failed) and free-agent moves that went through. */
function isPushed(tx: SleeperTransaction): boolean {
  const type = transactionType(tx.type);
  if (type === 'trade') return tx.status === 'complete';
  if (type === 'waiver') return tx.status === 'complete' || tx.status === 'failed';
  return type === 'free_agent' && tx.status === 'complete';
}

const claimKeyOf = (tx: SleeperTransaction) =>
  `${tx.type === 'trade' ? 'trade' : 'move'}:${tx.transaction_id}`;

/**
 * The games of a week that are final now: the one place that decides it, so that a game can count as
 * final as soon as it is over once the matchups say so per game. Today a week's games are final
 * together, when the week is (the game clock's last window closed, or the provider's calendar moved on).
 */
export function finalPairs(matchups: MatchupsResponse): MatchupPair[] {
  return matchups.summary.state === 'final' ? matchups.pairs : [];
}

/** The week being played (or just played), while recent: the dashboard's week of this season. */
async function currentWeek(ctx: AppContext, now: number) {
  const snapshot = await loadLeagueSnapshot(ctx);
  const { league, state, week } = snapshot;
  if (league.season !== state.season || !isRecentWeek(now, state.season_start_date, week)) return null;
  return { snapshot, matchups: await getMatchups(ctx, week) };
}

/** Each member's game once final, with its result; and a game within reach down to the last kickoff. */
export async function gameEvents(ctx: AppContext, now: number): Promise<PushEvent[]> {
  const current = await currentWeek(ctx, now);
  if (!current) return [];
  const { snapshot, matchups } = current;
  const { season, week } = matchups;
  const events: PushEvent[] = [];
  for (const pair of finalPairs(matchups)) {
    for (const side of [pair.home, pair.away]) {
      const payload = gameResultPayload({ season, week, pair, rosterId: side.rosterId });
      events.push({
        kind: 'myGame',
        claimKey: `game:${season}:${week}:${side.rosterId}`,
        messages: ownersOf(rosterOf(snapshot, side.rosterId)).map((userId) => ({ userId, payload })),
      });
    }
  }
  if (matchups.summary.state === 'live')
    events.push(...(await closeGameEvents(ctx, snapshot, matchups, now)));
  return events.filter((event) => !isEventClaimed(ctx.db, event.claimKey));
}

/**
 * "It comes down to the night game": a game whose starters left (both sides) all play in one kickoff,
 * every other starter done, and whose trailing team has players left and a real chance. Known only
 * where the game clock knows each player's game (the demo's Sunday: docs/decisions/0024).
 */
async function closeGameEvents(
  ctx: AppContext,
  snapshot: LeagueSnapshot,
  matchups: MatchupsResponse,
  now: number,
): Promise<PushEvent[]> {
  const { season, week } = matchups;
  const rows = await ctx.sleeper.matchups(ctx.leagueId, week);
  const infos = await ctx.sleeper.players(rows.flatMap((row) => starterIds(row)));
  const weekState = { week, current: snapshot.week, over: false };
  const kickoffsLeft = (rosterId: number) => {
    const row = rows.find((r) => r.roster_id === rosterId);
    return starterIds(row).map((id) => nflGameOf(ctx, weekState, infos.get(id)?.team ?? null));
  };
  const outlookOf = (rosterId: number) => matchups.outlooks.find((o) => o.rosterId === rosterId);
  const events: PushEvent[] = [];
  for (const pair of matchups.pairs) {
    const home = outlookOf(pair.home.rosterId);
    const away = outlookOf(pair.away.rosterId);
    if (!home || !away) continue;
    const trailing = home.winChance < away.winChance ? home : away;
    if (trailing.playersLeft === 0 || trailing.winChance < WITHIN_REACH) continue;
    const games = [...kickoffsLeft(pair.home.rosterId), ...kickoffsLeft(pair.away.rosterId)];
    const left = games.filter((g) => g.game !== 'post');
    const kickoffs = new Set(left.map((g) => g.kickoffAt));
    const [kickoff] = kickoffs;
    if (kickoffs.size !== 1 || !kickoff || left.length === games.length) continue;
    const night = centralWallClock(Date.parse(kickoff)).hour >= NIGHT_FROM_HOUR;
    for (const side of [pair.home, pair.away]) {
      const [mine, theirs] = side === pair.home ? [home, away] : [away, home];
      const payload = comesDownToPayload({
        season,
        week,
        pair,
        rosterId: side.rosterId,
        playersLeft: { mine: mine.playersLeft, theirs: theirs.playersLeft },
        night,
      });
      events.push({
        kind: 'myGame',
        claimKey: `close:${season}:${week}:${side.rosterId}`,
        staleAt: now + CLOSE_GAME_STALE_MS,
        messages: ownersOf(rosterOf(snapshot, side.rosterId)).map((userId) => ({ userId, payload })),
      });
    }
  }
  return events;
}

/** The league's trade deadline week (settings.trade_deadline; 99 or past the regular season: none). */
const tradeDeadlineSchema = z.object({ trade_deadline: z.number().int().min(1) });

/** The keeper deadline 72 and 24 hours before, draft day, the trade deadline's week: everyone. */
export async function deadlineEvents(ctx: AppContext, now: number): Promise<PushEvent[]> {
  const everyone = activeMemberIds(ctx.db);
  const toAll = (payload: PushEvent['messages'][number]['payload']) =>
    everyone.map((userId) => ({ userId, payload }));
  const events: PushEvent[] = [];
  const status = await keeperStatus(ctx, ctx.seasons.keeperSeason);
  const deadlineMs = status.deadline === null ? null : Date.parse(status.deadline);
  const due = deadlineMs === null || status.deadlinePassed ? null : keeperReminderDue(now, deadlineMs);
  if (deadlineMs !== null && due !== null) {
    const message = keeperDeadlineMessage({
      deadlineMs,
      draftSeason: status.draftSeason,
      hoursLeft: due.hoursLeft,
      siteUrl: null,
    });
    events.push({
      kind: 'deadlines',
      claimKey: `deadline:keeper:${status.draftSeason}:${deadlineMs}:${due.hoursLeft}h`,
      // Not once its words are no longer true.
      staleAt: due.endsAt,
      messages: toAll({
        title: message.title,
        body: message.body,
        url: '/keepers',
        tag: `keeper-deadline-${status.draftSeason}`,
      }),
    });
  }
  const startMs = status.draftStart === null ? null : Date.parse(status.draftStart);
  if (startMs !== null && draftDayDue(now, startMs)) {
    const message = draftDayMessage({ startMs, season: status.draftSeason, siteUrl: null });
    events.push({
      kind: 'deadlines',
      claimKey: `deadline:draft:${status.draftSeason}:${startMs}`,
      staleAt: startMs,
      messages: toAll({
        title: message.title,
        body: message.body,
        url: '/draft-board',
        tag: `draft-day-${status.draftSeason}`,
      }),
    });
  }
  const { league, state } = await loadLeagueSnapshot(ctx);
  const setting = tradeDeadlineSchema.safeParse(league.settings);
  const lastRegularWeek = (league.settings.playoff_week_start ?? 15) - 1;
  if (
    setting.success &&
    setting.data.trade_deadline <= lastRegularWeek &&
    league.status === 'in_season' &&
    league.season === state.season &&
    state.week === setting.data.trade_deadline &&
    isMorningOrLater(now)
  ) {
    events.push({
      kind: 'deadlines',
      claimKey: `deadline:trade:${league.season}:${setting.data.trade_deadline}`,
      staleAt: now + 3 * 24 * HOUR,
      messages: toAll(
        tradeDeadlinePayload({ season: league.season, week: state.week, leagueName: league.name }),
      ),
    });
  }
  return events.filter((event) => !isEventClaimed(ctx.db, event.claimKey));
}

/** The newest final week's recap, the morning after (when the group chat posts it too). */
export async function recapEvents(ctx: AppContext, now: number): Promise<PushEvent[]> {
  const claimKey = (season: string, week: number) => `recap:${season}:${week}`;
  const recap = await dueRecap(ctx, now, (season, week) => isEventClaimed(ctx.db, claimKey(season, week)));
  if (!recap) return [];
  const payload = recapPayload(recap);
  return [
    {
      kind: 'recap',
      claimKey: claimKey(recap.season, recap.week),
      staleAt: now + 3 * 24 * HOUR,
      messages: activeMemberIds(ctx.db).map((userId) => ({ userId, payload })),
    },
  ];
}
