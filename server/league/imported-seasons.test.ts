import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_ERRORS } from '../../common/imported-seasons';
import { readImportCsv, type ImportContext } from './imported-seasons';

const HEADER =
  'season,manager,team_name,wins,losses,ties,points_for,points_against,final_rank,champion,payout';
const VALID = [
  HEADER,
  '2021,Brenda,Blitz,10,3,0,1500,1400,1,yes,300',
  '2021,Tom,"Tacos, Inc.",8,5,0,1450.5,1420,2,,100',
  '2021,Otto,Old Timers,5,8,0,1300,1380.5,3,,',
  '2021,Bob,Bench,3,10,0,1200,1250,4,,',
].join('\n');

const context: ImportContext = {
  firstSleeperSeason: '2022',
  alreadyImported: new Set(),
  ownerOf: (name) => ({ brenda: 'u1', tom: 'u2', bob: 'u3' })[name.toLowerCase()] ?? null,
};

const errorsOf = (csv: string, ctx = context) => {
  const result = readImportCsv(csv, ctx);
  if (result.ok) throw new Error('expected a refusal');
  return result.errors;
};

describe('readImportCsv', () => {
  it('reads every team of a valid CSV, quoted names and matched managers included', () => {
    const result = readImportCsv(`\uFEFF${VALID}\r\n\r\n`, context);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.teams).toHaveLength(4);
    expect(result.teams[0]).toMatchObject({ ownerId: 'u1', isChampion: true, payout: 300, rank: 1 });
    expect(result.teams[1]).toMatchObject({ teamName: 'Tacos, Inc.', pointsFor: 1450.5, payout: 100 });
    // A name that matches nobody is kept as written.
    expect(result.teams[2]).toMatchObject({ managerName: 'Otto', ownerId: null, payout: null });
  });

  it('accepts the columns in any order, without the optional ones', () => {
    const csv = [
      'final_rank,season,manager,team_name,wins,losses,ties,points_for,points_against',
      '1,2021,Brenda,Blitz,10,3,0,1500,1400',
      '2,2021,Tom,Tacos,3,10,0,1400,1500',
    ].join('\n');
    expect(readImportCsv(csv, context).ok).toBe(true);
  });

  it('names the line and field of every bad value, all at once', () => {
    const csv = [
      HEADER,
      '2021,Brenda,Blitz,ten,3,0,1500,1400,1,yes,',
      '2021,Tom,Tacos,8,5,0,abc,1420,2,,',
      '2023,,Late,8,5,-1,1,1,1,maybe,',
    ].join('\n');
    expect(errorsOf(csv)).toEqual([
      "line 2, wins: must be a whole number, got 'ten'",
      "line 3, points_for: must be a number, got 'abc'",
      "line 4, season: must be earlier than 2022, the league's first Sleeper season, got '2023'",
      "line 4, champion: must be 'yes' or empty, got 'maybe'",
      'line 4, manager: is required',
      "line 4, ties: must be 0 or more, got '-1'",
    ]);
  });

  it('checks a season as a whole: ranks, games played, points identity, champion, managers', () => {
    const csv = [
      HEADER,
      '2021,Brenda,Blitz,10,3,0,1500,1400,1,,',
      '2021,Tom,Tacos,8,5,0,1450,1420,1,,',
      '2021,Otto,Old Timers,5,7,0,1300,1380,5,yes,',
      '2021,brenda,Bench,3,10,0,1200,1200,4,yes,',
    ].join('\n');
    expect(errorsOf(csv)).toEqual([
      'line 3, final_rank: rank 1 of 2021 is also on line 2',
      "line 4, final_rank: must be between 1 and 4 (the teams of 2021), got '5'",
      "line 5, manager: 'brenda' already has a team in 2021 (line 2)",
      'line 4, wins/losses/ties: adds up to 12 games, the other teams of 2021 played 13',
      'season 2021, points_for/points_against: the totals must be equal (every point is scored against someone), got 5450.00 for and 5400.00 against',
      'line 4, champion: the champion must have final_rank 1, got 5',
      'line 5, champion: the champion must have final_rank 1, got 4',
      'line 5, champion: 2021 already has a champion on line 4',
    ]);
  });

  it('refuses a season already imported: undo it first', () => {
    expect(errorsOf(VALID, { ...context, alreadyImported: new Set(['2021']) })).toEqual([
      'season 2021 is already imported: undo it first',
    ]);
  });

  it('reports a wrong header and lines of the wrong width', () => {
    expect(errorsOf('season,manager,team,wins\n2021,a,b,1')).toEqual([
      "line 1: unknown column 'team'",
      "line 1: missing column 'team_name'",
      "line 1: missing column 'losses'",
      "line 1: missing column 'ties'",
      "line 1: missing column 'points_for'",
      "line 1: missing column 'points_against'",
      "line 1: missing column 'final_rank'",
    ]);
    expect(errorsOf(`${HEADER}\n2021,Brenda,Blitz,10,3`)).toEqual([
      'line 2: has 5 fields, the header has 11',
    ]);
    expect(errorsOf('')).toEqual(['The CSV is empty: it needs a header line and one line per team.']);
    // A quote never closed is no CSV at all: refused whole, with where the reader stopped.
    expect(errorsOf(`${HEADER}\n2021,Brenda,"Blitz,10,3`)).toEqual([
      expect.stringMatching(/^line \d+: not readable as CSV \(.*quote/i),
    ]);
  });

  it(`lists at most ${IMPORT_MAX_ERRORS} errors and says more were left off`, () => {
    const bad = Array.from({ length: 60 }, () => '2021,x,y,a,0,0,0,0,1,,');
    const errors = errorsOf([HEADER, ...bad].join('\n'));
    expect(errors).toHaveLength(IMPORT_MAX_ERRORS + 1);
    expect(errors.at(-1)).toBe(`More errors follow: only the first ${IMPORT_MAX_ERRORS} are listed.`);
  });
});
