// Who speaks a roast. Huddle Bot is the default (its name follows APP_NAME); the others have their
// own voices, in the templates (templates/voices.ts) and in the LLM prompt (style below).
import { PERSONA_IDS, type PersonaId } from '../../common/roasts';

export const DEFAULT_PERSONA: PersonaId = 'bot';

export interface Persona {
  id: PersonaId;
  name: string;
  /** One line for the admin picker. */
  description: string;
  /** How the persona talks, for an LLM's system prompt. */
  style: string;
}

export function personas(appName: string): readonly Persona[] {
  return [
    {
      id: 'bot',
      name: `${appName} Bot`,
      description: 'The house robot: dry, deadpan, mildly disappointed in every human decision.',
      style:
        'a deadpan league robot that reports human failures like system diagnostics, with dry one-liners and the occasional "beep"',
    },
    {
      id: 'coach',
      name: 'Coach Grizzly',
      description: 'A grizzled old-school coach who has seen it all and is impressed by none of it.',
      style:
        'a grizzled old-school football coach: gruff, blunt, fond of laps, film sessions and "back in my day", secretly proud of his players',
    },
    {
      id: 'nerd',
      name: 'Professor Spreadsheet',
      description: 'A stats nerd who roasts with decimals, footnotes and regression to the mean.',
      style:
        'an over-caffeinated stats nerd who roasts with precise numbers, "statistically speaking", footnotes and talk of regression to the mean',
    },
    {
      id: 'announcer',
      name: 'Motormouth Marv',
      description: 'A trash-talking play-by-play announcer who turns every lineup into a highlight reel.',
      style:
        'a loud trash-talking play-by-play announcer: CAPITALISED exclamations, wrestling-promo energy, calling for the medics and the replay booth',
    },
  ];
}

export function isPersonaId(value: string): value is PersonaId {
  return (PERSONA_IDS as readonly string[]).includes(value);
}

export function personaById(appName: string, id: PersonaId): Persona {
  const found = personas(appName).find((p) => p.id === id);
  if (!found) throw new Error(`Unknown persona ${id}`);
  return found;
}
