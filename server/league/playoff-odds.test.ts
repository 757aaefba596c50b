import { describe, expect, it } from 'vitest';
import { bracketLayout } from './playoff-bracket';
import {
  clinchesByWinningOut,
  simulatePlayoffOdds,
  type OddsInput,
  type OddsResult,
  type OddsTeam,
  type PrizeTable,
} from './playoff-odds';
import { computePlayoffStatuses } from './playoff-status';
import { NormalScoreModel, type RandomSource, type ScoreModel } from './score-model';

const PRIZES: PrizeTable = { first: 120, second: 60, third: 30, highestPoints: 20, unlucky: 10, blowout: 20 };

const team = (rosterId: number, wins: number, losses: number, pointsFor: number, ties = 0): OddsTeam => ({
  rosterId,
  wins,
  losses,
  ties,
  pointsFor,
  pointsAgainst: 400 + rosterId,
  division: null,
});

/** Every team's weekly score from a few values with given chances (enumerable). */
interface Discrete {
  values: number[];
  chances: number[];
}

class DiscreteModel implements ScoreModel {
  constructor(private readonly dist: (team: number, week: number) => Discrete) {}
  draw(team: number, week: number, random: RandomSource): number {
    const { values, chances } = this.dist(team, week);
    let u = random.uniform();
    for (let k = 0; k < values.length; k += 1) {
      u -= chances[k]!;
      if (u < 0) return values[k]!;
    }
    return values[values.length - 1]!;
  }
}

/** A model that plays fixed scores (no randomness): score[team][week]. */
class FixedModel implements ScoreModel {
  constructor(private readonly score: (team: number, week: number) => number) {}
  draw(team: number, week: number): number {
    return this.score(team, week);
  }
}

function sumOf(result: OddsResult, pick: (t: OddsResult['teams'][number]) => number): number {
  return result.teams.reduce((sum, t) => sum + pick(t), 0);
}

