// One final week of a season, told as a recap (docs/decisions/0022): the games, every team's score,
// result (and median result in a median season), lineup against its best possible one, standings and
// odds before and after the week, and the awards. Pure: the caller loads the season (and runs the
// two simulations, memoized per week since one week's "after" is the next one's "before").
import type { RecapGame, RecapResponse, RecapTeam } from '../../common/recap';
import type { SleeperMatchup } from '../sleeper/schemas';
import { EMPTY_SLOT, startingSlots } from './lineup';
import { matchupPoints, pairMatchups } from './matchups';
import { medianOutcome, weekMedian } from './median';
import type { SeasonSoFar, TeamChances } from './odds-as-of';
import { formatOffers, isMedianSeason, leagueFormat } from './format';
import { hasPlayerPoints } from './player-points';
import { playoffStage, roundContext, roundScore } from './playoff-games';
import { round2 } from './points';
import { noPlayerPointsText } from '../../common/player-points';
import { isLastLeg, roundLeader, roundTotals } from '../../common/two-week-round';
import { recapAwards, MIN_EARLIER_STARTS, type AwardStarter } from './recap-awards';
import { rostersAfterWeek } from './records-as-of';
import { buildRosterWeek, weekPointsById } from './roster-week';
import { setAsideOf } from './set-aside';
import { teamScoring } from './score-model';
import { computeStandings, DEFAULT_PLAYOFF_WEEK_START } from './standings';
import { winChance } from './win-chance';

export interface WeekRecapInput extends SeasonSoFar {
  week: number;
  /** The players of the week's rows: position (for the best lineups) and display name. */
  players: ReadonlyMap<string, { position: string | null; name: string }>;
  chancesBefore: ReadonlyMap<number, TeamChances>;
  chancesAfter: ReadonlyMap<number, TeamChances>;
}

/** What a recap computes; the server adds the league name, the path, the text and the neighbours. */
export type WeekRecap = Pick<
  RecapResponse,
  'season' | 'week' | 'playoffs' | 'median' | 'awards' | 'games' | 'teams' | 'playerPointsNote'
>;

const NO_CHANCES: TeamChances = { playoffs: 0, bye: 0, title: 0 };

/**
 * The week's pairs: regular season, winners-bracket games (named by round), or consolation games. A
 * game of a two-week round carries the round's score, and its result is the round's: decided on the
 * sum once its last week is played, undecided (no winner) after its first (docs/decisions/0030).
 */
function weekGames(input: WeekRecapInput, rows: readonly SleeperMatchup[]): RecapGame[] {
  const context = roundContext(
    input.league,
    input.winnersBracket,
    (week) => input.weeks.find((w) => w.week === week)?.matchups ?? [],
  );
  return pairMatchups(rows, input.teams, input.rosters).pairs.map((pair) => {
    const [a, b] = [pair.home.rosterId, pair.away.rosterId];
    const stage = playoffStage(context.roundWeeks, input.winnersBracket, input.week, a, b);
    const kind = stage === null ? 'regular' : stage === 'Consolation' ? 'consolation' : 'playoff';
    const round = roundScore(context, input.week, a, b);
    const game = {
      matchupId: pair.matchupId,
      kind,
      stage,
      home: { rosterId: a, teamName: pair.home.name, points: pair.home.points },
      away: { rosterId: b, teamName: pair.away.name, points: pair.away.points },
      winnerRosterId: pair.winnerRosterId,
      margin: pair.margin,
    } satisfies RecapGame;
    if (!round) return game;
    const totals = roundTotals(round);
    const leader = roundLeader(round, { rosterId: a, name: '' }, { rosterId: b, name: '' });
    return {
      ...game,
      round,
      winnerRosterId: isLastLeg(round) ? (leader?.rosterId ?? null) : null,
      margin: round2(Math.abs(totals.home - totals.away)),
    };
  });
}

/** The season's weeks before this one that have points, from its first week. */
function earlierWeeks(input: WeekRecapInput) {
  const start = input.league.settings.start_week ?? 1;
  return input.weeks.filter(
    (w) => w.week >= start && w.week < input.week && w.matchups.some((row) => matchupPoints(row) > 0),
  );
}

/**
 * Each roster's chance to win its game, before the week: the scoring model of the playoff simulation
 * (shrunk season means and spreads) over the weeks played before it.
 */
function winChances(input: WeekRecapInput, games: readonly RecapGame[]): Map<number, number> {
  const earlier = earlierWeeks(input);
  const order = input.rosters.map((r) => r.roster_id);
  const { teams } = teamScoring(
    order.map((rosterId) =>
      earlier.flatMap((w) => w.matchups.filter((row) => row.roster_id === rosterId).map(matchupPoints)),
    ),
  );
  const model = new Map(order.map((rosterId, i) => [rosterId, teams[i]!]));
  const chances = new Map<number, number>();
  for (const { home, away } of games) {
    const [a, b] = [model.get(home.rosterId), model.get(away.rosterId)];
    if (!a || !b) continue;
    const chance = winChance(a, b);
    chances.set(home.rosterId, chance);
    chances.set(away.rosterId, 1 - chance);
  }
  return chances;
}

/**
 * Every starter of the week with his points and his average as a starter in the weeks before; only
 * rows with player points (./player-points.ts) count, so a starter's unknown points are never a 0.
 */
