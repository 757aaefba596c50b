// A league generated like the demo but played by other people under other names, with another seed (so
// other players and other seasons): what the roast tests read besides the demo, so that their figures
// are not the demo's names and scores fitted by hand. Its names try what names do to
// sentences: a leading "The", an ending "s" before a possessive, a vowel after an article, digits,
// one word, a team name that changes, and managers without a team name.
import { DEFAULT_DEMO_FORMAT } from '../sleeper/demo-format.ts';
import { buildDemoLeague } from './build.ts';
import type { PersonSeed } from './managers.ts';

export const OTHER_LEAGUE_SEED = 5_551_212;

export const OTHER_PEOPLE: readonly PersonSeed[] = [
  { displayName: 'OverTimeOlu', teamName: 'The Overtime Outlaws', isOwner: true, avatar: 'id' },
  { displayName: 'MonsoonMaya', teamName: 'Monsoon Season', isOwner: false, avatar: 'id' },
  { displayName: 'DeepRouteDev', teamName: 'Deep Route Dynasty', isOwner: null, avatar: 'id' },
  { displayName: 'IcePackIngrid', teamName: null, isOwner: false, avatar: 'id' },
  {
    displayName: 'TwoPointTariq',
    teamName: (season) => (season < '2024' ? 'Two Point Conversions' : 'Eighteen Wheelers'),
    isOwner: null,
    avatar: 'id',
  },
  { displayName: 'ScrambleSol', teamName: 'Scrambled Legs', isOwner: false, avatar: 'id' },
  { displayName: 'NickelPackNia', teamName: 'Nickel and Dimers', isOwner: null, avatar: 'id' },
  { displayName: 'AudibleArlo', teamName: 'Audible', isOwner: false, avatar: 'url' },
  { displayName: 'PylonPaz', teamName: 'Orange Pylons', isOwner: false, avatar: 'id' },
  { displayName: 'TouchbackTeo', teamName: null, isOwner: null, avatar: 'none' },
  { displayName: 'GoalPostGus', teamName: '4th Quarter Ghosts', isOwner: false, avatar: 'id' },
  { displayName: 'FairCatchFay', teamName: 'Fair Catch Fanatics', isOwner: false, avatar: 'id' },
  { displayName: 'HandoffHugo', teamName: 'Unders and Overs', isOwner: false, avatar: 'id' },
];

/** The other league's files, as the demo transport serves them. */
export function buildOtherLeague(): Map<string, unknown> {
  return buildDemoLeague(DEFAULT_DEMO_FORMAT, OTHER_LEAGUE_SEED, OTHER_PEOPLE);
}
