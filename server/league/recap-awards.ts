// The awards of a week's recap (docs/decisions/0022), from what the week's computation
// (./week-recap.ts) has found: every team's score and lineup, the games that count, each winner's
// chance before the game and each starter's points against his own average. Ties give every tied team
// its own entry.
import { possessive, withArticle } from '../../common/english';
import type { RecapAward, RecapAwardId, RecapGame } from '../../common/recap';
import { formatMargin, shownMargin } from '../../common/points-format';
import { decidingPoints, roundResultText, weeksOfGame } from '../../common/two-week-round';
import { claims } from '../roast/claims';
import { formatPoints as pts, round2 } from './points';

/** A starter far from his average: at least this many points above (boom) or below (bust) it. */
export const BOOM_BUST_MARGIN = 12;
/** Earlier starts this season a player needs before his average means anything. */
export const MIN_EARLIER_STARTS = 3;

export interface AwardTeam {
  rosterId: number;
  teamName: string;
  points: number;
  startersPoints: number;
  optimalPoints: number | null;
  benchPoints: number | null;
}

export interface AwardStarter {
  playerId: string;
  playerName: string;
  rosterId: number;
  points: number;
  /** His average as a starter this season before the week; null with fewer than MIN_EARLIER_STARTS. */
  average: number | null;
}

export interface AwardsInput {
  week: number;
  teams: readonly AwardTeam[];
  /** The games that count (regular season and winners bracket; consolation games left out). */
  games: readonly RecapGame[];
  /** roster id -> the chance it had to win its game, before the week. */
  winChances: ReadonlyMap<number, number>;
  starters: readonly AwardStarter[];
  /**
   * Whether managers chose their lineups: not in best ball, where Sleeper starts the best lineup itself
   * (server/league/format.ts), so bench points and the manager of the week would judge nobody.
   */
  lineupJudgement: boolean;
}

const TITLES: Readonly<Record<RecapAwardId, string>> = {
  'high-score': 'High score',
  'low-score': 'Low score',
  blowout: 'Biggest blowout',
  closest: 'Closest game',
  upset: 'Upset of the week',
  bench: 'Most points on the bench',
  'best-manager': 'Manager of the week',
  boom: 'Boom',
  bust: 'Bust',
};

const percent = (share: number) => Math.round(share * 1000) / 10;

/** The items that share the largest (or smallest) value, compared to the hundredth. */
function extremes<T>(items: readonly T[], value: (item: T) => number, pick: 'max' | 'min'): T[] {
  if (items.length === 0) return [];
  const values = items.map((item) => round2(value(item)));
  const best = pick === 'max' ? Math.max(...values) : Math.min(...values);
  return items.filter((_, i) => values[i] === best);
}

type AwardFields = Omit<RecapAward, 'id' | 'title' | 'tied'>;
const noExtras = { reference: null, opponentRosterId: null, playerId: null, playerName: null };

/** One entry per winner, in roster id order, `tied` when several share the award. */
function award(id: RecapAwardId, winners: readonly AwardFields[], title = TITLES[id]): RecapAward[] {
  return [...winners]
    .sort((a, b) => a.rosterId - b.rosterId)
    .map((fields) => ({ id, title, tied: winners.length > 1, ...fields }));
}

type Side = RecapGame['home'];
/** A roster's side of a game, then the other side. */
const sidesOf = (game: RecapGame, rosterId: number): [Side, Side] =>
  game.home.rosterId === rosterId ? [game.home, game.away] : [game.away, game.home];

/** One side's award for a game: its team, and the other team as the opponent. */
const gameAward = (game: RecapGame, rosterId: number, detail: string, value: number): AwardFields => {
  const [side, other] = sidesOf(game, rosterId);
  return {
    ...noExtras,
    rosterId: side.rosterId,
    teamName: side.teamName,
    value,
    unit: 'points',
    detail,
    opponentRosterId: other.rosterId,
  };
};

function scoreAwards(input: AwardsInput): RecapAward[] {
  const score = (id: 'high-score' | 'low-score', pick: 'max' | 'min', words: string) =>
    award(
      id,
      extremes(input.teams, (t) => t.points, pick).map((t) => ({
        ...noExtras,
        rosterId: t.rosterId,
        teamName: t.teamName,
        value: t.points,
        unit: 'points' as const,
        detail: `${t.teamName} scored ${pts(t.points)}, the ${words} of week ${input.week}.`,
      })),
    );
  return [...score('high-score', 'max', 'most'), ...score('low-score', 'min', 'fewest')];
}

