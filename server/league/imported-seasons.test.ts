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
      "line 4, season: must be from 1960 to 2021, the seasons before 2022, the league's first Sleeper season, got '2023'",
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

  // Before these bounds: a points total of 400 digits was Infinity (every career record read
  // "null-31"), 720 seasons from the year 1300 made a 3.6 MB history page, and names held NUL, line
  // breaks and right-to-left overrides.
  describe('keeps every value within what a season can have', () => {
    const line = (
      fields: Partial<
        Record<'season' | 'wins' | 'losses' | 'ties' | 'pf' | 'pa' | 'rank' | 'payout', string>
      >,
    ) =>
      [
        fields.season ?? '2021',
        'Brenda',
        'Blitz',
        fields.wins ?? '10',
        fields.losses ?? '3',
        fields.ties ?? '0',
        fields.pf ?? '1500',
        fields.pa ?? '1400',
        fields.rank ?? '1',
        '',
        fields.payout ?? '',
      ].join(',');
    const one = (fields: Parameters<typeof line>[0]) => errorsOf(`${HEADER}\n${line(fields)}`);

    it('numbers: finite, games 1 to 40, points at most 500 a game, ranks and payouts bounded', () => {
      const huge = '9'.repeat(400);
      expect(Number(huge)).toBe(Infinity);
      expect(one({ pf: huge, pa: huge })).toEqual([
        "line 2, points_for: must be at most 6500 (500 a game for 13 games), got '999999999999999999999999…'",
        "line 2, points_against: must be at most 6500 (500 a game for 13 games), got '999999999999999999999999…'",
      ]);
      expect(one({ pf: '6500.01' })).toEqual([
        "line 2, points_for: must be at most 6500 (500 a game for 13 games), got '6500.01'",
      ]);
      expect(one({ wins: huge })).toEqual([
        "line 2, wins: must be at most 40, got '999999999999999999999999…'",
      ]);
      expect(one({ wins: '30', losses: '11' })).toEqual([
        'line 2, wins/losses/ties: adds up to 41 games, a team plays 1 to 40 a season',
      ]);
      expect(one({ wins: '0', losses: '0', pf: '0', pa: '0' })).toEqual([
        'line 2, wins/losses/ties: adds up to 0 games, a team plays 1 to 40 a season',
      ]);
      expect(one({ rank: huge })).toEqual([
        "line 2, final_rank: must be at most 32, got '999999999999999999999999…'",
      ]);
      expect(one({ payout: '100001' })).toEqual(["line 2, payout: must be at most 100000, got '100001'"]);
      expect(one({ payout: huge })).toEqual([
        "line 2, payout: must be at most 100000, got '999999999999999999999999…'",
      ]);
    });

    it('takes the edges themselves: 40 games, 500 points a game, a payout of 100,000, 32 teams', () => {
      const result = readImportCsv(
        [HEADER, '2021,Brenda,Blitz,40,0,0,20000,0,1,yes,100000', '2021,Tom,Tacos,0,40,0,0,20000,2,,'].join(
          '\n',
        ),
        context,
      );
      expect(result.ok).toBe(true);
      const teams = (count: number) =>
        Array.from({ length: count }, (_, i) => `2021,m${i},t${i},1,0,0,10,10,${(i % 32) + 1},,`);
      expect(errorsOf([HEADER, ...teams(33)].join('\n'))).toEqual([
        'season 2021: has 33 teams, a season has at most 32',
      ]);
      expect(readImportCsv([HEADER, ...teams(32)].join('\n'), context).ok).toBe(true);
    });

    it('seasons from 1960 to the year before the first Sleeper season', () => {
      expect(one({ season: '1959' })).toEqual([
        "line 2, season: must be from 1960 to 2021, the seasons before 2022, the league's first Sleeper season, got '1959'",
      ]);
      expect(one({ season: '1300' })).toHaveLength(1);
      const first = readImportCsv(
        [HEADER, '1960,Brenda,Blitz,1,0,0,10,10,1,,', '1960,Tom,Tacos,0,1,0,10,10,2,,'].join('\n'),
        context,
      );
      expect(first.ok).toBe(true);
    });

    it('at most as many seasons in a file as the span has years, refused before any line is read', () => {
      // 720 seasons from 1300, one team each.
      const centuries = Array.from({ length: 720 }, (_, i) =>
        line({ season: String(1300 + i), wins: '1', losses: '0', pf: '10', pa: '10' }),
      );
      expect(errorsOf([HEADER, ...centuries].join('\n'))).toEqual([
        "The CSV holds 720 seasons, more than the 62 years from 1960 to 2021 (the seasons before 2022, the league's first Sleeper season).",
      ]);
      // A league that came to Sleeper in 1965 has five seasons before it to import.
      const early = { ...context, firstSleeperSeason: '1965' };
      const six = Array.from({ length: 6 }, (_, i) =>
        line({ season: String(1959 + i), wins: '1', losses: '0', pf: '10', pa: '10' }),
      );
      expect(errorsOf([HEADER, ...six].join('\n'), early)).toEqual([
        "The CSV holds 6 seasons, more than the 5 years from 1960 to 1964 (the seasons before 1965, the league's first Sleeper season).",
      ]);
    });

    it('names without control or text-direction characters, refused with the line named', () => {
      const csv = [
        HEADER,
        '2021,Bren\u0000da,Blitz,10,3,0,1500,1400,1,,',
        '2021,Tom,"Tacos\nInc",8,5,0,1400,1500,2,,',
        '2021,Otto,Old\u202eTimers,8,5,0,1400,1500,3,,',
        '2021,Bob\u2066,Bench,8,5,0,1400,1500,4,,',
        '2021,Ann,Ann\u0085s,8,5,0,1400,1500,5,,',
      ].join('\n');
      expect(errorsOf(csv)).toEqual([
        'line 2, manager: must not hold control or text-direction characters, found U+0000',
        'line 4, team_name: must not hold control or text-direction characters, found U+000A',
        'line 5, team_name: must not hold control or text-direction characters, found U+202E',
        'line 6, manager: must not hold control or text-direction characters, found U+2066',
        'line 7, team_name: must not hold control or text-direction characters, found U+0085',
      ]);
    });
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
