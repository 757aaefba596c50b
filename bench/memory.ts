// Server memory with the full players directory: the provider (a local fake) serves a generated
// 12,000-player directory in the provider's format; the server stores it and answers pages. RSS and
// peak RSS (VmHWM) are read from /proc. Target: RSS < 200 MB.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_FIXTURES_DIR } from '../server/paths';
import { demoManifest } from '../server/sleeper/demo-fixtures';
import { startFakeProvider } from '../server/test/fake-provider';
import { mb, record, signIn, startProductionServer } from './lib';

const PLAYERS = 12_000;
const RSS_TARGET_BYTES = 200 * 1024 * 1024;
const POSITIONS = ['QB', 'RB', 'WR', 'TE', 'K', 'DEF', 'LB', 'DB', 'DL', 'OL'];
const TEAMS = [
  'ARI',
  'ATL',
  'BAL',
  'BUF',
  'CAR',
  'CHI',
  'CIN',
  'CLE',
  'DAL',
  'DEN',
  'DET',
  'GB',
  'HOU',
  'IND',
];

/** The demo league's players plus generated ones up to 12,000, each with the provider's usual fields. */
function generatedDirectory(): Record<string, Record<string, unknown>> {
  const demo = JSON.parse(readFileSync(path.join(DEMO_FIXTURES_DIR, 'players/nfl.json'), 'utf8')) as Record<
    string,
    Record<string, unknown>
  >;
  const directory: Record<string, Record<string, unknown>> = { ...demo };
  for (let i = 0; Object.keys(directory).length < PLAYERS; i += 1) {
    const id = String(20_000 + i);
    const first = `First${i}`;
    const last = `Last${i}`;
    directory[id] = {
      player_id: id, first_name: first, last_name: last, full_name: `${first} ${last}`,
      search_full_name: `${first}${last}`.toLowerCase(), search_first_name: first.toLowerCase(),
      search_last_name: last.toLowerCase(), position: POSITIONS[i % POSITIONS.length],
      fantasy_positions: [POSITIONS[i % POSITIONS.length]], team: i % 3 === 0 ? null : TEAMS[i % TEAMS.length],
      number: i % 99, status: i % 4 === 0 ? 'Inactive' : 'Active', active: i % 4 !== 0, injury_status: null,
      injury_body_part: null, injury_notes: null, injury_start_date: null, practice_participation: null,
      practice_description: null, age: 21 + (i % 15), years_exp: i % 15, height: `${70 + (i % 8)}`,
      weight: `${180 + (i % 120)}`, college: `College ${i % 130}`, birth_date: `199${i % 10}-0${1 + (i % 9)}-1${i % 10}`,
      birth_city: null, birth_state: null, birth_country: null, high_school: null, sport: 'nfl',
      depth_chart_position: null, depth_chart_order: null, search_rank: 9_999_999, hashtag: `#${first}${last}-NFL`,
      espn_id: 4_000_000 + i, yahoo_id: 30_000 + i, rotowire_id: 10_000 + i, rotoworld_id: null,
      sportradar_id: `00000000-0000-0000-0000-${String(i).padStart(12, '0')}`, stats_id: null, fantasy_data_id: 20_000 + i,
      gsis_id: null, swish_id: null, pandascore_id: null, oddsjam_id: null, opta_id: null,
      news_updated: 1_700_000_000_000 + i, metadata: null, competitions: [], team_abbr: null, team_changed_at: null,
    }; // prettier-ignore
  }
  return directory;
}

function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kib('VmRSS'), peak: kib('VmHWM') };
}

export async function runMemory(): Promise<void> {
  const manifest = demoManifest();
  const owner = manifest.accounts.find((a) => a.role === 'owner')!;
  const directory = generatedDirectory();
  const provider = await startFakeProvider();
  provider.override('players/nfl', directory);
  const server = await startProductionServer({
    LEAGUE_ID: manifest.currentLeagueId,
    SLEEPER_API_URL: provider.url,
    OWNER_USERNAME: owner.username,
    OWNER_PIN: owner.pin,
  });
  try {
    const cookie = await signIn(server.url, owner.username, owner.pin);
    const before = memoryOf(server.child.pid!);
    // Any player lookup loads the directory (stored as rows); then the pages that name players.
    const base = `${server.url}/api/league/${manifest.currentLeagueId}`;
    const ids = Object.keys(directory).slice(-50).join(',');
    for (const url of [
      `${server.url}/api/players?ids=${ids}`,
      `${base}/standings`,
      `${base}/matchups/14`,
      `${base}/transactions?limit=10`,
      `${base}/history`,
      `${base}/roster-players/1`,
    ]) {
      const response = await fetch(url, { headers: { cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
    }
    const after = memoryOf(server.child.pid!);
    record({
      group: 'memory',
      name: 'server RSS before the players directory',
      value: mb(before.rss),
      target: 'informational',
      pass: null,
    });
    record({
      group: 'memory',
      name: `server RSS with ${PLAYERS.toLocaleString('en-US')} players loaded`,
      value: `${mb(after.rss)} (peak ${mb(after.peak)}; file ${mb(JSON.stringify(directory).length)})`,
      target: `< ${mb(RSS_TARGET_BYTES)}`,
      pass: after.rss < RSS_TARGET_BYTES,
    });
  } finally {
    await server.stop();
    server.cleanup();
    await provider.close();
  }
}
