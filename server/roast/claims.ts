// What a roast's words claim about its facts: "edged" says a game was close,
// "flattened" that it was a rout, "the only one who showed up" that the rest of a lineup did not, "the
// closest game" that some game was close at all. Each claim has one condition here, with its thresholds
// relative to the league's scoring (a share of the week's average team score) where fixed points would
// be unfair to a low- or high-scoring league. A fact builder raises a claim's flag slot only when its
// condition holds, and a template line that makes the claim requires that flag, so the words cannot
// outrun the facts. Some claims no fact can license (a comeback, a streak, a waiver claim that decided
// a game): no template makes them, and a language model's answer that does is not used.
import type { FactSheet, SubjectType } from './types';

/** The thresholds, in one place. */
export const CLAIM_THRESHOLDS = {
  /** A game decided by less than this share of an average score was close (5 points at 110). */
  closeShare: 0.045,
  /** The closest game may be called the closest below this share (11 points at 110); above it none was close. */
  nearShare: 0.1,
  /** A win by this share of an average score or more was a rout (30 points at 110). */
  routShare: 0.27,
  /** A bid of this share of the FAAB budget or more is a splurge ($15 of $100). */
  splurgeShare: 0.15,
  /** A lineup's only scorer: every other starter scored under this share of the star's points. */
  loneStarShare: 0.4,
  /** Chances that fell by this much (in probability) in a week collapsed (from 60% to 30%). */
  collapseDrop: 0.3,
} as const;

/** The league's FAAB budget when the provider does not say (Sleeper's default). */
export const DEFAULT_FAAB_BUDGET = 100;

export const claims = {
  /** "nail-biter", "edged", "survived", "by a whisker", "yelling at a kicker". */
  close: (margin: number, weekAverage: number) => margin < CLAIM_THRESHOLDS.closeShare * weekAverage,
  /** "the closest game": the smallest margin was narrow enough to call any game close. */
  near: (margin: number, weekAverage: number) => margin < CLAIM_THRESHOLDS.nearShare * weekAverage,
  /** "flattened", "a documentary", "a beating", "the mercy rule". */
  rout: (margin: number, weekAverage: number) => margin >= CLAIM_THRESHOLDS.routShare * weekAverage,
  /** "the bench would have won it": the best lineup's extra points exceed the margin of the loss. */
  benchWouldHaveWon: (leftOnBench: number, margin: number) => leftOnBench > margin,
  /** "the bench is now the better team": the bench outscored the starters. */
  benchOutscoredStarters: (benchPoints: number, startersPoints: number) => benchPoints > startersPoints,
  /** "forgot it was game day": a score under the week's average. */
  belowAverage: (points: number, weekAverage: number) => points < weekAverage,
  /** "an economist just fainted": a bid that is a big share of the budget. */
  splurge: (bid: number, budget: number) => bid >= CLAIM_THRESHOLDS.splurgeShare * budget,
  /** "the only member of that lineup who showed up": every other starter far below the star. */
  loneStar: (star: number, others: readonly number[]) =>
    star > 0 && others.every((points) => points < CLAIM_THRESHOLDS.loneStarShare * star),
  /** "collapse", "freefall": a team's chances fell by a big share in one week. */
  collapse: (before: number, after: number) => before - after >= CLAIM_THRESHOLDS.collapseDrop,
} as const;

/**
 * The slots that name a bench a manager chose (points left on it, a player benched, the bench's points,
 * the recap's bench and lineup awards): the fact builders give them only where managers set their
 * lineups, never in best ball (facts/lineup.ts).
 */
const BENCH_SLOTS = [
  ...['winner', 'loser', 'tieA', 'tieB', 'sideA', 'sideB'].flatMap((side) =>
    ['LeftOnBench', 'BestBench', 'Benched', 'BenchPoints'].map((fact) => `${side}${fact}`),
  ),
  'benchTeam',
  'managerTeam',
];

/** A flag slot's value: it prints nothing, it only has to exist. */
export const FLAG = '';

/**
 * The flag slots a closest game's margin raises: close (also near), near, or not close at all (a week
 * whose tightest game was 40 points is told as a week without a close game, never its "closest game").
 */
export function closenessFlags(margin: number, weekAverage: number): Record<string, string> {
  if (claims.close(margin, weekAverage)) return { closeIsClose: FLAG, closeIsNear: FLAG };
  if (claims.near(margin, weekAverage)) return { closeIsNear: FLAG };
  return { closeNotClose: FLAG };
}

export interface ClaimWords {
  claim: string;
  words: RegExp;
  /** Slots that license the words (one is enough); none: nothing the facts hold licenses them. */
  flags: readonly string[];
  /** The subjects the words claim something in (all when absent). */
  subjects?: readonly SubjectType[];
}

/**
 * The words of each claim and the flag slots that license them: a template line whose text has the
 * words must require one of the slots (server/roast/claims.test.ts checks every line).
 */
