// Every final week of the demo league as a recap: each award checked against the week's rows by an
// identity (the high score is the week's largest score, the blowout the largest margin of a counted
// game, points left on the bench never negative and zero exactly for a team that started its best
// lineup...), ties giving every tied team an entry, and the standings moving by the week's results.
import { describe, expect, it } from 'vitest';
import type { RecapAward } from '../../common/recap';
import { shownMargin } from '../../common/points-format';
import { demoManifest, readDemoFixture } from '../sleeper/demo-fixtures';
import { playersSchema, type SleeperMatchup } from '../sleeper/schemas';
import { demoSeasonOddsData } from '../test/demo-season-odds';
import { bestLineup, EMPTY_SLOT, lineupTotal, startingSlots } from './lineup';
import { matchupPoints } from './matchups';
import { chancesAfterWeek } from './odds-as-of';
import { round2 } from './points';
import { BOOM_BUST_MARGIN, MIN_EARLIER_STARTS, recapAwards, type AwardsInput } from './recap-awards';
import { weekPointsById } from './roster-week';
import { weekRecap, type WeekRecap } from './week-recap';

const directory = playersSchema.parse(readDemoFixture('players/nfl'));
const players = new Map(
  Object.entries(directory).map(([id, p]) => [
    id,
    { position: p.position ?? null, name: `${p.first_name ?? ''} ${p.last_name ?? ''}`.trim() },
  ]),
);
const noChances = new Map();

interface DemoWeek {
  season: string;
  week: number;
  rows: SleeperMatchup[];
  data: ReturnType<typeof demoSeasonOddsData>;
  recap: WeekRecap;
}

/** Every final week with points: 2022-2024 whole, 2025 weeks 1-13 (week 14 is being played). */
const demoWeeks: DemoWeek[] = demoManifest().seasons.flatMap(({ season }) => {
  const data = demoSeasonOddsData(season, { projections: false });
  const last = season === '2025' ? 13 : 17;
  return data.weeks
    .filter((w) => w.week <= last && w.matchups.some((row) => matchupPoints(row) > 0))
    .map((w) => ({
      season,
      week: w.week,
      rows: [...w.matchups],
      data,
      recap: weekRecap({ ...data, week: w.week, players, chancesBefore: noChances, chancesAfter: noChances }),
    }));
});
const where = (w: DemoWeek) => `${w.season} week ${w.week}`;
const awardsOf = (w: DemoWeek, id: RecapAward['id']) => w.recap.awards.filter((a) => a.id === id);

/** The week's counted games from the rows themselves: pairs by matchup_id, in the playoffs only
 * those of the winners bracket's round. */
function countedMargins(w: DemoWeek): number[] {
  const byGame = new Map<number, SleeperMatchup[]>();
  for (const row of w.rows)
    if (row.matchup_id != null) byGame.set(row.matchup_id, [...(byGame.get(row.matchup_id) ?? []), row]);
  const playoffStart = w.data.league.settings.playoff_week_start ?? 15;
  const round = w.data.winnersBracket.filter((m) => m.r === w.week - playoffStart + 1);
  return [...byGame.values()]
    .filter(
      ([a, b]) =>
        w.week < playoffStart ||
        round.some((m) => [m.t1, m.t2].includes(a!.roster_id) && [m.t1, m.t2].includes(b!.roster_id)),
    )
    .map(([a, b]) => round2(Math.abs(matchupPoints(a!) - matchupPoints(b!))));
}

