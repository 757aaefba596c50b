// What a roast's words claim about its numbers (issue 35): "edged" says a game was close, "flattened"
// that it was a rout, "the bench is now the better team" that the bench outscored the starters. Each
// claim has one condition here, with its thresholds relative to the league's scoring (a share of the
// week's average team score) where fixed points would be unfair to a low- or high-scoring league. A
// fact builder raises a claim's flag slot only when its condition holds, and a template line that makes
// the claim requires that flag, so the words cannot outrun the numbers.

/** The thresholds, in one place. */
export const CLAIM_THRESHOLDS = {
  /** A game decided by less than this share of an average score was close (5 points at 110). */
  closeShare: 0.045,
  /** A win by this share of an average score or more was a rout (30 points at 110). */
  routShare: 0.27,
  /** A bid of this share of the FAAB budget or more is a splurge ($15 of $100). */
  splurgeShare: 0.15,
} as const;

/** The league's FAAB budget when the provider does not say (Sleeper's default). */
export const DEFAULT_FAAB_BUDGET = 100;

export const claims = {
  /** "nail-biter", "edged", "survived", "yelling at a kicker". */
  close: (margin: number, weekAverage: number) => margin < CLAIM_THRESHOLDS.closeShare * weekAverage,
  /** "flattened", "a documentary", "a beating". */
  rout: (margin: number, weekAverage: number) => margin >= CLAIM_THRESHOLDS.routShare * weekAverage,
  /** "the bench would have won it": the best lineup's extra points exceed the margin of the loss. */
  benchWouldHaveWon: (leftOnBench: number, margin: number) => leftOnBench > margin,
  /** "the bench is now the better team": the bench outscored the starters. */
  benchOutscoredStarters: (benchPoints: number, startersPoints: number) => benchPoints > startersPoints,
  /** "forgot it was game day", "a cry for help": a score under the week's average. */
  belowAverage: (points: number, weekAverage: number) => points < weekAverage,
  /** "an economist just fainted": a bid that is a big share of the budget. */
  splurge: (bid: number, budget: number) => bid >= CLAIM_THRESHOLDS.splurgeShare * budget,
} as const;

/**
 * The words of each claim and the flag slots that license them: a template line whose text has the
 * words must require one of the slots (server/roast/claims.test.ts checks every line).
 */
export const CLAIM_WORDS: ReadonlyArray<{ claim: keyof typeof claims; words: RegExp; flags: string[] }> = [
  {
    claim: 'close',
    words: /nail-?biter|\bedged\b|\bsurvived\b|yelling at a kicker/i,
    flags: ['closeIsClose'],
  },
  {
    claim: 'rout',
    words: /flattened|documentary|beating/i,
    flags: ['blowoutIsRout'],
  },
  { claim: 'benchOutscoredStarters', words: /bench is now the better team/i, flags: ['loserBenchOutscored'] },
  { claim: 'benchWouldHaveWon', words: /would have won/i, flags: ['loserBenchWouldHaveWon'] },
  { claim: 'belowAverage', words: /forgot it was game day/i, flags: ['loserBelowAverage'] },
  { claim: 'splurge', words: /economist/i, flags: ['faabSplurge'] },
];

/** A flag slot's value: it prints nothing, it only has to exist. */
export const FLAG = '';

/**
 * The claims a written text makes that its facts do not license: the words of a claim whose flags the
 * sheet lacks. A language model's answer with one is not used (the template writer's is), as one with
 * an invented number is not.
 */
export function unfoundedClaims(text: string, slots: Readonly<Record<string, string>>): string[] {
  return CLAIM_WORDS.filter(
    ({ words, flags }) => words.test(text) && !flags.some((flag) => slots[flag] !== undefined),
  ).map(({ claim }) => claim);
}
