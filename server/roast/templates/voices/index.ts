// The four personas' voices (server/roast/personas.ts names them), one file each.
import type { PersonaId } from '../../../../common/roasts';
import { announcer } from './announcer';
import { bot } from './bot';
import { coach } from './coach';
import { nerd } from './nerd';
import type { Voice } from './voice';

export type { Voice };

export const voices: Readonly<Record<PersonaId, Voice>> = { bot, coach, nerd, announcer };