describe('the demo league’s recaps', () => {
  it('cover every final week of every season', () => {
    expect(demoWeeks.filter((w) => w.season === '2025').map((w) => w.week)).toEqual(
      Array.from({ length: 13 }, (_, i) => i + 1),
    );
    expect(demoWeeks.filter((w) => w.season === '2022')).toHaveLength(17);
    expect(demoWeeks).toHaveLength(17 * 3 + 13);
  });

  it('high and low score: the largest and smallest team score of the week, every team on it named', () => {
    for (const w of demoWeeks) {
      const scores = w.rows.map(matchupPoints);
      for (const [id, value] of [
        ['high-score', Math.max(...scores)],
        ['low-score', Math.min(...scores)],
      ] as const) {
        const awards = awardsOf(w, id);
        const onIt = w.rows.filter((row) => matchupPoints(row) === value).map((row) => row.roster_id);
        expect(
          awards.map((a) => [a.rosterId, a.value]),
          `${where(w)} ${id}`,
        ).toEqual(onIt.sort((a, b) => a - b).map((rosterId) => [rosterId, value]));
        for (const a of awards) expect(a.tied).toBe(awards.length > 1);
      }
    }
  });

  it('blowout and closest: the largest and smallest margin of the counted games (no consolation game)', () => {
    for (const w of demoWeeks) {
      const margins = countedMargins(w);
      const decided = margins.filter((m) => m > 0);
      const blowout = awardsOf(w, 'blowout');
      expect(blowout.length, where(w)).toBeGreaterThan(0);
      // Chosen by the exact margin; its figure is the margin of the printed scores.
      const gameOf = (a: { rosterId: number }) =>
        w.recap.games.find((g) => [g.home.rosterId, g.away.rosterId].includes(a.rosterId))!;
      for (const a of blowout) {
        const game = gameOf(a);
        expect(game.margin, where(w)).toBe(Math.max(...decided));
        expect(a.value, where(w)).toBe(shownMargin(game.home.points, game.away.points));
        expect(game.winnerRosterId).toBe(a.rosterId);
        expect(game.kind).not.toBe('consolation');
      }
      for (const a of awardsOf(w, 'closest')) {
        const game = gameOf(a);
        expect(game.margin, where(w)).toBe(Math.min(...margins));
        expect(a.value, where(w)).toBe(shownMargin(game.home.points, game.away.points));
      }
    }
  });

  it('a tied game is the closest game: both its teams get the award (2023 week 9)', () => {
    const w = demoWeeks.find((d) => d.season === '2023' && d.week === 9)!;
    const closest = awardsOf(w, 'closest');
    expect(closest).toHaveLength(2);
    expect(closest.every((a) => a.value === 0 && a.tied)).toBe(true);
    expect(closest[0]!.opponentRosterId).toBe(closest[1]!.rosterId);
    expect(closest[1]!.opponentRosterId).toBe(closest[0]!.rosterId);
  });

  it('bench: never negative, zero exactly for a team that started its best lineup; the award is the largest', () => {
    let perfect = 0;
    for (const w of demoWeeks) {
      const slots = startingSlots(w.data.league.roster_positions);
      for (const team of w.recap.teams) {
        const row = w.rows.find((r) => r.roster_id === team.rosterId)!;
        const points = weekPointsById(row);
        const candidates = (row.players ?? []).map((id) => ({
          playerId: id,
          position: players.get(id)?.position ?? 'UNK',
          value: points.get(id) ?? 0,
        }));
        const best = lineupTotal(bestLineup(slots, candidates), (id) => points.get(id) ?? 0);
        const started = (row.starters ?? []).filter((id) => id !== EMPTY_SLOT);
        const { benchPoints, optimalPoints, startersPoints } = team.lineup;
        expect(benchPoints, where(w)).toBeGreaterThanOrEqual(0);
        expect(optimalPoints).toBe(best);
        expect(benchPoints).toBe(round2(best - startersPoints));
        // A team whose starters score what its best lineup scores started a best lineup.
        if (round2(started.reduce((sum, id) => sum + (points.get(id) ?? 0), 0)) === best) {
          expect(benchPoints, `${where(w)} roster ${team.rosterId}`).toBe(0);
          perfect += 1;
        }
      }
      const most = Math.max(...w.recap.teams.map((t) => t.lineup.benchPoints ?? 0));
      expect(awardsOf(w, 'bench').map((a) => a.value)).toEqual(
        most > 0 ? awardsOf(w, 'bench').map(() => most) : [],
      );
      const shares = w.recap.teams.map((t) => Math.round((t.lineup.share ?? 0) * 1000) / 10);
      for (const a of awardsOf(w, 'best-manager')) expect(a.value, where(w)).toBe(Math.max(...shares));
    }
    // The demo has managers who set their best lineup: the zero case is exercised.
    expect(perfect).toBeGreaterThan(0);
  });

  it('boom and bust: a starter of that team, far from his own average as a starter in the earlier weeks', () => {
    let found = { boom: 0, bust: 0 };
    for (const w of demoWeeks) {
      for (const id of ['boom', 'bust'] as const) {
        for (const a of awardsOf(w, id)) {
          found = { ...found, [id]: found[id] + 1 };
          const row = w.rows.find((r) => r.roster_id === a.rosterId)!;
          expect(row.starters).toContain(a.playerId);
          expect(a.value).toBe(weekPointsById(row).get(a.playerId!));
          // His starts before this week, counted here straight from the rows.
          const earlier = w.data.weeks
            .filter((e) => e.week < w.week)
            .flatMap((e) => e.matchups.filter((r) => r.starters?.includes(a.playerId!)))
            .map((r) => weekPointsById(r).get(a.playerId!) ?? 0);
          expect(earlier.length).toBeGreaterThanOrEqual(MIN_EARLIER_STARTS);
          const average = earlier.reduce((s, p) => s + p, 0) / earlier.length;
          expect(a.reference).toBe(round2(average));
          const gap = a.value - average;
          if (id === 'boom') expect(gap).toBeGreaterThanOrEqual(BOOM_BUST_MARGIN);
          else expect(gap).toBeLessThanOrEqual(-BOOM_BUST_MARGIN);
        }
      }
    }
    expect(found.boom).toBeGreaterThan(20);
    expect(found.bust).toBeGreaterThan(20);
  });

  it('upset: a winner who had under 50% before the week; none in a season’s first week (no model yet)', () => {
    let upsets = 0;
    for (const w of demoWeeks) {
      const upset = awardsOf(w, 'upset');
      if (w.week === 1) expect(upset, where(w)).toEqual([]);
      for (const a of upset) {
        upsets += 1;
        expect(a.value).toBeLessThan(50);
        expect(a.unit).toBe('percent');
        expect(w.recap.games.find((g) => g.winnerRosterId === a.rosterId)).toBeDefined();
      }
    }
    expect(upsets).toBeGreaterThan(20);
  });

  it('standings: each team’s record moves by its result (and median result in 2024), ranks stay a permutation', () => {
    for (const w of demoWeeks) {
      const n = w.recap.teams.length;
      expect(w.recap.teams.map((t) => t.standing.rankAfter)).toEqual(
        Array.from({ length: n }, (_, i) => i + 1),
      );
      expect(w.recap.median === null).toBe(!(w.season === '2024' && !w.recap.playoffs));
      for (const t of w.recap.teams) {
        const { before, after } = t.standing;
        const results = w.recap.playoffs ? [] : [t.result, t.medianResult];
        const count = (r: 'W' | 'L' | 'T') => results.filter((x) => x === r).length;
        expect(
          {
            wins: after.wins - before.wins,
            losses: after.losses - before.losses,
            ties: after.ties - before.ties,
          },
          where(w),
        ).toEqual({ wins: count('W'), losses: count('L'), ties: count('T') });
      }
    }
  });

  it('odds: each team’s chances before and after the week, as the simulation gives them', () => {
    const data = demoSeasonOddsData('2025', { projections: false });
    const [before, after] = [chancesAfterWeek(data, 12), chancesAfterWeek(data, 13)];
    const recap = weekRecap({ ...data, week: 13, players, chancesBefore: before, chancesAfter: after });
    for (const t of recap.teams) {
      expect(t.odds).toEqual({
        playoffsBefore: before.get(t.rosterId)!.playoffs,
        playoffsAfter: after.get(t.rosterId)!.playoffs,
        titleBefore: before.get(t.rosterId)!.title,
        titleAfter: after.get(t.rosterId)!.title,
      });
    }
  });
});