function starters(input: WeekRecapInput, rows: readonly SleeperMatchup[]): AwardStarter[] {
  const earlier = new Map<string, { sum: number; starts: number }>();
  for (const { matchups } of earlierWeeks(input)) {
    for (const row of matchups.filter(hasPlayerPoints)) {
      const points = weekPointsById(row);
      for (const id of row.starters ?? []) {
        if (id === EMPTY_SLOT) continue;
        const seen = earlier.get(id) ?? { sum: 0, starts: 0 };
        earlier.set(id, { sum: seen.sum + (points.get(id) ?? 0), starts: seen.starts + 1 });
      }
    }
  }
  return rows.filter(hasPlayerPoints).flatMap((row) => {
    const points = weekPointsById(row);
    return (row.starters ?? [])
      .filter((id) => id !== EMPTY_SLOT)
      .map((playerId) => {
        const seen = earlier.get(playerId);
        return {
          playerId,
          playerName: input.players.get(playerId)?.name ?? playerId,
          rosterId: row.roster_id,
          points: points.get(playerId) ?? 0,
          average: seen && seen.starts >= MIN_EARLIER_STARTS ? seen.sum / seen.starts : null,
        };
      });
  });
}

export function weekRecap(input: WeekRecapInput): WeekRecap {
  const { league, week } = input;
  const rows = input.weeks.find((w) => w.week === week)?.matchups ?? [];
  const playoffStart = league.settings.playoff_week_start || DEFAULT_PLAYOFF_WEEK_START;
  const games = weekGames(input, rows);
  const median =
    isMedianSeason(league) && week < playoffStart ? round2(weekMedian(rows.map(matchupPoints))) : null;
  const slots = startingSlots(league.roster_positions);
  const standings = (throughWeek: number) =>
    new Map(
      computeStandings(
        league,
        rostersAfterWeek(league, input.rosters, input.teams, input.weeks, throughWeek),
        input.teams,
      ).map((s) => [s.rosterId, s]),
    );
  const [before, after] = [standings(week - 1), standings(week)];

  // A row of a roster the season does not know (never seen from the provider) has no standing.
  const teams: RecapTeam[] = rows
    .filter((row) => after.has(row.roster_id))
    .map((row) => {
      const team = input.teams.get(row.roster_id);
      const lineup = buildRosterWeek(
        slots,
        row,
        (row.players ?? []).map((playerId) => ({
          playerId,
          position: input.players.get(playerId)?.position ?? 'UNK',
          projectedPoints: 0,
        })),
        setAsideOf(input.rosters.find((r) => r.roster_id === row.roster_id)),
      );
      const game = games.find((g) => g.home.rosterId === row.roster_id || g.away.rosterId === row.roster_id);
      const opponent = game ? (game.home.rosterId === row.roster_id ? game.away : game.home) : null;
      const [was, is] = [before.get(row.roster_id)!, after.get(row.roster_id)!];
      const [oddsBefore, oddsAfter] = [
        input.chancesBefore.get(row.roster_id) ?? NO_CHANCES,
        input.chancesAfter.get(row.roster_id) ?? NO_CHANCES,
      ];
      const record = (s: typeof was) => ({ wins: s.wins, losses: s.losses, ties: s.ties });
      return {
        rosterId: row.roster_id,
        ownerId: team?.ownerId ?? null,
        teamName: team?.teamName ?? `Team ${row.roster_id}`,
        ownerName: team?.ownerDisplayName ?? 'Unknown Owner',
        avatar: team?.avatar ?? null,
        points: matchupPoints(row),
        // Half a two-week game has no result yet.
        result:
          game && !(game.round && !isLastLeg(game.round))
            ? game.winnerRosterId === null
              ? 'T'
              : game.winnerRosterId === row.roster_id
                ? 'W'
                : 'L'
            : null,
        opponentRosterId: opponent?.rosterId ?? null,
        medianResult: median === null ? null : medianOutcome(matchupPoints(row), median),
        lineup: {
          startersPoints: lineup.startersPoints,
          optimalPoints: lineup.optimalPoints,
          benchPoints: lineup.pointsLeftOnBench,
          share:
            lineup.optimalPoints !== null && lineup.optimalPoints > 0
              ? lineup.startersPoints / lineup.optimalPoints
              : null,
        },
        standing: {
          rankBefore: was.rank,
          rankAfter: is.rank,
          before: record(was),
          after: record(is),
          pointsForAfter: is.pointsFor,
          playoffStatusBefore: was.playoffStatus,
          playoffStatusAfter: is.playoffStatus,
        },
        odds: {
          playoffsBefore: oddsBefore.playoffs,
          playoffsAfter: oddsAfter.playoffs,
          titleBefore: oddsBefore.title,
          titleAfter: oddsAfter.title,
        },
      };
    });
  teams.sort((a, b) => a.standing.rankAfter - b.standing.rankAfter);

  // A two-week game counts once, on its sum, in its last week (docs/decisions/0030).
  const counted = games.filter((g) => g.kind !== 'consolation' && (!g.round || isLastLeg(g.round)));
  return {
    season: league.season,
    week,
    playoffs: week >= playoffStart,
    median,
    games,
    teams,
    // The awards that judge lineups or players (bench, manager of the week, boom, bust) need them.
    playerPointsNote: rows.every(hasPlayerPoints) ? null : noPlayerPointsText(league.season),
    awards: recapAwards({
      week,
      teams: teams.map((t) => ({
        rosterId: t.rosterId,
        teamName: t.teamName,
        points: t.points,
        startersPoints: t.lineup.startersPoints,
        optimalPoints: t.lineup.optimalPoints,
        benchPoints: t.lineup.benchPoints,
      })),
      games: counted,
      // A chance is a week's: a two-week game has none to be an upset against.
      winChances: winChances(
        input,
        counted.filter((g) => !g.round),
      ),
      starters: starters(input, rows),
      lineupJudgement: formatOffers(leagueFormat(league)).lineupJudgement,
    }),
  };
}
