// The commissioner's CSV of seasons before Sleeper (common/imported-seasons.ts documents it), checked
// line by line: every problem is reported at once, each naming its line and field, so the commissioner
// fixes the file in one pass. Pure: the caller supplies what the database and provider know.
import {
  IMPORT_BOUNDS,
  IMPORT_MAX_ERRORS,
  IMPORT_OPTIONAL_COLUMNS,
  IMPORT_REQUIRED_COLUMNS,
} from '../../common/imported-seasons';
import { PAYOUT_MAX } from '../../common/payout-constants';
import { unsafeNameCharacter } from '../../common/unsafe-characters';
import { csvRecords, type CsvRecord } from './csv-records';

export interface ImportedTeam {
  season: string;
  rank: number;
  managerName: string;
  ownerId: string | null;
  teamName: string;
  wins: number;
  losses: number;
  ties: number;
  pointsFor: number;
  pointsAgainst: number;
  isChampion: boolean;
  payout: number | null;
}

export interface ImportContext {
  /** The league's oldest Sleeper season: imported seasons come before it. */
  firstSleeperSeason: string;
  alreadyImported: ReadonlySet<string>;
  /** The Sleeper user id a manager's name stands for, null when it matches nobody. */
  ownerOf(managerName: string): string | null;
}

export type ImportResult = { ok: true; teams: ImportedTeam[] } | { ok: false; errors: string[] };

/** Points for and against of a season may differ by rounding in the old site's export, no more. */
const POINTS_TOLERANCE = 0.1;

/** A value as an error quotes it: its start, when it is long (a number of 400 digits). */
const quoted = (raw: string) => `'${raw.length > 24 ? `${raw.slice(0, 24)}…` : raw}'`;

/** The seasons an import may hold: from IMPORT_BOUNDS.firstSeason to the year before Sleeper's first. */
function seasonSpan(context: ImportContext): { first: number; last: number; years: number } {
  const first = IMPORT_BOUNDS.firstSeason;
  const last = Number(context.firstSleeperSeason) - 1;
  return { first, last, years: Math.max(0, last - first + 1) };
}

type Column = (typeof IMPORT_REQUIRED_COLUMNS)[number] | (typeof IMPORT_OPTIONAL_COLUMNS)[number];
const KNOWN: ReadonlySet<string> = new Set([...IMPORT_REQUIRED_COLUMNS, ...IMPORT_OPTIONAL_COLUMNS]);

/** Collects errors up to the cap, then notes that more were left off. */
class Errors {
  readonly list: string[] = [];
  private dropped = false;
  add(message: string): void {
    if (this.list.length < IMPORT_MAX_ERRORS) this.list.push(message);
    else this.dropped = true;
  }
  result(): string[] {
    return this.dropped
      ? [...this.list, `More errors follow: only the first ${IMPORT_MAX_ERRORS} are listed.`]
      : this.list;
  }
}

/** The header's columns by name, or errors naming what is missing, unknown or repeated. */
function readHeader(header: CsvRecord | undefined, errors: Errors): Map<Column, number> | null {
  if (!header) {
    errors.add('The CSV is empty: it needs a header line and one line per team.');
    return null;
  }
  const columns = new Map<Column, number>();
  header.fields.forEach((raw, index) => {
    const name = raw.trim().toLowerCase();
    if (!KNOWN.has(name)) errors.add(`line ${header.line}: unknown column '${raw.trim()}'`);
    else if (columns.has(name as Column)) errors.add(`line ${header.line}: column '${name}' appears twice`);
    else columns.set(name as Column, index);
  });
  for (const name of IMPORT_REQUIRED_COLUMNS) {
    if (!columns.has(name)) errors.add(`line ${header.line}: missing column '${name}'`);
  }
  return errors.list.length === 0 ? columns : null;
}

