// The demo league's live Sunday: a newcomer with no league of their own sees live scoring. The
// fixtures freeze week 14 after the early games (manifest note week14InProgress); the generator also
// wrote what the week holds (fixtures/demo-league/demo-live/week-14.json: who plays whom in each
// kickoff slot, and the final points of the players still to play). When someone starts watching, this plays them out in a
// few minutes: the late games first, then the night games, each player's points rising in steps,
// until the week is final. The demo transport answers the week's matchups through it, so the live
// poller, the cache and the pages see the scores move exactly as they would from the provider.
import { z } from 'zod';
import { round2 } from '../league/points';
import { readDemoFixture } from '../sleeper/demo-fixtures';
import { clockAt } from '../../common/nfl-clock';
import { nflStateSchema, type SleeperMatchup } from '../sleeper/schemas';
import type { GameClock, NflGame } from './game-clock';
import type { WindowDecision } from './game-windows';

/**
 * When each kickoff slot of the live Sunday starts, and how long a game lasts, in sevenths of the
 * Sunday: the late games first, the night game two sevenths later, Monday night two more, each game
 * three sevenths long. The plan's other slots (Thursday night, the Sunday early games) are over before
 * the live Sunday starts.
 */
const SLOT_START: Readonly<Record<string, number>> = {
  'sunday-late': 0,
  'sunday-night': 2 / 7,
  'monday-night': 4 / 7,
};
const GAME_SHARE = 3 / 7;
/** The whole live Sunday by default (DEMO_SUNDAY_SECONDS): seven minutes, three per game. */
export const DEMO_SUNDAY_MS = 7 * 60_000;
/** Points arrive in this many steps per game (a player's steps are offset from the others'). */
const STEPS = 8;

export const demoLivePlanSchema = z.object({
  leagueId: z.string(),
  week: z.number().int(),
  games: z.array(z.object({ slot: z.string(), teams: z.array(z.string()) })),
  finalPoints: z.record(z.string(), z.object({ team: z.string().nullable(), points: z.number() })),
});
export type DemoLivePlan = z.infer<typeof demoLivePlanSchema>;

/**
 * The plan of the demo's current week (demo-live/week-<state week>), read from the demo league served:
 * the committed fixtures by default, or a league built for another format (server/sleeper/demo-league.ts).
 */
export function loadDemoLivePlan(read: (relPath: string) => unknown = readDemoFixture): DemoLivePlan {
  const { week } = nflStateSchema.parse(read('state/nfl'));
  return demoLivePlanSchema.parse(read(`demo-live/week-${week}`));
}

/** A stable fraction in [0, 1) per player, so points do not all move at the same moment. */
function phaseOf(playerId: string): number {
  let hash = 0;
  for (const char of playerId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return (hash % 997) / 997;
}

export class DemoLiveSunday implements GameClock {
  readonly kind = 'demo';
  private startedAt: number | null = null;
  private readonly kickoffOfTeam = new Map<string, number>();
  private readonly opponentOfTeam = new Map<string, string>();
  private readonly path: string;
  private readonly gameMs: number;

  constructor(
    private readonly plan: DemoLivePlan,
    private readonly now: () => number,
    /** The whole Sunday, first kickoff to the last final whistle (DEMO_SUNDAY_SECONDS). */
    private readonly sundayMs: number = DEMO_SUNDAY_MS,
  ) {
    this.gameMs = sundayMs * GAME_SHARE;
    for (const { slot, teams } of plan.games) {
      const start = SLOT_START[slot];
      for (const team of teams) {
        if (start !== undefined) this.kickoffOfTeam.set(team, sundayMs * start);
        const opponent = teams.find((other) => other !== team);
        if (opponent) this.opponentOfTeam.set(team, opponent);
      }
    }
    this.path = `league/${plan.leagueId}/matchups/${plan.week}`;
  }

  /**
   * The Sunday starts when the first member starts watching, once per server start: once final it
   * stays final (a member signing in later sees the week's result, not the games played again).
   */
  watchStarted(now: Date): void {
    this.startedAt ??= now.getTime();
  }

  /** Open while the Sunday is played; over (final) after it; nothing before anyone watched. */
  decide(now: Date): WindowDecision {
    if (this.startedAt === null) return { open: false, weekOver: false, nextOpenAt: null };
    const over = now.getTime() - this.startedAt >= this.sundayMs;
    return { open: !over, weekOver: over, nextOpenAt: null };
  }

  /**
   * A team's game: the week's early games are over before the Sunday starts (the fixtures hold their
   * final points); a team of the live Sunday kicks off at its slot, plays for a game's length (its
   * clock running through four quarters), then is done.
   */
  nflGame(team: string, now: Date): NflGame | undefined {
    const opponent = this.opponentOfTeam.get(team) ?? null;
    const kickoff = this.kickoffOfTeam.get(team);
    if (kickoff === undefined) return { state: 'post', kickoffAt: null, opponent, clock: null };
    if (this.startedAt === null) return { state: 'pre', kickoffAt: null, opponent, clock: null };
    const elapsed = now.getTime() - this.startedAt;
    const kickoffAt = new Date(this.startedAt + kickoff);
    if (elapsed < kickoff) return { state: 'pre', kickoffAt, opponent, clock: null };
    if (elapsed >= kickoff + this.gameMs) return { state: 'post', kickoffAt, opponent, clock: null };
    return { state: 'in', kickoffAt, opponent, clock: clockAt((elapsed - kickoff) / this.gameMs) };
  }

  /** The provider answer for `providerPath`, with the live Sunday's points applied to its week. */
  overlay(providerPath: string, body: unknown): unknown {
    if (this.startedAt === null || providerPath !== this.path || !Array.isArray(body)) return body;
    const elapsed = this.now() - this.startedAt;
    return (body as SleeperMatchup[]).map((row) => this.playRow(row, elapsed));
  }

  /** A player's points `elapsed` ms into the Sunday: a share of his final points, in steps. */
  pointsAt(playerId: string, elapsed: number): number | undefined {
    const final = this.plan.finalPoints[playerId];
    if (!final) return undefined;
    const kickoff = this.kickoffOfTeam.get(final.team ?? '') ?? 0;
    const progress = (elapsed - kickoff) / this.gameMs;
    if (progress <= 0) return 0;
    if (progress >= 1) return final.points;
    const share = Math.min(1, Math.floor(progress * STEPS + phaseOf(playerId)) / STEPS);
    return round2(final.points * share);
  }

  private playRow(row: SleeperMatchup, elapsed: number): SleeperMatchup {
    const players = { ...row.players_points };
    for (const id of Object.keys(players)) {
      const points = this.pointsAt(id, elapsed);
      if (points !== undefined) players[id] = points;
    }
    const starters = (row.starters ?? []).map((id) => players[id] ?? 0);
    return {
      ...row,
      players_points: players,
      starters_points: starters,
      points: round2(starters.reduce((sum, p) => sum + p, 0)),
    };
  }
}
