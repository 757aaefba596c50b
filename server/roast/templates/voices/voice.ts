// A persona's voice in the template roasts: how it opens each kind of roast, how it signs off, and
// the fact lines only it says (its own take on the facts the shared lines of ../matchup.ts etc. tell).
// Every sentence of a voice is its own: one that appeared in two templates ("Beep.") read as a repeat
// whenever both were used in a week (voices.test.ts checks).
import type { SubjectType } from '../../types';
import type { TemplateLine } from '../line';

export interface Voice {
  openers: Readonly<Record<SubjectType, readonly string[]>>;
  /** Sign-offs of a roast: they fit any subject. */
  closers: readonly string[];
  /**
   * Sign-offs of a week's recap, its own: a recap and a roast of one week never share one, and a
   * recap's words depend on its season's recaps alone (templates/phrase-memory.ts).
   */
  recapClosers: readonly string[];
  lines: Readonly<Partial<Record<SubjectType, readonly TemplateLine[]>>>;
}