/** One line's fields as a team, or undefined after reporting what is wrong with it. */
function readTeam(
  record: CsvRecord,
  columns: ReadonlyMap<Column, number>,
  context: ImportContext,
  errors: Errors,
): ImportedTeam | undefined {
  const before = errors.list.length;
  const at = (column: Column) => `line ${record.line}, ${column}`;
  const value = (column: Column) => {
    const index = columns.get(column);
    return index === undefined ? '' : (record.fields[index] ?? '').trim();
  };
  const whole = (column: Column, min: number, max: number): number => {
    const raw = value(column);
    if (!/^-?\d+$/.test(raw)) errors.add(`${at(column)}: must be a whole number, got ${quoted(raw)}`);
    else if (Number(raw) < min) errors.add(`${at(column)}: must be ${min} or more, got ${quoted(raw)}`);
    else if (Number(raw) > max) errors.add(`${at(column)}: must be at most ${max}, got ${quoted(raw)}`);
    return Number(raw);
  };
  /** Points for or against over `games` games (the most a season has when the line's are wrong). */
  const points = (column: Column, games: number): number => {
    const raw = value(column);
    const max = IMPORT_BOUNDS.maxPointsPerGame * games;
    if (!/^-?\d+(\.\d+)?$/.test(raw)) errors.add(`${at(column)}: must be a number, got ${quoted(raw)}`);
    else if (Number(raw) < 0) errors.add(`${at(column)}: must be 0 or more, got ${quoted(raw)}`);
    else if (Number(raw) > max) {
      errors.add(
        `${at(column)}: must be at most ${max} (${IMPORT_BOUNDS.maxPointsPerGame} a game for ${games} games), got ${quoted(raw)}`,
      );
    }
    return Number(raw);
  };
  const name = (column: Column): string => {
    const raw = value(column);
    const unsafe = unsafeNameCharacter(raw);
    if (raw === '') errors.add(`${at(column)}: is required`);
    else if (raw.length > IMPORT_BOUNDS.maxName) {
      errors.add(`${at(column)}: must be at most ${IMPORT_BOUNDS.maxName} characters`);
    } else if (unsafe) {
      errors.add(`${at(column)}: must not hold control or text-direction characters, found ${unsafe}`);
    }
    return raw;
  };

  if (record.fields.length !== columns.size) {
    errors.add(`line ${record.line}: has ${record.fields.length} fields, the header has ${columns.size}`);
    return undefined;
  }
  const season = value('season');
  const span = seasonSpan(context);
  if (!/^\d{4}$/.test(season)) errors.add(`${at('season')}: must be a 4-digit year, got ${quoted(season)}`);
  else if (Number(season) < span.first || Number(season) > span.last) {
    errors.add(
      `${at('season')}: must be from ${span.first} to ${span.last}, the seasons before ${context.firstSleeperSeason}, the league's first Sleeper season, got '${season}'`,
    );
  }
  const champion = value('champion').toLowerCase();
  if (champion !== '' && champion !== 'yes') {
    errors.add(`${at('champion')}: must be 'yes' or empty, got ${quoted(value('champion'))}`);
  }
  const payoutRaw = value('payout');
  const managerName = name('manager');
  const teamName = name('team_name');
  const { maxGames } = IMPORT_BOUNDS;
  const beforeGames = errors.list.length;
  const [wins, losses, ties] = (['wins', 'losses', 'ties'] as const).map((column) =>
    whole(column, 0, maxGames),
  ) as [number, number, number];
  let games = wins + losses + ties;
  if (errors.list.length > beforeGames) games = maxGames;
  else if (games < 1 || games > maxGames) {
    errors.add(
      `line ${record.line}, wins/losses/ties: adds up to ${games} games, a team plays 1 to ${maxGames} a season`,
    );
    games = maxGames;
  }
  const team: ImportedTeam = {
    season,
    managerName,
    ownerId: managerName === '' ? null : context.ownerOf(managerName),
    teamName,
    wins,
    losses,
    ties,
    pointsFor: points('points_for', games),
    pointsAgainst: points('points_against', games),
    rank: whole('final_rank', 1, IMPORT_BOUNDS.maxTeams),
    isChampion: champion === 'yes',
    payout: payoutRaw === '' ? null : whole('payout', 0, PAYOUT_MAX),
  };
  return errors.list.length === before ? team : undefined;
}