describe('ties', () => {
  const team = (rosterId: number, points: number, optimal: number) => ({
    rosterId,
    teamName: `Team ${rosterId}`,
    points,
    startersPoints: points,
    optimalPoints: optimal,
    benchPoints: round2(optimal - points),
  });
  const input: AwardsInput = {
    week: 3,
    teams: [team(1, 120, 150), team(2, 120, 150), team(3, 90, 90), team(4, 95, 95)],
    games: [
      {
        matchupId: 1,
        kind: 'regular',
        stage: null,
        home: { rosterId: 1, teamName: 'Team 1', points: 120 },
        away: { rosterId: 3, teamName: 'Team 3', points: 90 },
        winnerRosterId: 1,
        margin: 30,
      },
      {
        matchupId: 2,
        kind: 'regular',
        stage: null,
        home: { rosterId: 2, teamName: 'Team 2', points: 120 },
        away: { rosterId: 4, teamName: 'Team 4', points: 95 },
        winnerRosterId: 2,
        margin: 25,
      },
    ],
    winChances: new Map([
      [1, 0.5],
      [3, 0.5],
      [2, 0.4],
      [4, 0.6],
    ]),
    starters: [],
    lineupJudgement: true,
  };

  it('leave out the awards that judge lineup choices in best ball, where nobody chose a lineup', () => {
    const ids = new Set(recapAwards({ ...input, lineupJudgement: false }).map((a) => a.id));
    expect(ids.has('bench')).toBe(false);
    expect(ids.has('best-manager')).toBe(false);
    expect(ids.has('high-score')).toBe(true);
    expect(ids.has('upset')).toBe(true);
  });

  it('give each tied team its own entry, in roster order, marked tied', () => {
    const awards = recapAwards(input);
    const of = (id: RecapAward['id']) =>
      awards.filter((a) => a.id === id).map((a) => [a.rosterId, a.value, a.tied]);
    expect(of('high-score')).toEqual([
      [1, 120, true],
      [2, 120, true],
    ]);
    expect(of('bench')).toEqual([
      [1, 30, true],
      [2, 30, true],
    ]);
    expect(of('best-manager')).toEqual([
      [3, 100, true],
      [4, 100, true],
    ]);
    expect(of('low-score')).toEqual([[3, 90, false]]);
    // 50% is no underdog; 40% is.
    expect(of('upset')).toEqual([[2, 40, false]]);
    expect(of('boom')).toEqual([]);
  });
});