function gameAwards(input: AwardsInput): RecapAward[] {
  const decided = input.games.filter((g) => g.winnerRosterId !== null);
  // Ranked by the exact margin; printed as the difference of the printed scores. A two-week game is
  // one game on its sum (docs/decisions/0030).
  const shown = (g: RecapGame) => {
    const points = decidingPoints(g);
    return shownMargin(points.home, points.away);
  };
  const margin = (g: RecapGame) => {
    const points = decidingPoints(g);
    return formatMargin(points.home, points.away);
  };
  const named = (side: Side) => ({ rosterId: side.rosterId, name: side.teamName });
  /** The game's result: the week's winner, or a two-week game's words on its sum (a level one too). */
  const beat = (g: RecapGame) => {
    if (g.round) return roundResultText(g.round, named(g.home), named(g.away), 'final');
    const [w, l] = sidesOf(g, g.winnerRosterId!);
    return `${w.teamName} beat ${l.teamName} ${pts(w.points)} to ${pts(l.points)}`;
  };
  // The titles claim what the margin is, as the recap's text does (server/roast/claims.ts): a rout
  // and a close game are measured against the week's average score, over both weeks for a two-week
  // game, whose margin is its sum's (an 8-point two-week game is no blowout), and say their two weeks.
  const weekAverage = input.teams.reduce((sum, t) => sum + t.points, 0) / Math.max(1, input.teams.length);
  const average = (g: RecapGame) => weekAverage * weeksOfGame(g);
  const titled = (g: RecapGame, title: string) => (g.round ? `${title} over two weeks` : title);
  const blowoutTitle = (g: RecapGame) =>
    titled(g, claims.rout(g.margin, average(g)) ? TITLES.blowout : 'Widest margin');
  const closestTitle = (g: RecapGame) =>
    titled(g, claims.near(g.margin, average(g)) ? TITLES.closest : 'Smallest margin');
  const widest = extremes(decided, (g) => g.margin, 'max');
  const blowout = award(
    'blowout',
    widest.map((g) => gameAward(g, g.winnerRosterId!, `${beat(g)}, by ${margin(g)}.`, shown(g))),
    widest[0] && blowoutTitle(widest[0]),
  );
  const nearest = extremes(input.games, (g) => g.margin, 'min');
  const closest = award(
    'closest',
    nearest.flatMap((g) =>
      g.winnerRosterId === null
        ? [g.home, g.away].map((side) =>
            gameAward(
              g,
              side.rosterId,
              g.round
                ? `${beat(g)}.`
                : `${g.home.teamName} and ${g.away.teamName} tied at ${pts(side.points)}.`,
              0,
            ),
          )
        : [gameAward(g, g.winnerRosterId, `${beat(g)}, by ${margin(g)}.`, shown(g))],
    ),
    nearest[0] && closestTitle(nearest[0]),
  );
  // An underdog as a member reads it: under 50% once rounded (equal models give 50%, no upset).
  const underdogs = decided
    .map((game) => ({ game, chance: percent(input.winChances.get(game.winnerRosterId!) ?? 0.5) }))
    .filter(({ chance }) => chance < 50);
  const upset = award(
    'upset',
    extremes(underdogs, (u) => u.chance, 'min').map(({ game, chance }) => ({
      ...gameAward(
        game,
        game.winnerRosterId!,
        `${beat(game)} with ${withArticle(`${chance}%`)} chance to win before the week.`,
        chance,
      ),
      unit: 'percent' as const,
    })),
  );
  return [...blowout, ...closest, ...upset];
}

function lineupAwards(input: AwardsInput): RecapAward[] {
  const scored = input.teams.filter(
    (t): t is AwardTeam & { optimalPoints: number; benchPoints: number } =>
      t.optimalPoints !== null && t.benchPoints !== null,
  );
  const leftPoints = scored.filter((t) => t.benchPoints > 0);
  const bench = award(
    'bench',
    extremes(leftPoints, (t) => t.benchPoints, 'max').map((t) => ({
      ...noExtras,
      rosterId: t.rosterId,
      teamName: t.teamName,
      value: t.benchPoints,
      unit: 'points' as const,
      reference: t.optimalPoints,
      detail: `${t.teamName} left ${pts(t.benchPoints)} points on the bench: its best lineup would have scored ${pts(t.optimalPoints)}, its starters scored ${pts(t.startersPoints)}.`,
    })),
  );
  const managed = scored.filter((t) => t.optimalPoints > 0);
  const best = award(
    'best-manager',
    extremes(managed, (t) => percent(t.startersPoints / t.optimalPoints), 'max').map((t) => {
      const share = percent(t.startersPoints / t.optimalPoints);
      return {
        ...noExtras,
        rosterId: t.rosterId,
        teamName: t.teamName,
        value: share,
        unit: 'percent' as const,
        reference: t.optimalPoints,
        detail: `${t.teamName} started ${share}% of its best possible lineup: ${pts(t.startersPoints)} of ${pts(t.optimalPoints)}.`,
      };
    }),
  );
  return [...bench, ...best];
}

function playerAwards(input: AwardsInput): RecapAward[] {
  const teamName = new Map(input.teams.map((t) => [t.rosterId, t.teamName]));
  const measured = input.starters.filter((s): s is AwardStarter & { average: number } => s.average !== null);
  const diff = (s: { points: number; average: number }) => s.points - s.average;
  const player = (id: 'boom' | 'bust', group: readonly (AwardStarter & { average: number })[]) =>
    award(
      id,
      group.map((s) => {
        const team = teamName.get(s.rosterId) ?? `Team ${s.rosterId}`;
        const words = id === 'boom' ? 'above' : 'below';
        return {
          rosterId: s.rosterId,
          teamName: team,
          value: s.points,
          unit: 'points' as const,
          reference: round2(s.average),
          // No "his": the player may be a team's defense.
          detail: `${s.playerName} scored ${pts(s.points)} for ${team}, ${pts(Math.abs(diff(s)))} ${words} ${possessive(s.playerName)} average of ${pts(s.average)}.`,
          opponentRosterId: null,
          playerId: s.playerId,
          playerName: s.playerName,
        };
      }),
    );
  const booms = measured.filter((s) => diff(s) >= BOOM_BUST_MARGIN);
  const busts = measured.filter((s) => diff(s) <= -BOOM_BUST_MARGIN);
  return [...player('boom', extremes(booms, diff, 'max')), ...player('bust', extremes(busts, diff, 'min'))];
}

/** Every award of the week, in RECAP_AWARD_IDS order (tied entries in roster id order). */
export function recapAwards(input: AwardsInput): RecapAward[] {
  return [
    ...scoreAwards(input),
    ...gameAwards(input),
    ...(input.lineupJudgement ? lineupAwards(input) : []),
    ...playerAwards(input),
  ];
}