export const CLAIM_WORDS: readonly ClaimWords[] = [
  {
    claim: 'close',
    words:
      /nail-?biter|\bedged\b|\bsurvived\b|yelling at a kicker|whisker|\bhangs? on\b|\bhung on\b|squeak|photo finish|by a hair/i,
    flags: ['closeIsClose'],
  },
  { claim: 'closest', words: /\bclosest\b|\btightest\b|\bnarrowest\b/i, flags: ['closeIsNear'] },
  {
    claim: 'notClose',
    words:
      /\bno (game|matchup|one) (was|came|stayed|got) (close|tight)|nobody (kept|made) it close|not a close game in\b/i,
    flags: ['closeNotClose'],
  },
  {
    claim: 'rout',
    words:
      /flattened|documentary|beating|mercy rule|stop the (match|fight)|throw in the towel|demolish|obliterat|massacre|steamroll|annihilat|shellack|drubbing/i,
    flags: ['blowoutIsRout'],
  },
  { claim: 'benchOutscoredStarters', words: /bench is now the better team/i, flags: ['loserBenchOutscored'] },
  { claim: 'benchWouldHaveWon', words: /would have won/i, flags: ['loserBenchWouldHaveWon'] },
  { claim: 'belowAverage', words: /forgot it was game day/i, flags: ['loserBelowAverage'] },
  { claim: 'splurge', words: /economist/i, flags: ['faabSplurge'] },
  {
    claim: 'loneStar',
    words:
      /\bonly (member|one|starter|player|part)\b[^.!?]*\b(showed up|bothered|did anything|worked|scored)|one-(man|woman|person) (show|band|team)|single-handed|looked around at the rest/i,
    flags: ['winnerStarAlone', 'loserStarAlone'],
  },
  { claim: 'collapse', words: /collaps|free-? ?fall|meltdown|implod/i, flags: ['oddsDownCollapse'] },
  // A bench somebody chose: never in best ball, where Sleeper counts the best lineup (lineupsChosen is
  // raised in every other league, the bench slots only with their facts).
  {
    claim: 'benchChoice',
    // Lower-case "bench": "Bob's Bench Mob" is a team, not a bench.
    words:
      /\b[Bb]enched\b|\bon the (bench|pine)\b|\b([Ll]eft|[Pp]arked|[Kk]ept|[Ss]tored|[Ii]dled|[Ss]at|[Ss]itting|[Rr]ode)\b[^.!?]*\b(bench|pine)\b|[Ss]hould have started/,
    flags: ['lineupsChosen', ...BENCH_SLOTS],
    subjects: ['matchup', 'roster', 'recap'],
  },
  // Nothing the facts hold tells how a game went minute by minute, a run of weeks, or which move won it.
  { claim: 'comeback', words: /comeback|came back (to win|from)|rallied|rally from/i, flags: [] },
  {
    claim: 'streak',
    words: /\bstreak|\bin a row\b|(straight|consecutive) (wins?|loss(es)?|weeks?|games?)\b/i,
    flags: [],
  },
  {
    claim: 'waiverDecided',
    words:
      /\b(won|lost|decided|cost)\b[^.!?]*\bwaiver (claim|pickup|move)|waiver (claim|pickup|move)[^.!?]*\b(won|lost|decided) (it|this|the game)/i,
    flags: [],
    subjects: ['matchup', 'roster', 'recap'],
  },
  // A trade of three teams or more has no "both sides": only a two-team trade has teamA
  // (and a winner).
  {
    claim: 'twoSides',
    words:
      /\bboth\b|\beither side\b|\bthe other side\b|\btwo (sides|teams|front offices|managers|parties)\b/i,
    flags: ['teamA', 'tradeWinner'],
    subjects: ['transaction'],
  },
];

/** Words a person is called by; a team's defense is "it" or "they". */
export const PERSON_PRONOUNS = /\b(he|his|him|himself|she|her|hers|herself)\b/i;

/** The names of the players of a sheet that are teams (a defense): never "he" or "his". */
export function teamPlayerNames(sheet: Pick<FactSheet, 'slots'>): string[] {
  return Object.entries(sheet.slots).flatMap(([slot, value]) => {
    const isTeam = / defense$/.test(value) || sheet.slots[`${slot}IsTeam`] !== undefined;
    return isTeam && value ? [value] : [];
  });
}

/**
 * The claims a written text makes that its facts do not license: the words of a claim whose flags the
 * sheet lacks, and a person's pronoun in a sentence about a team's defense. A language model's answer
 * with one is not used (the template writer's is), as one with an invented number is not.
 */
export function unfoundedClaims(text: string, sheet: Pick<FactSheet, 'slots' | 'subjectType'>): string[] {
  const unfounded = CLAIM_WORDS.filter(
    ({ words, flags, subjects }) =>
      (!subjects || subjects.includes(sheet.subjectType)) &&
      words.test(text) &&
      !flags.some((flag) => sheet.slots[flag] !== undefined),
  ).map(({ claim }) => claim);
  const teams = teamPlayerNames(sheet);
  const misnamed = text
    .split(/(?<=[.!?])\s+/)
    .some((sentence) => PERSON_PRONOUNS.test(sentence) && teams.some((name) => sentence.includes(name)));
  return misnamed ? [...unfounded, 'pronoun'] : unfounded;
}
