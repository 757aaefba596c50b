// A season as a league reads it, for the freshness test and `npm run roast:freshness`: week
// by week, the week's recap, then one roast of each of its games, each written by the template writer
// knowing what was read before it (the same memory the server stores, templates/phrase-memory.ts). It
// counts what a reader would notice: a sentence shape (a template) in more than 3 recaps, one read
// again within 4 weeks, two roasts of one week sharing one, a member meeting one twice in the roasts of
// their team, and words that claim what the facts do not license.
import type { PersonaId } from '../../common/roasts';
import { unfoundedClaims } from './claims';
import { seededRng } from './rng';
import { sentencesOf } from './sentence-memory';
import { composeRoast } from './templates/compose';
import { templateText } from './templates/bank';
import { REPEAT_WINDOW_WEEKS, SeasonPhraseLog, type PhraseUse } from './templates/phrase-memory';
import { placeOf } from './phrase-store';
import type { FactSheet } from './types';

/** Recaps of a season a shape may appear in. */
export const MAX_RECAPS_PER_SHAPE = 3;

export interface SeasonSubjectsToRead {
  season: string;
  /** The season's week recaps. */
  recaps: readonly FactSheet[];
  /** Roasts read in the season's weeks (one per game), by their week. */
  roasts: readonly FactSheet[];
}

/** One written text of the reading. */
export interface ReadText {
  sheet: FactSheet;
  text: string;
}

export interface SeasonReadingFigures {
  season: string;
  persona: PersonaId;
  recaps: number;
  roasts: number;
  /** Sentences read in the recaps, and how many distinct. */
  recapSentences: number;
  recapDistinct: number;
  /** The most recaps one shape appeared in. */
  mostRecapsOfOneShape: number;
  /** Templates in more than MAX_RECAPS_PER_SHAPE recaps: "5x: <template>". */
  overusedInRecaps: string[];
  /** A recap's shape read again REPEAT_WINDOW_WEEKS weeks later or sooner: "weeks 3 and 7: <template>". */
  recapRepeatedWithinWindow: string[];
  /** The same of the roasts'. */
  roastRepeatedWithinWindow: string[];
  /** A shape in two roasts of one week. */
  sharedInAWeek: string[];
  /** A shape a member read twice in the roasts of their team. */
  repeatedToAMember: string[];
  /** Words claiming what the facts do not license. */
  unfounded: string[];
  texts: ReadText[];
}

const describe = (phrase: string) => templateText(phrase) ?? phrase;

/** Weeks of each phrase's uses, over the uses given. */
function weeksOf(uses: readonly PhraseUse[]): Map<string, number[]> {
  const weeks = new Map<string, number[]>();
  for (const use of uses) weeks.set(use.phrase, [...(weeks.get(use.phrase) ?? []), use.week]);
  return weeks;
}

/** Reads a season in one persona's voice: every recap and roast written in order, then counted. */
export function readSeason(subjects: SeasonSubjectsToRead, persona: PersonaId): SeasonReadingFigures {
  const log = new SeasonPhraseLog();
  const rng = seededRng(2025);
  const texts: ReadText[] = [];
  const write = (sheet: FactSheet) => {
    const place = placeOf(sheet);
    const roast = composeRoast(sheet, persona, rng, undefined, log.memoryFor(place));
    log.record(place, roast.phrases);
    texts.push({ sheet, text: roast.text });
  };
  const weeks = [...new Set(subjects.recaps.map((sheet) => sheet.moment.week))].sort((a, b) => a - b);
  const roastWeeks = new Set(subjects.roasts.map((sheet) => sheet.moment.week));
  for (const week of [...new Set([...weeks, ...roastWeeks])].sort((a, b) => a - b)) {
    subjects.recaps.filter((sheet) => sheet.moment.week === week).forEach(write);
    subjects.roasts.filter((sheet) => sheet.moment.week === week).forEach(write);
  }

  const recapUses = log.uses.filter((use) => use.subjectType === 'recap');
  const roastUses = log.uses.filter((use) => use.subjectType !== 'recap');
  const recapWeeks = weeksOf(recapUses);
  const recapSentences = texts
    .filter(({ sheet }) => sheet.subjectType === 'recap')
    .flatMap(({ text }) => sentencesOf(text));

  const sharedInAWeek: string[] = [];
  /** Shapes read again within the window, and (into sharedInAWeek) twice in one week. */
  const repeats = (weeks: Map<string, number[]>) =>
    [...weeks].flatMap(([phrase, used]) => {
      const sorted = [...used].sort((a, b) => a - b);
      return sorted.flatMap((week, i) => {
        const next = sorted[i + 1];
        if (next === undefined) return [];
        if (next === week) sharedInAWeek.push(`week ${week}: ${describe(phrase)}`);
        return next !== week && next - week <= REPEAT_WINDOW_WEEKS
          ? [`weeks ${week} and ${next}: ${describe(phrase)}`]
          : [];
      });
    });
  const recapRepeatedWithinWindow = repeats(recapWeeks);
  const roastRepeatedWithinWindow = repeats(weeksOf(roastUses));
  const repeatedToAMember: string[] = [];
  const byTeam = new Map<number, Map<string, number>>();
  for (const use of roastUses)
    for (const id of use.rosterIds) {
      const seen = byTeam.get(id) ?? new Map<string, number>();
      byTeam.set(id, seen);
      seen.set(use.phrase, (seen.get(use.phrase) ?? 0) + 1);
    }
  for (const [id, seen] of byTeam)
    for (const [phrase, n] of seen)
      if (n > 1) repeatedToAMember.push(`roster ${id} ${n}x: ${describe(phrase)}`);

  return {
    season: subjects.season,
    persona,
    recaps: subjects.recaps.length,
    roasts: subjects.roasts.length,
    recapSentences: recapSentences.length,
    recapDistinct: new Set(recapSentences).size,
    mostRecapsOfOneShape: Math.max(0, ...[...recapWeeks.values()].map((w) => w.length)),
    overusedInRecaps: [...recapWeeks]
      .filter(([, used]) => used.length > MAX_RECAPS_PER_SHAPE)
      .map(([phrase, used]) => `${used.length}x: ${describe(phrase)}`),
    recapRepeatedWithinWindow,
    roastRepeatedWithinWindow,
    sharedInAWeek,
    repeatedToAMember,
    unfounded: texts.flatMap(({ sheet, text }) =>
      unfoundedClaims(text, sheet).map((claim) => `${sheet.subjectKey} (${claim}): ${text}`),
    ),
    texts,
  };
}