describe('a recap of a season without player points', () => {
  // A demo season as Sleeper sent 2020 and earlier: every team's score, no player's points.
  const normal = demoWeeks.find((w) => w.season === '2023' && w.week === 5)!;
  const stripped = normal.data.weeks.map((w) => ({
    ...w,
    matchups: w.matchups.map((row) => ({ ...row, players_points: {}, starters_points: [] })),
  }));
  const recap = weekRecap({
    ...normal.data,
    weeks: stripped,
    week: 5,
    players,
    chancesBefore: noChances,
    chancesAfter: noChances,
  });

  it('keeps the scores and results, judges no lineup and no player, and says why', () => {
    expect(recap.games).toEqual(normal.recap.games);
    expect(recap.teams.map((t) => t.points)).toEqual(normal.recap.teams.map((t) => t.points));
    expect(recap.teams.every((t) => t.lineup.optimalPoints === null && t.lineup.benchPoints === null)).toBe(
      true,
    );
    const ids = new Set(recap.awards.map((a) => a.id));
    for (const id of ['bench', 'best-manager', 'boom', 'bust'] as const) expect(ids.has(id)).toBe(false);
    expect(ids.has('high-score')).toBe(true);
    expect(recap.playerPointsNote).toBe("Player points aren't available for 2023.");
  });

  it('a season with player points has no such note', () => {
    expect(demoWeeks.every((w) => w.recap.playerPointsNote === null)).toBe(true);
  });
});
