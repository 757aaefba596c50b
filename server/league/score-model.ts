// The weekly scoring model of the playoff simulation (docs/decisions/0011): each team's score is
// normal around its own mean, shrunk toward the league's, blended with the week's projection where
// the provider has one, and clamped at zero.
import { normalSource, type Rng } from './random';

/** The simulation's randomness: uniforms and standard normals from one seeded generator. */
export interface RandomSource {
  uniform: Rng;
  normal: () => number;
}

export function randomSource(rng: Rng): RandomSource {
  return { uniform: rng, normal: normalSource(rng) };
}

/** Draws a team's score in a week; teams are indexes into the simulation's team list. */
export interface ScoreModel {
  draw(team: number, week: number, random: RandomSource): number;
}

/** Games of prior weight pulling a team's mean and spread toward the league's. */
export const PRIOR_GAMES = 3;
/** Share of a week's projection in the mean where the provider projects the team's lineup. */
export const PROJECTION_WEIGHT = 0.5;
/** Before any score or projection exists: every team alike (equal odds by construction). */
const FALLBACK_MEAN = 100;
const FALLBACK_SD = 25;

export interface TeamScoring {
  mean: number;
  sd: number;
}

export interface ScoreModelInput {
  /** The teams in simulation order, each with its completed weekly scores of this season. */
  playedScores: readonly (readonly number[])[];
  /** week -> projected total per team (same order; NaN where the team has no projection). */
  projections?: ReadonlyMap<number, readonly number[]>;
}

const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** Each team's shrunk mean and spread (without projections), and the league's. */
export function teamScoring(playedScores: readonly (readonly number[])[]): {
  teams: TeamScoring[];
  league: TeamScoring;
} {
  const all = playedScores.flat();
  if (all.length === 0) {
    const fallback = { mean: FALLBACK_MEAN, sd: FALLBACK_SD };
    return { teams: playedScores.map(() => fallback), league: fallback };
  }
  const leagueMean = mean(all);
  // Pooled within-team variance: how much a team's score moves around its own mean.
  let squares = 0;
  let freedom = 0;
  for (const scores of playedScores) {
    if (scores.length < 2) continue;
    const m = mean(scores);
    for (const s of scores) squares += (s - m) ** 2;
    freedom += scores.length - 1;
  }
  const leagueVariance = freedom > 0 ? squares / freedom : FALLBACK_SD ** 2;
  const teams = playedScores.map((scores) => {
    const n = scores.length;
    if (n === 0) return { mean: leagueMean, sd: Math.sqrt(leagueVariance) };
    const m = mean(scores);
    const own = n > 1 ? scores.reduce((sum, s) => sum + (s - m) ** 2, 0) : 0;
    return {
      mean: (n * m + PRIOR_GAMES * leagueMean) / (n + PRIOR_GAMES),
      sd: Math.sqrt((own + PRIOR_GAMES * leagueVariance) / (n - 1 + PRIOR_GAMES)),
    };
  });
  return { teams, league: { mean: leagueMean, sd: Math.sqrt(leagueVariance) } };
}

/** The normal model: per team and week a mean (projection-blended) and the team's spread. */
export class NormalScoreModel implements ScoreModel {
  readonly teams: TeamScoring[];
  private readonly weekMeans = new Map<number, Float64Array>();
  private readonly sds: Float64Array;
  private readonly means: Float64Array;

  constructor(input: ScoreModelInput) {
    this.teams = teamScoring(input.playedScores).teams;
    this.means = Float64Array.from(this.teams, (t) => t.mean);
    this.sds = Float64Array.from(this.teams, (t) => t.sd);
    for (const [week, projected] of input.projections ?? []) {
      this.weekMeans.set(
        week,
        Float64Array.from(this.teams, (team, i) => {
          const p = projected[i];
          return p !== undefined && Number.isFinite(p) && p > 0
            ? PROJECTION_WEIGHT * p + (1 - PROJECTION_WEIGHT) * team.mean
            : team.mean;
        }),
      );
    }
  }

  /** The mean used for a team in a week. */
  meanOf(team: number, week: number): number {
    return (this.weekMeans.get(week) ?? this.means)[team]!;
  }

  draw(team: number, week: number, random: RandomSource): number {
    const value = this.meanOf(team, week) + this.sds[team]! * random.normal();
    return value > 0 ? value : 0;
  }
}
