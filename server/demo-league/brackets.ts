// Six-team playoff brackets in the provider's shape (seeds 1 and 2 have byes; docs example layout).

/** One game of a bracket: its pair plays every week of its round. */
export interface BracketGame {
  /** The round's weeks: one, or two for a two-week round (decided on the sum, as Sleeper does). */
  weeks: readonly number[];
  /** Game number within the bracket (m). */
  m: number;
  a: number;
  b: number;
}

export interface BracketResult {
  /** Rows in franchise space; season.ts maps them to roster ids. */
  rows: Array<{
    r: number;
    m: number;
    t1: number;
    t2: number;
    t1_from?: { w?: number; l?: number };
    t2_from?: { w?: number; l?: number };
    w: number;
    l: number;
    p?: number;
  }>;
  games: BracketGame[];
}

/**
 * Plays a bracket: `seeds[0]` is seed 1, `roundWeeks[r - 1]` round r's weeks (the app's own
 * server/league/playoff-weeks.ts gives them). `score(franchise, week)` is the team's score that week; the
 * higher score over the round's weeks wins and an exact tie goes to the better seed.
 */
export function playBracket(
  seeds: readonly number[],
  roundWeeks: ReadonlyArray<readonly number[]>,
  score: (franchise: number, week: number) => number,
): BracketResult {
  const seed = (n: number) => {
    const franchise = seeds[n - 1];
    if (franchise === undefined) throw new Error('a 6-team bracket needs 6 seeds');
    return franchise;
  };
  const rank = new Map(seeds.map((f, i) => [f, i]));
  const rows: BracketResult['rows'] = [];
  const games: BracketGame[] = [];
  const play = (
    r: number,
    m: number,
    t1: number,
    t2: number,
    extra: Partial<BracketResult['rows'][number]> = {},
  ) => {
    const weeks = roundWeeks[r - 1];
    if (weeks === undefined) throw new Error(`no weeks for round ${r}`);
    const total = (franchise: number) => weeks.reduce((sum, week) => sum + score(franchise, week), 0);
    const s1 = total(t1);
    const s2 = total(t2);
    const firstWins = s1 > s2 || (s1 === s2 && (rank.get(t1) ?? 0) < (rank.get(t2) ?? 0));
    const [w, l] = firstWins ? [t1, t2] : [t2, t1];
    rows.push({ r, m, t1, t2, ...extra, w, l });
    games.push({ weeks, m, a: t1, b: t2 });
    return { w, l };
  };
  const g1 = play(1, 1, seed(3), seed(6));
  const g2 = play(1, 2, seed(4), seed(5));
  const g3 = play(2, 3, seed(1), g1.w, { t2_from: { w: 1 } });
  const g4 = play(2, 4, seed(2), g2.w, { t2_from: { w: 2 } });
  play(2, 5, g1.l, g2.l, { t1_from: { l: 1 }, t2_from: { l: 2 }, p: 5 });
  play(3, 6, g3.w, g4.w, { t1_from: { w: 3 }, t2_from: { w: 4 }, p: 1 });
  play(3, 7, g3.l, g4.l, { t1_from: { l: 3 }, t2_from: { l: 4 }, p: 3 });
  return { rows, games };
}
