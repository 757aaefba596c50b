// The fictional NFL player pool: invented names on real team codes, plus one defense per team.
import { NFL_TEAMS, type Position } from './constants.ts';
import type { Rng } from './random.ts';

export interface DemoPlayer {
  id: string;
  first: string;
  last: string;
  position: Position;
  team: string;
  /** Mean weekly PPR points in a normal season. */
  talent: number;
  age: number;
  yearsExp: number;
  number: number | null;
}

export type InjuryStatus = 'Questionable' | 'Out' | 'IR';

const FIRST_NAMES = [
  'Aiden',
  'Brock',
  'Caleb',
  'Dante',
  'Elijah',
  'Felix',
  'Grady',
  'Hollis',
  'Isaiah',
  'Jalen',
  'Kellen',
  'Landon',
  'Marcus',
  'Nico',
  'Owen',
  'Pierce',
  'Quincy',
  'Reid',
  'Silas',
  'Tariq',
  'Ulysses',
  'Vance',
  'Wyatt',
  'Xavier',
  'Yusuf',
  'Zane',
  'Amari',
  'Beau',
  'Cyrus',
  'Darius',
  'Emmett',
  'Fletcher',
  'Gideon',
  'Hayes',
  'Ira',
  'Jasper',
  'Keon',
  'Lamar',
  'Malik',
  'Nash',
  'Orion',
  'Porter',
  'Rhett',
  'Soren',
  'Tobias',
  'Tyrell',
  'Wendell',
  'Deshawn',
  'Cortez',
  'Brayden',
  'Kobe',
  'Treyvon',
  'Rashad',
  'Colby',
  'Easton',
  'Finn',
  'Gunner',
  'Hudson',
  'Jericho',
  'Lennox',
  'Montez',
  'Odell',
  'Royce',
  'Stetson',
];
const LAST_STEMS = [
  'Ash',
  'Black',
  'Brook',
  'Cal',
  'Dun',
  'El',
  'Fair',
  'Gal',
  'Hart',
  'Kings',
  'Lang',
  'Mar',
  'North',
  'Oak',
  'Pen',
  'Quill',
  'Red',
  'Stan',
  'Thorn',
  'Val',
  'Wex',
  'Yar',
  'Brad',
  'Cor',
  'Del',
  'Fen',
  'Gar',
  'Hol',
  'Kel',
  'Mor',
  'Tre',
  'Vin',
];
const LAST_ENDINGS = [
  'ford',
  'wood',
  'ley',
  'ton',
  'wick',
  'more',
  'field',
  'by',
  'ridge',
  'stone',
  'well',
  'den',
  'ham',
  'worth',
  'ston',
  'sley',
  'hurst',
  'gate',
  'mont',
  'bury',
];

/** How many players of each position, and the range of their mean weekly points (best to worst). */
const POOL: ReadonlyArray<{
  position: Exclude<Position, 'DEF'>;
  count: number;
  best: number;
  worst: number;
}> = [
  { position: 'QB', count: 44, best: 21, worst: 8 },
  { position: 'RB', count: 110, best: 15.5, worst: 2 },
  { position: 'WR', count: 130, best: 15.5, worst: 2 },
  { position: 'TE', count: 50, best: 11, worst: 1.5 },
  { position: 'K', count: 34, best: 9.5, worst: 5 },
];

function jerseyNumber(rng: Rng, position: Position): number | null {
  switch (position) {
    case 'QB':
      return rng.int(1, 19);
    case 'RB':
      return rng.int(20, 49);
    case 'WR':
      return rng.chance(0.5) ? rng.int(10, 19) : rng.int(80, 89);
    case 'TE':
      return rng.int(80, 89);
    case 'K':
      return rng.int(1, 9);
    case 'DEF':
      return null;
  }
}

export function buildPlayerPool(rng: Rng): DemoPlayer[] {
  const usedIds = new Set<string>();
  const usedNames = new Set<string>();
  const players: DemoPlayer[] = [];
  for (const { position, count, best, worst } of POOL) {
    for (let i = 0; i < count; i += 1) {
      let id = String(rng.int(1000, 12999));
      while (usedIds.has(id)) id = String(rng.int(1000, 12999));
      usedIds.add(id);
      let first = rng.pick(FIRST_NAMES);
      let last = rng.pick(LAST_STEMS) + rng.pick(LAST_ENDINGS);
      while (usedNames.has(`${first} ${last}`)) {
        first = rng.pick(FIRST_NAMES);
        last = rng.pick(LAST_STEMS) + rng.pick(LAST_ENDINGS);
      }
      usedNames.add(`${first} ${last}`);
      const rank = i / (count - 1);
      const talent = Math.max(1, best - (best - worst) * rank + rng.gauss() * 0.8);
      const age = rng.int(21, position === 'QB' || position === 'K' ? 38 : 33);
      players.push({
        id,
        first,
        last,
        position,
        team: rng.pick(NFL_TEAMS).code,
        talent: Math.round(talent * 100) / 100,
        age,
        yearsExp: Math.max(0, age - rng.int(21, 23)),
        number: jerseyNumber(rng, position),
      });
    }
  }
  const defenses = rng.shuffle(NFL_TEAMS);
  defenses.forEach((team, i) => {
    players.push({
      id: team.code,
      first: team.city,
      last: team.nickname,
      position: 'DEF',
      team: team.code,
      talent: Math.round((8.5 - (5 * i) / (defenses.length - 1)) * 100) / 100,
      age: 0,
      yearsExp: 0,
      number: null,
    });
  });
  return players;
}

/** One entry of GET /players/nfl, in the provider's shape. */
export function playerDirectoryEntry(
  player: DemoPlayer,
  injury: InjuryStatus | undefined,
): Record<string, unknown> {
  if (player.position === 'DEF') {
    return {
      player_id: player.id,
      first_name: player.first,
      last_name: player.last,
      position: 'DEF',
      fantasy_positions: ['DEF'],
      team: player.team,
      active: true,
      sport: 'nfl',
      status: null,
      injury_status: null,
    };
  }
  const fullName = `${player.first} ${player.last}`;
  return {
    player_id: player.id,
    first_name: player.first,
    last_name: player.last,
    full_name: fullName,
    search_full_name: fullName.toLowerCase().replace(/[^a-z]/g, ''),
    search_first_name: player.first.toLowerCase(),
    search_last_name: player.last.toLowerCase(),
    position: player.position,
    fantasy_positions: [player.position],
    team: player.team,
    number: player.number,
    status: injury === 'IR' ? 'Injured Reserve' : 'Active',
    active: true,
    injury_status: injury ?? null,
    injury_body_part: injury === undefined ? null : injury === 'IR' ? 'Knee' : 'Hamstring',
    age: player.age,
    years_exp: player.yearsExp,
    sport: 'nfl',
    depth_chart_position: player.position,
    hashtag: `#${fullName.toLowerCase().replace(/[^a-z]/g, '')}-NFL-${player.team}-${player.number ?? 0}`,
  };
}
