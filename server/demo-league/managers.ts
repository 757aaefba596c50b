// The demo league's people, which franchise each runs per season, and the roster id of each franchise.
// A franchise is a team slot that carries its players (keepers) from season to season; its roster_id
// is shuffled between seasons on purpose, and franchise 11 changes hands in 2024 (a member left).
import type { Season } from './constants.ts';
import type { Rng } from './random.ts';

export interface Person {
  username: string;
  displayName: string;
  userId: string;
  /** 32-hex avatar id, or null for a member without one. */
  avatar: string | null;
  /** A team image as a full URL in users[].metadata.avatar. */
  metadataAvatar: string | null;
  /** metadata.team_name per season (absent for members who never set one). */
  teamName: (season: Season) => string | null;
  /** Commissioner flag as the provider returns it: true, false or null. */
  isOwner: boolean | null;
}

export interface PersonSeed {
  displayName: string;
  teamName: string | null | ((season: Season) => string | null);
  isOwner: boolean | null;
  avatar: 'id' | 'none' | 'url';
}

export const PEOPLE: readonly PersonSeed[] = [
  { displayName: 'BigPlayBrenda', teamName: "Brenda's Blitz Brigade", isOwner: true, avatar: 'id' },
  { displayName: 'TacoTuesdayTom', teamName: 'Taco Tuesday Titans', isOwner: false, avatar: 'id' },
  { displayName: 'GridironGabe', teamName: "Gabe's Goal Line Stand", isOwner: null, avatar: 'id' },
  { displayName: 'FumbleFiona', teamName: null, isOwner: false, avatar: 'id' },
  {
    displayName: 'WaiverWireWes',
    teamName: (season) => (season < '2024' ? 'Waiver Wizards' : 'Wire to Wire'),
    isOwner: null,
    avatar: 'id',
  },
  { displayName: 'HailMaryHank', teamName: 'Hail Mary Miracles', isOwner: false, avatar: 'id' },
  { displayName: 'PuntGodPriya', teamName: 'Fourth and Forever', isOwner: null, avatar: 'id' },
  { displayName: 'SackMasterStu', teamName: "Stu's Sack Lunch", isOwner: false, avatar: 'url' },
  { displayName: 'EndZoneEllie', teamName: 'End Zone Dancers', isOwner: false, avatar: 'id' },
  { displayName: 'BlitzBurgerBen', teamName: null, isOwner: null, avatar: 'none' },
  { displayName: 'RedZoneRosa', teamName: "Rosa's Red Zone", isOwner: false, avatar: 'id' },
  { displayName: 'BenchWarmerBob', teamName: "Bob's Bench Mob", isOwner: false, avatar: 'id' },
  { displayName: 'RookieMarcus', teamName: 'Rookie Mistakes', isOwner: false, avatar: 'id' },
];

/** Person index running each franchise (index = franchise), per season. */
const OWNERS: Record<Season, readonly number[]> = {
  '2022': [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
  '2023': [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
  '2024': [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12],
  '2025': [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12],
};

/** roster_id of each franchise (index = franchise), per season. */
const ROSTER_IDS: Record<Season, readonly number[]> = {
  '2022': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  '2023': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  '2024': [1, 2, 6, 4, 5, 3, 7, 8, 12, 10, 11, 9],
  '2025': [10, 2, 6, 4, 5, 3, 8, 7, 12, 1, 11, 9],
};

export const PAST_MEMBER_INDEX = 11;
export const NEW_MEMBER_INDEX = 12;
export const COMMISSIONER_INDEX = 0;

/** The league's people from their seeds (the demo's by default; a test league may bring its own). */
export function buildPeople(rng: Rng, seeds: readonly PersonSeed[] = PEOPLE): Person[] {
  const usedIds = new Set<string>();
  return seeds.map((seed) => {
    let userId = rng.digits(18);
    while (usedIds.has(userId)) userId = rng.digits(18);
    usedIds.add(userId);
    const avatar = seed.avatar === 'none' ? null : rng.hex(32);
    const teamName = seed.teamName;
    return {
      username: seed.displayName.toLowerCase(),
      displayName: seed.displayName,
      userId,
      avatar,
      metadataAvatar: seed.avatar === 'url' ? `https://sleepercdn.com/uploads/${rng.hex(32)}.jpg` : null,
      teamName: typeof teamName === 'function' ? teamName : () => teamName,
      isOwner: seed.isOwner,
    };
  });
}

export function ownersOf(season: Season): readonly number[] {
  return OWNERS[season];
}

export function rosterIdsOf(season: Season): readonly number[] {
  return ROSTER_IDS[season];
}

/** GET /league/<id>/users row. `username` is absent, like the real API. */
export function leagueUserRow(person: Person, season: Season, leagueId: string): Record<string, unknown> {
  const metadata: Record<string, string> = { allow_pn: 'on', mention_pn: 'on' };
  const teamName = person.teamName(season);
  if (teamName !== null) metadata.team_name = teamName;
  if (person.metadataAvatar !== null) metadata.avatar = person.metadataAvatar;
  return {
    user_id: person.userId,
    display_name: person.displayName,
    avatar: person.avatar,
    is_owner: person.isOwner,
    is_bot: false,
    league_id: leagueId,
    settings: null,
    metadata,
  };
}

/** GET /user/<username or id>. */
export function userRow(person: Person): Record<string, unknown> {
  return {
    username: person.username,
    user_id: person.userId,
    display_name: person.displayName,
    avatar: person.avatar,
    is_bot: false,
  };
}