/** The checks across one season's lines: ranks, games played, points, champion, managers. */
function checkSeason(
  season: string,
  rows: ReadonlyArray<{ line: number; team: ImportedTeam }>,
  context: ImportContext,
  errors: Errors,
): void {
  if (context.alreadyImported.has(season)) {
    errors.add(`season ${season} is already imported: undo it first`);
    return;
  }
  const teams = rows.length;
  if (teams > IMPORT_BOUNDS.maxTeams) {
    errors.add(`season ${season}: has ${teams} teams, a season has at most ${IMPORT_BOUNDS.maxTeams}`);
    return;
  }
  const rankLines = new Map<number, number>();
  const managerLines = new Map<string, number>();
  for (const { line, team } of rows) {
    if (team.rank > teams) {
      errors.add(
        `line ${line}, final_rank: must be between 1 and ${teams} (the teams of ${season}), got '${team.rank}'`,
      );
    }
    const sameRank = rankLines.get(team.rank);
    if (sameRank !== undefined)
      errors.add(`line ${line}, final_rank: rank ${team.rank} of ${season} is also on line ${sameRank}`);
    else rankLines.set(team.rank, line);
    // One person, one team a season: the same member twice would count twice in their career.
    const who = team.ownerId ?? team.managerName.toLowerCase();
    const sameManager = managerLines.get(who);
    if (sameManager !== undefined) {
      errors.add(
        `line ${line}, manager: '${team.managerName}' already has a team in ${season} (line ${sameManager})`,
      );
    } else managerLines.set(who, line);
  }

  // Every team played the same schedule: the games most teams played are the season's.
  const gamesOf = (team: ImportedTeam) => team.wins + team.losses + team.ties;
  const counts = new Map<number, number>();
  for (const { team } of rows) counts.set(gamesOf(team), (counts.get(gamesOf(team)) ?? 0) + 1);
  const games = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]![0];
  for (const { line, team } of rows) {
    if (gamesOf(team) !== games) {
      errors.add(
        `line ${line}, wins/losses/ties: adds up to ${gamesOf(team)} games, the other teams of ${season} played ${games}`,
      );
    }
  }

  const pointsFor = rows.reduce((sum, { team }) => sum + team.pointsFor, 0);
  const pointsAgainst = rows.reduce((sum, { team }) => sum + team.pointsAgainst, 0);
  if (Math.abs(pointsFor - pointsAgainst) > POINTS_TOLERANCE) {
    errors.add(
      `season ${season}, points_for/points_against: the totals must be equal (every point is scored against someone), got ${pointsFor.toFixed(2)} for and ${pointsAgainst.toFixed(2)} against`,
    );
  }

  const champions = rows.filter(({ team }) => team.isChampion);
  for (const { line, team } of champions) {
    if (team.rank !== 1)
      errors.add(`line ${line}, champion: the champion must have final_rank 1, got ${team.rank}`);
  }
  for (const { line } of champions.slice(1)) {
    errors.add(`line ${line}, champion: ${season} already has a champion on line ${champions[0]!.line}`);
  }
}

/** Every team of the CSV when all of it is valid, else every error found (up to the cap). */
export function readImportCsv(csv: string, context: ImportContext): ImportResult {
  const errors = new Errors();
  const read = csvRecords(csv);
  if (!read.ok) return { ok: false, errors: [read.error] };
  const [header, ...lines] = read.records;
  const columns = readHeader(header, errors);
  if (!columns) return { ok: false, errors: errors.result() };
  if (lines.length === 0) errors.add('The CSV has a header but no teams.');
  // More seasons than the span has years cannot all be right: refused before any line is read.
  const span = seasonSpan(context);
  const seasons = new Set(lines.map((record) => (record.fields[columns.get('season')!] ?? '').trim()));
  if (seasons.size > span.years) {
    return {
      ok: false,
      errors: [
        `The CSV holds ${seasons.size} seasons, more than the ${span.years} years from ${span.first} to ${span.last} (the seasons before ${context.firstSleeperSeason}, the league's first Sleeper season).`,
      ],
    };
  }

  const bySeason = new Map<string, Array<{ line: number; team: ImportedTeam }>>();
  // A season with a bad line is not checked as a whole: its ranks and totals would be off by that line.
  const incomplete = new Set<string>();
  for (const record of lines) {
    const team = readTeam(record, columns, context, errors);
    if (!team) {
      incomplete.add((record.fields[columns.get('season')!] ?? '').trim());
      continue;
    }
    const rows = bySeason.get(team.season) ?? [];
    rows.push({ line: record.line, team });
    bySeason.set(team.season, rows);
  }
  for (const [season, rows] of bySeason) {
    if (!incomplete.has(season)) checkSeason(season, rows, context, errors);
  }

  const list = errors.result();
  if (list.length > 0) return { ok: false, errors: list };
  return { ok: true, teams: [...bySeason.values()].flat().map(({ team }) => team) };
}