describe('simulatePlayoffOdds against exact enumeration (4 teams, 2 weeks left, 3 playoff teams)', () => {
  const teams = [team(1, 3, 1, 480), team(2, 2, 2, 470), team(3, 2, 2, 455), team(4, 1, 3, 430)];
  const base: Discrete[] = [
    { values: [100, 120, 140], chances: [0.3, 0.4, 0.3] },
    { values: [95, 120, 150], chances: [0.25, 0.5, 0.25] },
    { values: [90, 115, 145], chances: [0.2, 0.5, 0.3] },
    { values: [80, 120, 160], chances: [0.4, 0.2, 0.4] },
  ];
  // Team 4 scores 5 more in week 6: the model's weeks must not be mixed up.
  const dist = (t: number, week: number): Discrete =>
    t === 3 && week === 6 ? { ...base[3]!, values: base[3]!.values.map((v) => v + 5) } : base[t]!;
  const input: OddsInput = {
    teams,
    median: false,
    remaining: [
      {
        week: 5,
        games: [
          [1, 2],
          [3, 4],
        ],
      },
      {
        week: 6,
        games: [
          [1, 3],
          [2, 4],
        ],
      },
    ],
    playoffTeams: 3,
    roundWeeks: [[7], [8]],
    bracket: bracketLayout(3),
    prizes: PRIZES,
    blowoutSoFar: { rosterId: 2, margin: 60 },
  };

  /** Exact probabilities, written independently of the simulation: every outcome weighted. */
  function enumerate() {
    const n = 4;
    const playoffs = new Array<number>(n).fill(0);
    const bye = new Array<number>(n).fill(0);
    const title = new Array<number>(n).fill(0);
    const seed = new Array<number>(n).fill(0);
    // P(team x beats team y in a week), an exact tie going to the better seed.
    const beats = (x: number, y: number, week: number, xIsBetterSeed: boolean) => {
      const dx = dist(x, week);
      const dy = dist(y, week);
      let p = 0;
      dx.values.forEach((vx, i) =>
        dy.values.forEach((vy, j) => {
          if (vx > vy || (vx === vy && xIsBetterSeed)) p += dx.chances[i]! * dy.chances[j]!;
        }),
      );
      return p;
    };
    const draws = [5, 6].flatMap((week) => [0, 1, 2, 3].map((t) => ({ week, t })));
    const visit = (k: number, chance: number, picked: number[]) => {
      if (k === draws.length) {
        const score2 = teams.map((t) => 2 * t.wins + t.ties);
        const pf = teams.map((t) => t.pointsFor);
        picked.forEach((v, d) => (pf[draws[d]!.t]! += v));
        const at = (week: number, t: number) => picked[draws.findIndex((d) => d.week === week && d.t === t)]!;
        for (const [week, a, b] of [
          [5, 0, 1],
          [5, 2, 3],
          [6, 0, 2],
          [6, 1, 3],
        ] as const) {
          const sa = at(week, a);
          const sb = at(week, b);
          if (sa > sb) score2[a]! += 2;
          else if (sb > sa) score2[b]! += 2;
          else {
            score2[a]! += 1;
            score2[b]! += 1;
          }
        }
        const order = [0, 1, 2, 3].sort((a, b) => score2[b]! - score2[a]! || pf[b]! - pf[a]! || a - b);
        order.forEach((t, s) => {
          seed[t]! += chance * (s + 1);
          if (s < 3) playoffs[t]! += chance;
          if (s < 1) bye[t]! += chance;
        });
        const [s1, s2, s3] = order as [number, number, number];
        const twoWins = beats(s2, s3, 7, true);
        title[s1]! += chance * (twoWins * beats(s1, s2, 8, true) + (1 - twoWins) * beats(s1, s3, 8, true));
        title[s2]! += chance * twoWins * beats(s2, s1, 8, false);
        title[s3]! += chance * (1 - twoWins) * beats(s3, s1, 8, false);
        return;
      }
      const { values, chances } = dist(draws[k]!.t, draws[k]!.week);
      values.forEach((v, i) => visit(k + 1, chance * chances[i]!, [...picked, v]));
    };
    visit(0, 1, []);
    return { playoffs, bye, title, seed };
  }

  it('gives the enumerated playoff, bye and title odds and expected seeds within 1%', () => {
    const exact = enumerate();
    expect(exact.playoffs.reduce((a, b) => a + b, 0)).toBeCloseTo(3, 9);
    const result = simulatePlayoffOdds(input, { runs: 100_000, seed: 7, model: new DiscreteModel(dist) });
    result.teams.forEach((t, i) => {
      expect(Math.abs(t.playoffs - exact.playoffs[i]!), `playoffs of ${t.rosterId}`).toBeLessThan(0.01);
      expect(Math.abs(t.bye - exact.bye[i]!), `bye of ${t.rosterId}`).toBeLessThan(0.01);
      expect(Math.abs(t.title - exact.title[i]!), `title of ${t.rosterId}`).toBeLessThan(0.01);
      expect(Math.abs(t.expectedSeed - exact.seed[i]!), `seed of ${t.rosterId}`).toBeLessThan(0.01);
    });
    // Not a degenerate race: every team has a real chance of something.
    expect(exact.playoffs.every((p) => p > 0.05 && p < 1)).toBe(true);
  });

  it('adds up: playoff spots, the bye, one title, every seed, every dollar on offer', () => {
    const result = simulatePlayoffOdds(input, { runs: 5_000, seed: 11, model: new DiscreteModel(dist) });
    expect(sumOf(result, (t) => t.playoffs)).toBeCloseTo(3, 9);
    expect(sumOf(result, (t) => t.bye)).toBeCloseTo(1, 9);
    expect(sumOf(result, (t) => t.title)).toBeCloseTo(1, 9);
    expect(sumOf(result, (t) => t.final)).toBeCloseTo(2, 9);
    expect(sumOf(result, (t) => t.expectedSeed)).toBeCloseTo(10, 9);
    expect(result.moneyOnOffer).toBe(260);
    expect(sumOf(result, (t) => t.expectedPrize)).toBeCloseTo(260, 6);
    for (const t of result.teams) {
      expect(t.seedOdds.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
      expect(t.byWins.reduce((sum, w) => sum + w.chance, 0)).toBeCloseTo(1, 9);
    }
  });

  it('is deterministic for a seed', () => {
    const model = new DiscreteModel(dist);
    const a = simulatePlayoffOdds(input, { runs: 2_000, seed: 42, model });
    const b = simulatePlayoffOdds(input, { runs: 2_000, seed: 42, model });
    const c = simulatePlayoffOdds(input, { runs: 2_000, seed: 43, model });
    expect(b).toEqual(a);
    expect(c.teams.map((t) => t.playoffs)).not.toEqual(a.teams.map((t) => t.playoffs));
  });
});

describe('clinched and eliminated teams', () => {
  // 8 teams, 4 make it, 2 weeks left: 1 and 2 have clinched, 7 and 8 are out, the rest fight.
  const teams = [
    team(1, 11, 1, 1500),
    team(2, 10, 2, 1450),
    team(3, 7, 5, 1300),
    team(4, 6, 6, 1320),
    team(5, 6, 6, 1250),
    team(6, 5, 7, 1200),
    team(7, 3, 9, 1100),
    team(8, 2, 10, 1000),
  ];
  const input: OddsInput = {
    teams,
    median: false,
    remaining: [
      {
        week: 13,
        games: [
          [1, 8],
          [2, 7],
          [3, 6],
          [4, 5],
        ],
      },
      {
        week: 14,
        games: [
          [1, 2],
          [3, 4],
          [5, 6],
          [7, 8],
        ],
      },
    ],
    playoffTeams: 4,
    roundWeeks: [[15], [16]],
    bracket: bracketLayout(4),
    prizes: PRIZES,
    blowoutSoFar: null,
  };
  const statuses = computePlayoffStatuses(
    teams.map((t, i) => ({ ...t, seed: i + 1 })),
    { regularSeasonWeeks: 14, resultsPerWeek: 1, playoffTeams: 4 },
  );
  const model = new NormalScoreModel({ playedScores: teams.map((_, i) => [100 + 3 * i, 120 - 2 * i, 110]) });

  it('comes out at exactly 100% and 0%, agreeing with the status; the others strictly between', () => {
    const result = simulatePlayoffOdds(input, { runs: 10_000, seed: 5, model });
    for (const t of result.teams) {
      const status = statuses.get(t.rosterId);
      if (status === 'clinched') expect(t.playoffs, `roster ${t.rosterId}`).toBe(1);
      else if (status === 'eliminated') expect(t.playoffs, `roster ${t.rosterId}`).toBe(0);
      else expect(t.playoffs).toBeLessThan(1);
    }
    // Still fighting: 3, 4 and 5 have real chances; 6 can only tie on wins and is 50+ points behind
    // on the tie-break (possible, so not eliminated, but practically never).
    for (const i of [2, 3, 4]) expect(result.teams[i]!.playoffs).toBeGreaterThan(0.05);
    expect(result.teams[5]!.playoffs).toBeLessThan(0.01);
    expect([...statuses.values()].sort()).toEqual([
      'clinched',
      'clinched',
      'eliminated',
      'eliminated',
      'fighting',
      'fighting',
      'fighting',
      'fighting',
    ]);
    // The eliminated win no title and no championship money; the sums still hold.
    expect(result.teams[7]!.title).toBe(0);
    expect(result.teams[7]!.prizes.championship).toBe(0);
    expect(sumOf(result, (t) => t.playoffs)).toBeCloseTo(4, 9);
    expect(sumOf(result, (t) => t.expectedPrize)).toBeCloseTo(result.moneyOnOffer, 6);
  });

  it('proves who clinches by winning out, and reports what winning buys', () => {
    // Team 3 (7-5) wins out to 9-5: only 1 and 2 can match that (4 and 5 play each other... and lose
    // to nobody else), so it is in; team 6 (5-7) at best 7-7 can be caught by 4 or more.
    expect(clinchesByWinningOut(input, 3)).toBe(true);
    expect(clinchesByWinningOut(input, 6)).toBe(false);
    const result = simulatePlayoffOdds(input, { runs: 10_000, seed: 5, model });
    const three = result.teams[2]!;
    expect(three.resultsLeft).toBe(2);
    expect(three.byWins.map((w) => w.wins)).toEqual([0, 1, 2]);
    expect(three.byWins[2]!.playoffs).toBe(1);
    expect(three.clinchesByWinningOut).toBe(true);
  });
});

describe('median seasons play the median too', () => {
  it('gives each team a second result a week: above the median a win, below a loss', () => {
    const teams = [team(1, 4, 4, 800), team(2, 4, 4, 790), team(3, 4, 4, 780), team(4, 4, 4, 770)];
    // One week left: 1 v 2, 3 v 4. Fixed scores 150, 100, 140, 90: median 120.
    const fixed = [150, 100, 140, 90];
    const input: OddsInput = {
      teams,
      median: true,
      remaining: [
        {
          week: 5,
          games: [
            [1, 2],
            [3, 4],
          ],
        },
      ],
      playoffTeams: 2,
      roundWeeks: [[6]],
      bracket: bracketLayout(2),
      prizes: PRIZES,
      blowoutSoFar: null,
    };
    const result = simulatePlayoffOdds(input, { runs: 10, seed: 1, model: new FixedModel((t) => fixed[t]!) });
    // 1 and 3 win twice (6-4), 2 and 4 lose twice: 1 (more points) is seed 1, 3 seed 2.
    expect(result.teams.map((t) => t.resultsLeft)).toEqual([2, 2, 2, 2]);
    expect(result.teams.map((t) => t.expectedSeed)).toEqual([1, 3, 2, 4]);
    expect(result.teams.map((t) => t.playoffs)).toEqual([1, 0, 1, 0]);
    expect(result.teams[0]!.byWins[2]).toEqual({ wins: 2, chance: 1, playoffs: 1 });
    // The biggest margin (1 over 2 by 50) takes the blowout award; 1 scores most.
    expect(result.teams[0]!.prizes.blowout).toBe(20);
    expect(result.teams[0]!.prizes.highestPoints).toBe(20);
  });

  it('breaks a tie on wins by points for, then by roster id', () => {
    const teams = [team(1, 5, 3, 800), team(2, 5, 3, 800), team(3, 5, 3, 801), team(4, 1, 7, 700)];
    const input: OddsInput = {
      teams,
      median: false,
      remaining: [],
      playoffTeams: 2,
      roundWeeks: [[9]],
      bracket: bracketLayout(2),
      prizes: PRIZES,
      blowoutSoFar: { rosterId: 4, margin: 30 },
    };
    const result = simulatePlayoffOdds(input, { runs: 5, seed: 1, model: new FixedModel(() => 100) });
    expect(result.teams.map((t) => t.expectedSeed)).toEqual([2, 3, 1, 4]);
    // The final is an exact tie (100 v 100): the better seed (roster 3) takes the title.
    expect(result.teams[2]!.title).toBe(1);
    expect(result.teams[3]!.prizes.blowout).toBe(20);
  });
});
